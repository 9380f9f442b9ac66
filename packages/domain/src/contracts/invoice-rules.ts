import { z } from "zod";
import { INVOICE_RULE_KEYS } from "../invoice-rules.ts";
import { decimal, id, money, optionalText, requiredText, version } from "./primitives.ts";

/** GET /api/accounting/invoicerules: the four rules, with what they check and their allowance. */
export const InvoiceRuleOut = z.object({
  key: z.enum(INVOICE_RULE_KEYS),
  label: z.string(),
  tolerancelabel: z.string(),
  enabled: z.boolean(),
  tolerance: z.number(),
  version: z.number(),
  modifieddate: z.string(),
});
export type InvoiceRuleOut = z.infer<typeof InvoiceRuleOut>;
export const InvoiceRules = z.object({ rules: z.array(InvoiceRuleOut) });
export type InvoiceRules = z.infer<typeof InvoiceRules>;

/** PUT /api/accounting/invoicerules: one rule on or off and its allowance, at the version shown (409). */
export const InvoiceRuleInput = z.object({
  key: z.enum(INVOICE_RULE_KEYS, { error: `key must be one of ${INVOICE_RULE_KEYS.join(", ")}` }),
  enabled: z.boolean({ error: "enabled must be true or false." }),
  tolerance: decimal("Tolerance", 0, 99_999_999.99, 2),
  version,
});
export type InvoiceRuleInput = z.infer<typeof InvoiceRuleInput>;

/** A failed rule as stored on a vendor invoice and listed to staff. */
export const FailedInvoiceRuleOut = z.object({ key: z.string(), message: z.string() });

/* --- NTE raises (issue 32 §5): the vendor asks, the dispatcher approves or declines. */

export const NTE_RAISE_STATUSES = ["pending", "approved", "declined"] as const;

/** POST /api/vendorprofile/nteraise. */
export const NteRaiseInput = z.object({
  workorderid: id("Work Order"),
  requestednte: money("Requested NTE"),
  reason: requiredText("Reason", 2000),
});
export type NteRaiseInput = z.infer<typeof NteRaiseInput>;

/** POST /api/workorder/nteraise/{id}/approve | decline. */
export const NteRaiseParams = z.object({ id: id("NTE raise") });
export const NteRaiseDecision = z.object({ version, note: optionalText("Note", 2000) });
export type NteRaiseDecision = z.infer<typeof NteRaiseDecision>;

export const NteRaiseOut = z.object({
  id: z.number(),
  workorderid: z.number(),
  vendorid: z.number(),
  vendorname: z.string(),
  currentnte: z.number().nullable(),
  requestednte: z.number(),
  reason: z.string(),
  status: z.enum(NTE_RAISE_STATUSES),
  createddate: z.string(),
  decidedat: z.string().nullable(),
  decisionnote: z.string().nullable(),
  version: z.number(),
});
export type NteRaiseOut = z.infer<typeof NteRaiseOut>;
/** The order's NTE now, and its NTE raises (newest first). */
export const NteRaises = z.object({ nte: z.number().nullable(), raises: z.array(NteRaiseOut) });
export type NteRaises = z.infer<typeof NteRaises>;
export const NteRaisesQuery = z.object({ workorderid: id("Work Order") });
