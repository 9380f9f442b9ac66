import { z } from "zod";
import { CHECKIN_METHODS, type FieldStateName, SIGNATURE_MAX_BASE64 } from "../policies/field-checkin.ts";
import { id, occurredAt, optionalText, requiredText, timeZone } from "./primitives.ts";
import { LineAcceptance } from "./vendor-acceptance.ts";

/** Issue 31: the technician in the field (Today, check-in / check-out, check-in codes, the trail). */

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(-limit, `${label} must be between ${-limit} and ${limit}.`)
    .max(limit, `${label} must be between ${-limit} and ${limit}.`);

/** The device's position (Geolocation API): degrees and the reported accuracy in metres. */
export const DevicePosition = z.object({
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  accuracy: z
    .number({ error: "Accuracy must be a number." })
    .min(0, "Accuracy must be between 0 and 100000.")
    .max(100_000, "Accuracy must be between 0 and 100000."),
});
export type DevicePosition = z.infer<typeof DevicePosition>;

/** A customer's signature on the phone: the printed name, and the drawn PNG (base64) unless only typed. */
export const SignatureInput = z.object({
  name: requiredText("Signer name", 100, "Signer name is required."),
  png: z
    .string({ error: "Signature must be a PNG image." })
    .max(SIGNATURE_MAX_BASE64, "Signature is too large.")
    .regex(/^iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/, "Signature must be a PNG image.")
    .optional(),
});
export type SignatureInput = z.infer<typeof SignatureInput>;

export const CheckInBody = z.object({
  workorderid: id("Work Order"),
  occurredat: occurredAt,
  position: DevicePosition.nullish(),
  /** Check in here although still checked in on another order. */
  confirm: z.boolean({ error: "Confirm must be true or false." }).optional(),
});
export type CheckInBody = z.infer<typeof CheckInBody>;

export const CheckOutBody = z.object({
  workorderid: id("Work Order"),
  position: DevicePosition.nullish(),
  resolution: requiredText("Resolution", 4000, "Resolution note is required."),
  workcomplete: z.boolean({ error: "Work complete must be true or false." }).optional(),
  signature: SignatureInput.optional(),
  occurredat: occurredAt,
});
export type CheckOutBody = z.infer<typeof CheckOutBody>;

export const CheckInCodeBody = z.object({ workorderid: id("Work Order") });
export type CheckInCodeBody = z.infer<typeof CheckInCodeBody>;
export const CheckInCode = z.object({ code: z.string(), expiresat: z.string() });
export type CheckInCode = z.infer<typeof CheckInCode>;

export const ConfirmCheckInCodeBody = z.object({
  workorderid: id("Work Order"),
  code: requiredText("Check-in code", 6, "Check-in code is required.").regex(
    /^\d{6}$/,
    "Check-in code must be 6 digits.",
  ),
});
export type ConfirmCheckInCodeBody = z.infer<typeof ConfirmCheckInCodeBody>;

export const CheckInEvent = z.object({
  id: z.number(),
  kind: z.enum(["in", "out"]),
  at: z.string(),
  user: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  distance: z.number().nullable(),
  method: z.enum(CHECKIN_METHODS),
  confirmedby: z.string().nullable(),
  resolution: z.string().nullable(),
  workcomplete: z.boolean().nullable(),
});
export type CheckInEvent = z.infer<typeof CheckInEvent>;

/** The check-in trail of one order, with the site's point for the map. */
export const CheckInTrail = z.object({
  site: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  radius: z.number(),
  onsite: z.boolean(),
  events: z.array(CheckInEvent),
});
export type CheckInTrail = z.infer<typeof CheckInTrail>;

export const CheckInTrailParams = z.object({ workOrderId: id("workOrderId") });

/** What the field sees of an order: on site now, late (scheduled ≥ 30 min ago, nobody came), no-show. */
export const FIELD_STATES = ["onsite", "late", "noshow"] as const satisfies readonly FieldStateName[];
export type FieldState = FieldStateName;
export const FIELD_STATE_LABELS: Record<FieldState, string> = {
  onsite: "On site",
  late: "Late",
  noshow: "No-show",
};

/** One card of the technician's Today screen. */
export const TodayCard = z.object({
  id: z.number(),
  wonumber: z.string(),
  priority: z.string().nullable(),
  jobsite: z.string(),
  address: z.string(),
  sitephone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  scheduledate: z.string().nullable(),
  status: z.string(),
  overdue: z.boolean(),
  checkedin: z.boolean(),
  /** Issue 32: Accept / Decline of the dispatch on the vendor's line. */
  acceptance: LineAcceptance,
});
export type TodayCard = z.infer<typeof TodayCard>;
export const TodayQuery = z.object({ search: optionalText("Search", 32), tz: timeZone });
export const TodayCards = z.array(TodayCard);
export type TodayCards = z.infer<typeof TodayCards>;

export const CheckInResult = z.object({ event: CheckInEvent, onsitedate: z.string().nullable() });
export type CheckInResult = z.infer<typeof CheckInResult>;

/** The caller's own check-in on one order: the detail page's action bar offers Check in or Check out. */
export const MyCheckIn = z.object({ checkedin: z.boolean(), at: z.string().nullable() });
export type MyCheckIn = z.infer<typeof MyCheckIn>;
export const MyCheckInParams = z.object({ workOrderId: id("workOrderId") });
