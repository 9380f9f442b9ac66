import { z } from "zod";
import { SLA_CLOCKS } from "../sla/clocks.ts";
import { isTimeZone } from "../sla/zoned-time.ts";
import { gridQueryString } from "./grid-query.ts";
import { id, int, nullableId, requiredText, version } from "./primitives.ts";

/* Issue 32 item 1: SLA policies, holidays, settings, pauses and clocks (/api/sla/…). */

const MINUTES_MAX = 525_600; // one year
const targetMinutes = (label: string) =>
  z.preprocess((v) => (v === "" ? null : v), int(label, 1, MINUTES_MAX).nullable());

export const DayHours = z
  .object({
    open: int("open", 0, 1439),
    close: int("close", 1, 1440),
  })
  .refine((d) => d.close > d.open, { message: "close must be after open.", path: ["close"] });

export const WeekHours = z
  .array(DayHours.nullable(), { error: "weekhours must list 7 days." })
  .length(7, "weekhours must list 7 days (Sunday first).");

export const SlaPolicy = z.object({
  id: z.number(),
  customerid: z.number().nullable(),
  customername: z.string().nullable(),
  priorityid: z.number(),
  priority: z.string(),
  respondminutes: z.number().nullable(),
  onsiteminutes: z.number().nullable(),
  completeminutes: z.number().nullable(),
  twentyfourseven: z.boolean(),
  weekhours: z.array(z.object({ open: z.number(), close: z.number() }).nullable()),
  version: z.number(),
});
export type SlaPolicy = z.infer<typeof SlaPolicy>;

export const SlaHoliday = z.object({
  id: z.number(),
  customerid: z.number().nullable(),
  customername: z.string().nullable(),
  holidaydate: z.string(),
  name: z.string(),
  version: z.number(),
});
export type SlaHoliday = z.infer<typeof SlaHoliday>;

export const SlaSettings = z.object({
  atriskminutes: z.number(),
  warnminutes: z.number(),
  notifyvendor: z.boolean(),
  version: z.number(),
});
export type SlaSettings = z.infer<typeof SlaSettings>;

/** GET /api/sla/policies: everything the Admin SLA screen edits. */
export const SlaPolicies = z.object({
  policies: z.array(SlaPolicy),
  holidays: z.array(SlaHoliday),
  settings: SlaSettings,
  /** The priorities a policy may be for (id, name), in their order. */
  priorities: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SlaPolicies = z.infer<typeof SlaPolicies>;

/** POST /api/sla/policies/save: a new policy (no id) or an edit (id + version). Customer null = default. */
export const SaveSlaPolicyBody = z.object({
  id: id("id").optional(),
  version: version.optional(),
  customerid: nullableId("Customer").transform((v) => v ?? null),
  priorityid: id("Priority"),
  respondminutes: targetMinutes("Respond By"),
  onsiteminutes: targetMinutes("On Site By"),
  completeminutes: targetMinutes("Complete By"),
  twentyfourseven: z.boolean({ error: "twentyfourseven must be true or false." }),
  weekhours: WeekHours,
});
export type SaveSlaPolicyBody = z.infer<typeof SaveSlaPolicyBody>;

export const VersionedIdBody = z.object({ id: id("id"), version });
export type VersionedIdBody = z.infer<typeof VersionedIdBody>;

const isoDay = z
  .string({ error: "Date is required." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date (YYYY-MM-DD).")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "Date must be a date (YYYY-MM-DD).");

export const SaveSlaHolidayBody = z.object({
  id: id("id").optional(),
  version: version.optional(),
  customerid: nullableId("Customer").transform((v) => v ?? null),
  holidaydate: isoDay,
  name: requiredText("Name", 100),
});
export type SaveSlaHolidayBody = z.infer<typeof SaveSlaHolidayBody>;

export const SaveSlaSettingsBody = z.object({
  atriskminutes: int("At risk within (minutes)", 1, 10_080),
  warnminutes: int("Warn before breach (minutes)", 1, 10_080),
  notifyvendor: z.boolean({ error: "notifyvendor must be true or false." }),
  version,
});
export type SaveSlaSettingsBody = z.infer<typeof SaveSlaSettingsBody>;

export const Saved = z.object({ id: z.number(), version: z.number() });
export type Saved = z.infer<typeof Saved>;

/** POST /api/sla/pause and /api/sla/resume. */
export const SlaPauseBody = z.object({
  workorderid: id("workorderid"),
  reason: requiredText("Reason", 500),
});
export type SlaPauseBody = z.infer<typeof SlaPauseBody>;
export const SlaResumeBody = z.object({ workorderid: id("workorderid") });
export type SlaResumeBody = z.infer<typeof SlaResumeBody>;

export const SLA_CLOCK_STATES = [
  "none",
  "paused",
  "running",
  "at_risk",
  "breached",
  "met",
  "missed",
] as const;

export const SlaClock = z.object({
  clock: z.enum(SLA_CLOCKS),
  dueat: z.string().nullable(),
  metat: z.string().nullable(),
  state: z.enum(SLA_CLOCK_STATES),
  remainingminutes: z.number().nullable(),
});
export type SlaClock = z.infer<typeof SlaClock>;

/** An order's clocks (GET /api/sla/clocks, and the answer of pause / resume). */
export const SlaOrderClocks = z.object({
  workorderid: z.number(),
  timezone: z.string().nullable(),
  paused: z.boolean(),
  pausereason: z.string().nullable(),
  clocks: z.array(SlaClock),
});
export type SlaOrderClocks = z.infer<typeof SlaOrderClocks>;

export const SlaClocksQuery = z.object({ workorderid: id("workorderid") });

/** GET /api/sla/atrisk: open orders whose next clock breaches within `minutes` (default: the setting). */
export const SlaAtRiskQuery = gridQueryString(50).extend({
  minutes: z.preprocess((v) => (v === "" ? undefined : v), int("minutes", 1, 10_080).optional()),
});
export type SlaAtRiskQuery = z.infer<typeof SlaAtRiskQuery>;

/** The work-order list's clock quick filter. */
export const SLA_LIST_FILTERS = ["atrisk", "breached"] as const;

export const timeZoneName = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, "Time Zone must be an IANA time zone (e.g. America/New_York).");
