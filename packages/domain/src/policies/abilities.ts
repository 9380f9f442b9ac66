import { can, WORK_ORDER_TAB_PERMISSIONS, type WorkOrderTab } from "../access.ts";
import type { NoticeAction } from "../contracts/notices.ts";
import type { Principal } from "../roles.ts";
import { isStaff } from "../roles.ts";
import { canInvoiceVendorProposal, canSubmitVendorDocument, isVendorDraft } from "../vendor-billing.ts";
import { statusNotices } from "./notices.ts";
import { type LineState, type OrderState, WORK_ORDER_POLICIES } from "./workorder-policies.ts";

/**
 * What the web may offer on a record, computed on the server from the policies and sent as `abilities`:
 * the web shows and enables actions from these, never from a permission or status rule of its own.
 */
export interface LineAbilities {
  edit: boolean;
  detach: boolean;
  cancelVendor: boolean;
  /** The approval items are shown at all (approve:vendorinvoice). */
  approver: boolean;
  approveInvoice: boolean;
  unapproveInvoice: boolean;
  flagNod: boolean;
  qc: boolean;
  attachInvoice: boolean;
  createProposal: boolean;
  sendTicket: boolean;
  /** Send Quote Only Request (PPV on a quote-only line). */
  quoteOnlyRequest: boolean;
  /** The conditional sends the order's or the line's status offers (shown), without Cancel Vendor. */
  statusNotices: NoticeAction[];
  /** Of those, the ones this user may send now (enabled). */
  sendableNotices: NoticeAction[];
}

const ok = (d: unknown) => d === null;

export const vendorLineAbilities = (user: Principal, order: OrderState, line: LineState): LineAbilities => {
  const p = WORK_ORDER_POLICIES;
  const onLine = { order, line };
  const send = (notice: NoticeAction) => ok(p.sendNotice(user, { ...onLine, notice }));
  const offered = statusNotices(order.statusid, line.status).filter((n) => n !== "cancel_vendor");
  return {
    edit: ok(p.editVendorLine(user, onLine)),
    detach: ok(p.detachVendor(user, onLine)),
    cancelVendor: ok(p.cancelVendor(user, onLine)),
    approver: isStaff(user) && can(user, "approve:vendorinvoice"),
    approveInvoice: !line.isapproved && ok(p.approveVendorInvoice(user, onLine)),
    unapproveInvoice: line.isapproved && ok(p.unapproveVendorInvoice(user, onLine)),
    flagNod: ok(p.flagNod(user, onLine)),
    qc: ok(p.vendorQc(user, onLine)),
    attachInvoice: ok(p.attachFile(user, { order })),
    createProposal: ok(p.addProposal(user, { order })),
    sendTicket: send("TICKET"),
    quoteOnlyRequest: line.quoteonly && send("PPV"),
    statusNotices: offered,
    sendableNotices: offered.filter(send),
  };
};

/** A file of the order's Attachments tab: its inline edit and delete (the order's state decides, spec 2 §4). */
export interface AttachmentAbilities {
  edit: boolean;
  remove: boolean;
}

export const attachmentAbilities = (user: Principal, order: OrderState): AttachmentAbilities => ({
  edit: ok(WORK_ORDER_POLICIES.editAttachment(user, { order })),
  remove: ok(WORK_ORDER_POLICIES.removeAttachment(user, { order })),
});

/** What the caller may do on the work order itself (the detail's buttons and the row menu's actions). */
export interface OrderAbilities {
  edit: boolean;
  /** Save and Add Customer Update are offered at all (staff with update:workorder); `edit` says they save now. */
  editor: boolean;
  /** Add Child (add:workorders); a child order's button stays disabled ("cannot have children"). */
  addChild: boolean;
  /** The detail's tabs this user may open (view:workorder*tab, enforced by the routes that feed each tab). */
  tabs: Record<WorkOrderTab, boolean>;
  reopen: boolean;
  addNote: boolean;
  addCustomerUpdate: boolean;
  attachVendor: boolean;
  attachFile: boolean;
  addProposal: boolean;
  addInvoice: boolean;
  flag: boolean;
  takeOwnership: boolean;
  reassignDispatcher: boolean;
  scheduleDate: boolean;
  followUpDate: boolean;
  geofencing: boolean;
  /** Issue 32 §5: approve or decline a vendor's NTE raise. */
  decideNteRaise: boolean;
}

/** A tab of the staff detail: staff reading work orders, with the tab's permission (tab-access.ts on the server). */
export const workOrderTabAbilities = (user: Principal): Record<WorkOrderTab, boolean> => {
  const reader = isStaff(user) && can(user, "read:workorders");
  return Object.fromEntries(
    Object.entries(WORK_ORDER_TAB_PERMISSIONS).map(([tab, permission]) => [
      tab,
      reader && can(user, permission),
    ]),
  ) as Record<WorkOrderTab, boolean>;
};

export const workOrderAbilities = (user: Principal, order: OrderState): OrderAbilities => {
  const p = WORK_ORDER_POLICIES;
  const on = { order };
  return {
    edit: ok(p.editWorkOrder(user, on)),
    editor: isStaff(user) && can(user, "update:workorder"),
    addChild: ok(p.addChildWorkOrder(user, on)),
    tabs: workOrderTabAbilities(user),
    reopen: ok(p.reopen(user, on)),
    addNote: ok(p.addNote(user, on)),
    addCustomerUpdate: ok(p.addCustomerUpdate(user, on)),
    attachVendor: ok(p.attachVendor(user, on)),
    attachFile: ok(p.attachFile(user, on)),
    addProposal: ok(p.addProposal(user, on)),
    addInvoice: ok(p.addInvoice(user, on)),
    flag: ok(p.flag(user, on)),
    takeOwnership: ok(p.takeOwnership(user, on)),
    reassignDispatcher: ok(p.reassignDispatcher(user, on)),
    scheduleDate: ok(p.scheduleDate(user, on)),
    followUpDate: ok(p.followUpDate(user, on)),
    geofencing: ok(p.geofencing(user, on)),
    decideNteRaise: ok(p.decideNteRaise(user, on)),
  };
};

/**
 * A vendor's own proposal or invoice in the portal (spec 2 §4 "Portal vendor proposal and invoice"): a draft is
 * edited, submitted, deleted; an approved proposal without a live invoice gets one; any may be cloned — all
 * only while the order accepts the vendor's writes (not Invoiced or Cancelled).
 */
export interface VendorDocumentAbilities {
  /** Edit (else the editor opens as View). */
  edit: boolean;
  submit: boolean;
  /** A proposal's Create Invoice (false for an invoice). */
  createInvoice: boolean;
  clone: boolean;
  remove: boolean;
}

export const vendorDocumentAbilities = (
  user: Principal,
  /** The order, and whether the caller's vendor declined it (then nothing is written from the portal). */
  on: { order: OrderState; declined: boolean },
  doc: { kind: "proposal" | "invoice"; statusid: number; invoiceid?: number | null },
): VendorDocumentAbilities => {
  const p = WORK_ORDER_POLICIES;
  const write = ok((doc.kind === "proposal" ? p.vendorProposalWrite : p.vendorInvoiceWrite)(user, on));
  const draft = isVendorDraft(doc.statusid);
  return {
    edit: write && draft,
    submit: write && canSubmitVendorDocument(doc.statusid),
    createInvoice:
      doc.kind === "proposal" &&
      ok(p.vendorInvoiceWrite(user, on)) &&
      canInvoiceVendorProposal(doc.statusid) &&
      (doc.invoiceid ?? null) === null,
    clone: write,
    remove: write && draft,
  };
};
