import { z } from "zod";
import { boolString, date, id, idList, optionalText, requiredText, version } from "./primitives.ts";

export const WorkOrderIdQuery = z.object({ workorderid: id("workorderid") });

export const ReassignBody = z.object({
  workorderid: id("workorderid"),
  userid: id("Dispatcher"),
});
export const BulkReassignBody = z.object({
  customerid: id("Customer"),
  userid: id("Dispatcher"),
});

/**
 * Messages are the spec's (spec 1 §5). The reasons are plain text: they are quoted in the System note, which
 * is shown as text.
 */
export const ScheduleDateBody = z.object({
  id: id("id"),
  version,
  scheduledate: date("Schedule Date"),
  reason: requiredText("Reason", 2000, "Reason is required"),
});
export const FollowUpDateBody = z.object({
  id: id("id"),
  version,
  followupdate: date("Follow-up Date"),
  reason: optionalText("Reason", 2000),
});

export const GeofenceParams = z.object({ id: id("id") });
export const GeofenceQuery = z.object({ enabled: boolString("enabled") });

export const DispatcherResult = z.object({ dispatcherid: z.number() });
export type DispatcherResult = z.infer<typeof DispatcherResult>;
export const FlagResult = z.object({ flagged: z.boolean() });
export type FlagResult = z.infer<typeof FlagResult>;
export const ScheduleDateResult = z.object({ scheduledate: z.string() });
export const FollowUpDateResult = z.object({ promisedate: z.string() });
export const GeofenceResult = z.object({ overridegeofencing: z.boolean() });
export type GeofenceResult = z.infer<typeof GeofenceResult>;
export const BulkReassignResult = z.object({ updated: z.number() });

/** Bulk actions on the rows selected in the list (issue 30): at most one page of the list. */
export const SELECTED_ORDERS_MAX = 100;
export const SelectedReassignBody = z.object({
  workorderids: idList("workorderids", SELECTED_ORDERS_MAX).refine((ids) => ids.length > 0, {
    message: "Select at least one work order.",
  }),
  userid: id("Dispatcher"),
});
export type SelectedReassignBody = z.infer<typeof SelectedReassignBody>;
/** Per-row outcome: each order is its own transaction, so a refused row leaves the others done. */
export const SelectedReassignResult = z.object({
  done: z.array(z.number()),
  refused: z.array(z.object({ workorderid: z.number(), error: z.string(), message: z.string() })),
});
export type SelectedReassignResult = z.infer<typeof SelectedReassignResult>;
