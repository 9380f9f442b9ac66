import { canConvertVendorProposal, canDecideVendorProposal } from "../proposals.ts";
import type { Principal } from "../roles.ts";
import {
  BILLING_POLICIES,
  BILLING_ROW_STATES,
  type BillingAction,
  type BillingActionContexts,
  type InvoiceState,
  type ProposalState,
} from "./billing-policies.ts";
import type { Decision } from "./refusal.ts";
import { type OrderState, WORK_ORDER_POLICIES } from "./workorder-policies.ts";

/**
 * One row action as the web offers it: `enabled`; `disabled` (shown, but the caller may not: no permission or a
 * read-only order); `hidden` (the row's state does not offer it, spec 2 §4 lists each item's condition).
 */
export type Ability = "enabled" | "disabled" | "hidden";
export const ABILITY_VALUES = ["enabled", "disabled", "hidden"] as const;

/** A decision as an ability; `hideForbidden` for items the spec shows only to holders of a permission. */
export const abilityOf = (decision: Decision, hideForbidden = false): Ability => {
  if (!decision) return "enabled";
  if (decision.code === "invalid_state" || (hideForbidden && decision.code === "forbidden")) return "hidden";
  return "disabled";
};

/** A row action: hidden when the row's state does not offer it, whoever asks; else as its policy answers. */
const rowAbility = <A extends BillingAction>(
  action: A,
  user: Principal,
  ctx: BillingActionContexts[A],
  hideForbidden = false,
): Ability =>
  (BILLING_ROW_STATES[action] as (c: BillingActionContexts[A]) => Decision)(ctx)
    ? "hidden"
    : abilityOf(
        (BILLING_POLICIES[action] as (u: Principal, c: BillingActionContexts[A]) => Decision)(user, ctx),
        hideForbidden,
      );

export interface ProposalAbilities {
  edit: Ability;
  complete: Ability;
  approve: Ability;
  reject: Ability;
  createInvoice: Ability;
  clone: Ability;
  remove: Ability;
}

export const proposalAbilities = (
  user: Principal,
  order: OrderState,
  proposal: ProposalState,
): ProposalAbilities => {
  const on = { order, proposal };
  return {
    edit: rowAbility("editProposalRow", user, on),
    complete: rowAbility("completeProposal", user, on),
    approve: rowAbility("approveProposal", user, on),
    reject: rowAbility("rejectProposal", user, on),
    createInvoice: rowAbility("invoiceProposal", user, on),
    clone: abilityOf(WORK_ORDER_POLICIES.addProposal(user, { order })),
    remove: rowAbility("deleteProposal", user, on),
  };
};

export interface InvoiceAbilities {
  /** The Edit popup saves (else it opens read-only). */
  edit: Ability;
  /** Add / edit / remove lines in the popup. */
  editItems: Ability;
  approve: Ability;
  unapprove: Ability;
  reject: Ability;
  remove: Ability;
  /** PDF is not offered once rejected (spec 2 §4). */
  pdf: Ability;
}

export const invoiceAbilities = (
  user: Principal,
  order: OrderState,
  invoice: InvoiceState,
): InvoiceAbilities => {
  const on = { order, invoice };
  return {
    edit: abilityOf(WORK_ORDER_POLICIES.editInvoice(user, { order })),
    editItems: rowAbility("editInvoiceItems", user, on),
    // Approve shows only to holders of approve:customerinvoice (spec 2 §4); UnApprove shows, disabled.
    approve: rowAbility("approveInvoiceRow", user, on, true),
    unapprove: rowAbility("unapproveInvoiceRow", user, on),
    reject: rowAbility("rejectInvoiceRow", user, on),
    remove: rowAbility("deleteInvoice", user, on),
    pdf: invoice.isrejected ? "hidden" : "enabled",
  };
};

/** A submitted vendor proposal on the staff's Vendor Submitted Proposals tab (spec 2 §4). */
export interface VendorProposalState {
  proposalstatusid: number;
  /** Vendor lines on the order: Approve and Reject need exactly one (the server refuses otherwise). */
  vendorCount: number;
}

export interface VendorProposalAbilities {
  approve: Ability;
  reject: Ability;
  /** Convert to Customer Proposal. */
  convert: Ability;
}

export const vendorProposalAbilities = (
  user: Principal,
  order: OrderState,
  proposal: VendorProposalState,
): VendorProposalAbilities => {
  const p = WORK_ORDER_POLICIES;
  // Shown for a submitted proposal; disabled unless the policy allows and exactly one vendor is attached.
  const decide: Ability = !canDecideVendorProposal(proposal.proposalstatusid)
    ? "hidden"
    : proposal.vendorCount !== 1
      ? "disabled"
      : abilityOf(p.decideVendorProposal(user, { order }));
  return {
    approve: decide,
    reject: decide,
    convert: canConvertVendorProposal(proposal.proposalstatusid)
      ? abilityOf(p.convertVendorProposal(user, { order }))
      : "hidden",
  };
};
