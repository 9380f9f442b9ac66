import { PAGE_VIEW_BATCH_MAX, type PageViewTab, RecordPageViewsResult } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** Views wait at most this long, or until this many are queued, before one POST sends them. */
export const PAGE_VIEW_FLUSH_MS = 4000;
export const PAGE_VIEW_FLUSH_COUNT = 10;

const queue: { workorderid: number; tab: PageViewTab }[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sends what is queued (fire and forget: a lost batch never bothers the user or slows the page). */
export const flushPageViews = (): void => {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) {
    const views = queue.splice(0, PAGE_VIEW_BATCH_MAX);
    void api
      .post("/api/workorder/pageviews", { views }, { response: RecordPageViewsResult })
      .catch(() => undefined);
  }
};

/** Records that the user opened a work-order tab (spec 2 §6); batched, never awaited by the page. */
export const trackPageView = (workorderid: number, tab: PageViewTab): void => {
  if (!Number.isInteger(workorderid) || workorderid <= 0) return;
  queue.push({ workorderid, tab });
  if (queue.length >= PAGE_VIEW_FLUSH_COUNT) flushPageViews();
  else timer ??= setTimeout(flushPageViews, PAGE_VIEW_FLUSH_MS);
};

if (typeof window !== "undefined") {
  // Leaving or hiding the page sends what is left.
  window.addEventListener("pagehide", flushPageViews);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushPageViews();
  });
}
