import type { Principal } from "../roles.ts";
import { type Decision, firstRefusal, wrongState } from "./refusal.ts";
import { type OrderState, WORK_ORDER_POLICIES } from "./workorder-policies.ts";

/** What a policy needs of a customer proposal (staff Customer Proposals tab). */
export interface ProposalState {
  iscomplete: boolean;
  isapproved: boolean;
  isrejected: boolean;
}

/** What a policy needs of a customer invoice (staff Invoice & Payments tab). */
export interface InvoiceState {
  invoicenumber: string;
  isapproved: boolean;
  isrejected: boolean;
}

interface OnProposal {
  order: OrderState;
  proposal: ProposalState;
}
interface OnInvoice {
  order: OrderState;
  invoice: InvoiceState;
}

/** The context each row-level billing action is decided on. */
export interface BillingActionContexts {
  editProposalRow: OnProposal;
  completeProposal: OnProposal;
  approveProposal: OnProposal;
  rejectProposal: OnProposal;
  deleteProposal: OnProposal;
  invoiceProposal: OnProposal;
  editInvoiceItems: OnInvoice;
  approveInvoiceRow: OnInvoice;
  unapproveInvoiceRow: OnInvoice;
  rejectInvoiceRow: OnInvoice;
  deleteInvoice: OnInvoice;
}
export type BillingAction = keyof BillingActionContexts;

const refuseProposal = (action: string, why: string): Decision => ({
  ...wrongState(`Cannot ${action} this proposal: ${why}.`, "id"),
  detail: why,
});

/** Items and fields of an approved or rejected proposal cannot change (spec 2 §4). */
const proposalOpen = (p: ProposalState): Decision =>
  p.isapproved || p.isrejected
    ? {
        code: "invalid_state",
        message: `The proposal is ${p.isapproved ? "approved" : "rejected"} and can no longer change.`,
        field: "id",
        detail: `proposal is ${p.isapproved ? "approved" : "rejected"}`,
      }
    : null;

const invoiceState = (inv: InvoiceState, why: string): Decision => ({
  ...wrongState(`Invoice ${inv.invoicenumber} ${why}.`, "invoiceid"),
  detail: why,
});

type Rule<A extends BillingAction> = (user: Principal, ctx: BillingActionContexts[A]) => Decision;
type StateRule<A extends BillingAction> = (ctx: BillingActionContexts[A]) => Decision;

/** The order-level policy of each row action: who may, and the locked-order list. */
const ORDER_LEVEL = {
  editProposalRow: "editProposal",
  completeProposal: "changeProposalStatus",
  approveProposal: "changeProposalStatus",
  rejectProposal: "changeProposalStatus",
  deleteProposal: "removeProposal",
  invoiceProposal: "addInvoice",
  editInvoiceItems: "editInvoice",
  approveInvoiceRow: "approveInvoice",
  unapproveInvoiceRow: "unapproveInvoice",
  rejectInvoiceRow: "rejectInvoice",
  deleteInvoice: "removeInvoice",
} as const satisfies Record<BillingAction, keyof typeof WORK_ORDER_POLICIES>;

/** What the row's own state allows (spec 2 §4); a refusal here means the menu does not offer the action. */
export const BILLING_ROW_STATES: { [A in BillingAction]: StateRule<A> } = {
  editProposalRow: (c) => firstRefusal(() => proposalOpen(c.proposal)),
  completeProposal: (c) =>
    firstRefusal(
      () => (c.proposal.isrejected ? refuseProposal("complete", "it is rejected") : null),
      () => (c.proposal.isapproved ? refuseProposal("complete", "it is approved") : null),
      () => (c.proposal.iscomplete ? refuseProposal("complete", "it is already complete") : null),
    ),
  approveProposal: (c) =>
    firstRefusal(
      () => (!c.proposal.iscomplete ? refuseProposal("approve", "complete it first") : null),
      () => (c.proposal.isrejected ? refuseProposal("approve", "it is rejected") : null),
      () => (c.proposal.isapproved ? refuseProposal("approve", "it is already approved") : null),
    ),
  rejectProposal: (c) =>
    firstRefusal(
      () => (!c.proposal.iscomplete ? refuseProposal("reject", "complete it first") : null),
      () => (c.proposal.isrejected ? refuseProposal("reject", "it is already rejected") : null),
    ),
  deleteProposal: (c) =>
    firstRefusal(() =>
      c.proposal.isapproved
        ? {
            code: "invalid_state",
            message: "An approved proposal cannot be removed.",
            field: "id",
            detail: "proposal is approved",
          }
        : null,
    ),
  invoiceProposal: (c) =>
    firstRefusal(() =>
      c.proposal.isapproved
        ? null
        : {
            code: "invalid_state",
            message: "Only an approved proposal can be invoiced.",
            field: "id",
            detail: "proposal is not approved",
          },
    ),
  editInvoiceItems: (c) =>
    firstRefusal(() =>
      c.invoice.isapproved
        ? {
            code: "invalid_state",
            message: "The items of an approved invoice cannot change. UnApprove it first.",
            field: "items",
            detail: "invoice is approved",
          }
        : null,
    ),
  approveInvoiceRow: (c) =>
    firstRefusal(
      () => (c.invoice.isapproved ? invoiceState(c.invoice, "is already approved") : null),
      () => (c.invoice.isrejected ? invoiceState(c.invoice, "is rejected") : null),
    ),
  unapproveInvoiceRow: (c) =>
    firstRefusal(() => (c.invoice.isapproved ? null : invoiceState(c.invoice, "is not approved"))),
  rejectInvoiceRow: (c) =>
    firstRefusal(() => (c.invoice.isrejected ? invoiceState(c.invoice, "is already rejected") : null)),
  deleteInvoice: (c) =>
    firstRefusal(() =>
      c.invoice.isapproved
        ? {
            code: "invalid_state",
            message: "An approved invoice cannot be removed. UnApprove it first.",
            field: "id",
            detail: "invoice is approved",
          }
        : null,
    ),
};

/**
 * One policy per action on a customer proposal or invoice row (spec 2 §4): who and the locked order through
 * the order-level policy, then the row's state.
 */
export const BILLING_POLICIES = Object.fromEntries(
  (Object.keys(ORDER_LEVEL) as BillingAction[]).map((action) => [
    action,
    (user: Principal, ctx: BillingActionContexts[typeof action]) =>
      firstRefusal(
        () => WORK_ORDER_POLICIES[ORDER_LEVEL[action]](user, ctx),
        () => (BILLING_ROW_STATES[action] as StateRule<typeof action>)(ctx),
      ),
  ]),
) as { [A in BillingAction]: Rule<A> };
