import { lazy } from "react";

/** Starts loading the signed-in shell (top bar, side nav, screens registry, Home); safe to call repeatedly. */
export const preloadShell = () => import("./shell/signed-in.ts");

export const LazyAppLayout = lazy(() => preloadShell().then((m) => ({ default: m.AppLayout })));
export const LazyScreenRoute = lazy(() => preloadShell().then((m) => ({ default: m.ScreenRoute })));
