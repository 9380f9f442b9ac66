import { z } from "zod";
import { date, id, optionalDate, optionalText, requiredText } from "./primitives.ts";

/** Issue 32: the vendor's Accept / Decline of a dispatch (portal buttons and the e-mail links). */

export const ACCEPTANCE_STATUSES = ["not_dispatched", "awaiting", "accepted", "declined"] as const;
export const AcceptanceStatusName = z.enum(ACCEPTANCE_STATUSES);

/** Where a vendor line stands with its vendor's answer; `canDecide`: the caller may accept / decline now. */
export const LineAcceptance = z.object({
  status: AcceptanceStatusName,
  acceptedat: z.string().nullable(),
  declinedat: z.string().nullable(),
  declinereason: z.string().nullable(),
  /** The ETA the vendor gave when accepting. */
  eta: z.string().nullable(),
  canDecide: z.boolean(),
});
export type LineAcceptance = z.infer<typeof LineAcceptance>;

export const DECLINE_REASON_MAX = 1000;

const eta = date("ETA");
const reason = requiredText("Reason", DECLINE_REASON_MAX, "Reason is required.");

export const AcceptDispatchBody = z.object({ workorderid: id("Work Order"), eta });
export type AcceptDispatchBody = z.infer<typeof AcceptDispatchBody>;

export const DeclineDispatchBody = z.object({ workorderid: id("Work Order"), reason });
export type DeclineDispatchBody = z.infer<typeof DeclineDispatchBody>;

export const DispatchDecisionResult = z.object({ workordervendorid: z.number(), acceptance: LineAcceptance });
export type DispatchDecisionResult = z.infer<typeof DispatchDecisionResult>;

/** The e-mail link's token: 32 random bytes, base64url. */
export const VendorResponseParams = z.object({
  token: z
    .string()
    .max(100, "Token must be at most 100 characters.")
    .regex(/^[A-Za-z0-9_-]+$/, "This link is not valid."),
});

export const RESPONSE_LINK_DECISIONS = ["accept", "decline"] as const;
export type ResponseLinkDecision = (typeof RESPONSE_LINK_DECISIONS)[number];

/** What the public confirmation page shows before the vendor decides (reading it decides nothing). */
export const VendorResponseView = z.object({
  decision: z.enum(RESPONSE_LINK_DECISIONS),
  /** open: the form may be sent; expired / used: the page says so. */
  state: z.enum(["open", "expired", "used"]),
  wonumber: z.string(),
  vendorname: z.string(),
  briefdescription: z.string(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  expiresat: z.string(),
});
export type VendorResponseView = z.infer<typeof VendorResponseView>;

/** The confirmation form: an ETA to accept, a reason to decline (the link says which). */
export const VendorResponseBody = z.object({
  eta: optionalDate("ETA"),
  reason: optionalText("Reason", DECLINE_REASON_MAX),
});
export type VendorResponseBody = z.infer<typeof VendorResponseBody>;

export const VendorResponseResult = z.object({
  decision: z.enum(RESPONSE_LINK_DECISIONS),
  wonumber: z.string(),
});
export type VendorResponseResult = z.infer<typeof VendorResponseResult>;
