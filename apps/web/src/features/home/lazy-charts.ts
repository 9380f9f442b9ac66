import { lazy } from "react";

const charts = () => import("./HomeCharts.tsx");

export const LazyDonut = lazy(() => charts().then((m) => ({ default: m.HomeDonut })));
export const LazyBars = lazy(() => charts().then((m) => ({ default: m.HomeBars })));
