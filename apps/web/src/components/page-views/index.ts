/** Page-view tracking (spec 2 §6): the batched tracker and the detail pages' hook. */
export { flushPageViews, trackPageView } from "./page-view-tracker.ts";
export { usePageView } from "./use-page-view.ts";
