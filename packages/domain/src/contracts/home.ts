import { z } from "zod";
import { gridQueryString } from "./grid-query.ts";
import { optionalId, timeZone } from "./primitives.ts";

/** GET /api/home/getactivecounts: active work orders per status, scoped to the caller. */
export const StatusCount = z.object({
  statusid: z.number(),
  status: z.string(),
  abbreviation: z.string(),
  color: z.string(),
  count: z.number(),
});
export type StatusCount = z.infer<typeof StatusCount>;
export const StatusCounts = z.array(StatusCount);

/** GET /api/home/getprioritycounts. */
export const PriorityCount = z.object({ priorityid: z.number(), priority: z.string(), count: z.number() });
export type PriorityCount = z.infer<typeof PriorityCount>;
export const PriorityCounts = z.array(PriorityCount);

/** GET /api/home/getdailycounts: each dispatcher's orders received today (in the caller's time zone). */
export const DailyCount = z.object({
  dispatcherid: z.number(),
  dispatcher: z.string(),
  inreceived: z.number(),
  totalcount: z.number(),
});
export type DailyCount = z.infer<typeof DailyCount>;
export const DailyCounts = z.array(DailyCount);
export const DailyCountsQuery = z.object({ tz: timeZone });

/** The popup list behind a count: the grid query plus the status clicked (active orders when left out). */
export const HomePopupQuery = gridQueryString(20).extend({ statusid: optionalId("statusid") });
export type HomePopupQuery = z.input<typeof HomePopupQuery>;
export const VendorOpenWorkOrdersQuery = HomePopupQuery.extend({ vendorid: optionalId("vendorid") });
export const CustomerOpenWorkOrdersQuery = HomePopupQuery.extend({ customerid: optionalId("customerid") });
