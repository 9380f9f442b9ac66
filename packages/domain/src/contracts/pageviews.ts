import { z } from "zod";
import { id } from "./primitives.ts";

/** The work-order tabs whose opening is recorded (spec 2 §6 page-view tracking). */
export const PAGE_VIEW_TABS = ["workorder", "notes", "vendor", "proposal", "attachment", "invoice"] as const;
export const PageViewTab = z.enum(PAGE_VIEW_TABS, {
  error: `tab must be one of ${PAGE_VIEW_TABS.join(", ")}`,
});
export type PageViewTab = z.infer<typeof PageViewTab>;

/** At most this many views in one POST (the browser sends every few seconds or per this many views). */
export const PAGE_VIEW_BATCH_MAX = 50;

/** POST /api/workorder/pageviews: a batch of tab openings of the caller (time = when the server gets them). */
export const RecordPageViewsBody = z.object({
  views: z
    .array(z.object({ workorderid: id("workorderid"), tab: PageViewTab }), {
      error: "views must be a list of { workorderid, tab }.",
    })
    .min(1, "views must not be empty.")
    .max(PAGE_VIEW_BATCH_MAX, `views must hold at most ${PAGE_VIEW_BATCH_MAX} entries.`),
});
export type RecordPageViewsBody = z.infer<typeof RecordPageViewsBody>;
export const RecordPageViewsResult = z.object({ recorded: z.number() });

export const PageViewsQuery = z.object({ workorderid: id("workorderid") });

/** GET /api/workorder/pageviews: who viewed which tab of one order, last view first (staff only). */
export const PageViewSummary = z.object({
  userid: z.number(),
  username: z.string(),
  /** Staff, Vendor, Tech or Customer: portal users' views are recorded too. */
  usertype: z.string(),
  tab: PageViewTab,
  views: z.number(),
  lastviewed: z.string(),
});
export type PageViewSummary = z.infer<typeof PageViewSummary>;
export const PageViewSummaries = z.array(PageViewSummary);
