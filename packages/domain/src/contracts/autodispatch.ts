import { z } from "zod";
import { id, int } from "./primitives.ts";

/** Issue 32: automatic dispatch, opt-in per customer × trade (settings), its state on an order, and Stop. */

export const AUTODISPATCH_STATES = ["none", "running", "accepted", "exhausted", "stopped"] as const;
export const OFFER_OUTCOMES = ["pending", "accepted", "declined", "expired", "stopped"] as const;

export const AutoDispatchQuery = z.object({ id: id("Work Order") });
export const AutoDispatchOffer = z.object({
  vendorid: z.number(),
  vendorname: z.string(),
  rank: z.number(),
  offeredat: z.string(),
  expiresat: z.string(),
  outcome: z.enum(OFFER_OUTCOMES),
  /** Why the vendor held its rank when offered (`rankReason`: priority, coverage, distance, scorecard). */
  reason: z.string().nullable(),
});
export const AutoDispatchState = z.object({
  workorderid: z.number(),
  state: z.enum(AUTODISPATCH_STATES),
  tradename: z.string().nullable(),
  waitminutes: z.number().nullable(),
  startedat: z.string().nullable(),
  endedat: z.string().nullable(),
  offers: z.array(AutoDispatchOffer),
  /** The caller may stop the run now (a running run, update:workorder). */
  canStop: z.boolean(),
});
export type AutoDispatchState = z.infer<typeof AutoDispatchState>;

export const StopAutoDispatchBody = z.object({ workorderid: id("Work Order") });

export const AutoDispatchSettingsQuery = z.object({ customerid: id("Customer") });
export const AutoDispatchSetting = z.object({
  id: z.number(),
  customerid: z.number(),
  tradeid: z.number(),
  tradename: z.string(),
  enabled: z.boolean(),
  waitminutes: z.number(),
  version: z.number(),
});
export type AutoDispatchSetting = z.infer<typeof AutoDispatchSetting>;
export const AutoDispatchSettings = z.array(AutoDispatchSetting);

/** Save one customer × trade: opt in or out, and how long each offer waits for the vendor's answer. */
export const SaveAutoDispatchSettingBody = z.object({
  customerid: id("Customer"),
  tradeid: id("Trade"),
  enabled: z.boolean({ error: "Enabled must be true or false." }),
  waitminutes: int("Wait (minutes)", 5, 10_080),
});
export type SaveAutoDispatchSettingBody = z.infer<typeof SaveAutoDispatchSettingBody>;
