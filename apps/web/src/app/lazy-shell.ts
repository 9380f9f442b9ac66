import { lazy } from "react";
import type { OnSignedIn } from "../auth/LoginPage.tsx";
import { browserTimeZone } from "./browser-time-zone.ts";

/** Starts loading the signed-in shell (top bar, side nav, screens registry, Home); safe to call repeatedly. */
export const preloadShell = () => import("./shell/signed-in.ts");

/**
 * /login's warm-up (first keystroke, submit): the shell, the code that starts the target screen's first
 * requests, and the browser's time zone (its first read loads locale data) — work that would otherwise run
 * between the password being accepted and the first screen being drawn. Safe to call on every keystroke.
 */
export const warmUpSignIn = (target: string): void => {
  void preloadShell().catch(() => undefined);
  void import("./screen-data.ts").then(
    (m) => m.loadScreenDataCode(target),
    () => undefined,
  );
  setTimeout(browserTimeZone, 0); // read once, then remembered
};

/**
 * After sign-in: the first requests of the page the user is going to (usually /home: its counts and, for the
 * internal dashboard, the charts' chunk) start as soon as the password is accepted, from their own small
 * chunk, while the shell is still loading and React draws the frame (decision 0023).
 */
export const preloadAfterSignIn: OnSignedIn = (queryClient, user, target) =>
  import("./screen-data.ts").then(
    (m) => m.preloadDataFor(queryClient, user, target),
    () => undefined, // a preload only: the page loads what it needs itself
  );

export const LazyAppLayout = lazy(() => preloadShell().then((m) => ({ default: m.AppLayout })));
export const LazyScreenRoute = lazy(() => preloadShell().then((m) => ({ default: m.ScreenRoute })));
