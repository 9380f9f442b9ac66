import { isLockedStatus } from "../statuses.ts";
import type { Refusal } from "./refusal.ts";

export const LOCKED_MESSAGE = "Invoiced and Cancelled work orders are read-only. Re-Open it first.";

/**
 * The writes an Invoiced or Cancelled order still accepts — the one list (decision 0024p). Spec 2 §4 makes
 * those orders read-only (Save, Add Customer Update, the add buttons, proposal edit and delete) and names
 * Re-Open as the way out; approving, unapproving and rejecting the bills is accounting's work after the
 * order is invoiced, and a QC follow-up is recorded once the work is done. Every other write refuses.
 */
export const LOCKED_ORDER_WRITES = [
  "changeStatus", // only Re-Open (to In Process): statusChangeRefusal refuses any other move
  "approveVendorInvoice",
  "unapproveVendorInvoice",
  "flagNod",
  "vendorQc",
  "approveInvoice",
  "unapproveInvoice",
  "rejectInvoice",
] as const;

const ALLOWED_WHEN_LOCKED: ReadonlySet<string> = new Set(LOCKED_ORDER_WRITES);

/** `locked` when the order is Invoiced or Cancelled and the action is not one the list above allows. */
export const lockedOrderRefusal = (
  action: string,
  order: { statusid: number },
  message: string = LOCKED_MESSAGE,
): Refusal | null =>
  isLockedStatus(order.statusid) && !ALLOWED_WHEN_LOCKED.has(action)
    ? { code: "locked", message, field: "workorderid", detail: "work order is read-only" }
    : null;
