import { lazy } from "react";

const charts = () => import("./HomeCharts.tsx");

/** Starts loading the charts' chunk (recharts) ahead of the cards that draw them; never rejects. */
export const preloadCharts = (): Promise<void> =>
  charts().then(
    () => undefined,
    () => undefined,
  );

export const LazyDonut = lazy(() => charts().then((m) => ({ default: m.HomeDonut })));
export const LazyBars = lazy(() => charts().then((m) => ({ default: m.HomeBars })));
