import { z } from "zod";
import { id, int, optionalId } from "./primitives.ts";

/** Action types sent with POST /api/workorder/createwoemailitem (spec 1 §7). */
export const NOTICE_ACTIONS = [
  "signoff",
  "cancel_vendor",
  "CWOP",
  "TICKET",
  "PPV",
  "WAITING_ON_PARTS",
  "NOD_MISSING",
  "NOD_QUALITY",
  "NOD_WRONGAMOUNT",
  "NOD_WRONGRATES",
  "DISPATCHED",
  "TBS",
  "TOS",
] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];

export const EmailItemBody = z.object({
  workOrderId: id("workOrderId"),
  vendorId: optionalId("vendorId"),
  workOrderVendorId: optionalId("workOrderVendorId"),
  actionType: z.enum(NOTICE_ACTIONS, { error: `actionType must be one of ${NOTICE_ACTIONS.join(", ")}` }),
  /** 0 e-mail the notice, 1 return the document instead. */
  type: int("type", 0, 1).nullish(),
});
export type EmailItemBody = z.input<typeof EmailItemBody>;

export const EmailItemResult = z.object({ eventid: z.number(), mailid: z.number().nullable() });
export type EmailItemResult = z.infer<typeof EmailItemResult>;
