import { z } from "zod";
import { boolString, date, id, optionalText, requiredText, version } from "./primitives.ts";

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
