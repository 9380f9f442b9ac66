import { hasRole, type Principal } from "../roles.ts";
import { lockedOrderRefusal } from "./locked-orders.ts";
import { type Decision, firstRefusal, forbid, wrongState } from "./refusal.ts";

/** Issue 32: where a dispatched vendor line stands with the vendor's answer. */
export type AcceptanceStatus = "not_dispatched" | "awaiting" | "accepted" | "declined";

/** What the acceptance rules need of a vendor line. */
export interface AcceptanceState {
  /** A dispatch notice (Send WO Ticket, Dispatched, an automatic offer) went to the vendor on this line. */
  dispatched: boolean;
  acceptedat: Date | string | null;
  declinedat: Date | string | null;
}

export const acceptanceStatusOf = (line: AcceptanceState): AcceptanceStatus =>
  line.acceptedat !== null
    ? "accepted"
    : line.declinedat !== null
      ? "declined"
      : line.dispatched
        ? "awaiting"
        : "not_dispatched";

export const ACCEPTANCE_MESSAGES = {
  alreadyDecided: "This dispatch was already decided.",
  notDispatched: "This work order has not been dispatched to you yet.",
  locked: "Invoiced and Cancelled work orders cannot be accepted or declined.",
} as const;

/** The line's own state: only a dispatch awaiting its answer may be accepted or declined, once. */
export const acceptanceStateRefusal = (line: AcceptanceState): Decision => {
  const status = acceptanceStatusOf(line);
  if (status === "accepted" || status === "declined")
    return { code: "already_decided", message: ACCEPTANCE_MESSAGES.alreadyDecided, field: "workorderid" };
  if (status === "not_dispatched") return wrongState(ACCEPTANCE_MESSAGES.notDispatched, "workorderid");
  return null;
};

/**
 * Accept / Decline a dispatch (portal buttons or the e-mail link, which acts for the line's vendor): a Vendor
 * or Tech of that vendor (the service scopes the line), the order not Invoiced/Cancelled, the line awaiting.
 */
export const vendorDecisionRefusal = (
  user: Principal,
  ctx: { order: { statusid: number }; line: AcceptanceState },
): Decision =>
  firstRefusal(
    () => (hasRole(user, "Vendor") || hasRole(user, "Tech") ? null : forbid()),
    () => lockedOrderRefusal("vendorDecideDispatch", ctx.order, ACCEPTANCE_MESSAGES.locked),
    () => acceptanceStateRefusal(ctx.line),
  );
