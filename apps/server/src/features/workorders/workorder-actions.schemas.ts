import { z } from "zod";

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} is required.` })
    .int()
    .positive(`${name} is required.`);
const requiredDate = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.date({ error: message }));

export const WorkOrderIdQuery = z.object({ workorderid: id("workorderid") });

export const ReassignBody = z.object({
  workorderid: id("workorderid"),
  userid: z.coerce.number({ error: "Dispatcher is required." }).int().positive("Dispatcher is required."),
});
export const BulkReassignBody = z.object({
  customerid: z.coerce.number({ error: "Customer is required." }).int().positive("Customer is required."),
  userid: z.coerce.number({ error: "Dispatcher is required." }).int().positive("Dispatcher is required."),
});

/** Messages are the spec's (spec 1 §5). */
const version = z.coerce.number({ error: "version is required." }).int().min(1);

export const ScheduleDateBody = z.object({
  id: id("id"),
  version,
  scheduledate: requiredDate("Schedule Date is required."),
  reason: z.string({ error: "Reason is required" }).trim().min(1, "Reason is required").max(2000),
});
export const FollowUpDateBody = z.object({
  id: id("id"),
  version,
  followupdate: requiredDate("Follow-up Date is required."),
  reason: z.string().trim().max(2000).nullish(),
});

export const GeofenceParams = z.object({ id: id("id") });
export const GeofenceQuery = z.object({
  enabled: z
    .enum(["true", "false"], { error: "enabled must be true or false" })
    .transform((v) => v === "true"),
});

export const DispatcherResult = z.object({ dispatcherid: z.number() });
export const FlagResult = z.object({ flagged: z.boolean() });
