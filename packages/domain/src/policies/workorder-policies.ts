import { can, canReopen } from "../access.ts";
import type { NoticeAction } from "../contracts/notices.ts";
import type { Permission } from "../permissions.ts";
import { hasRole, isAdmin, isStaff, type Principal } from "../roles.ts";
import { statusChangeRefusal } from "../status-rules.ts";
import { isLockedStatus, STATUS } from "../statuses.ts";
import { lockedOrderRefusal } from "./locked-orders.ts";
import { NOTICE_LABELS, statusNameOf, statusNotices } from "./notices.ts";
import { type Decision, FORBIDDEN_MESSAGE, firstRefusal, forbid, wrongState } from "./refusal.ts";
import { type AcceptanceState, vendorDecisionRefusal } from "./vendor-acceptance.ts";

/** What a policy needs of a work order. */
export interface OrderState {
  statusid: number;
}

/** What a policy needs of a vendor line. */
export interface LineState {
  isapproved: boolean;
  quoteonly: boolean;
  quotedamount: number;
  status: string | null;
  invoicenumber: string | null;
}

interface OnOrder {
  order: OrderState;
}
interface OnLine extends OnOrder {
  line: LineState;
}
/**
 * A vendor-side write (Vendor or Tech): the order, and whether the caller's vendor declined it (issue 32). A
 * vendor that declined keeps its line for the history and the scorecard, but no longer works the order.
 */
export interface AsVendor extends OnOrder {
  declined: boolean;
}

/** The context each work-order action is decided on. */
export interface WorkOrderActionContexts {
  editWorkOrder: OnOrder;
  /** A child order of this one (the parent is only read, so a locked parent does not refuse it). */
  addChildWorkOrder: OnOrder;
  changeStatus: OnOrder & { to: number; note?: string | null; cancelreason?: string | null };
  reopen: OnOrder;
  takeOwnership: OnOrder;
  flag: OnOrder;
  reassignDispatcher: OnOrder;
  scheduleDate: OnOrder;
  followUpDate: OnOrder;
  geofencing: OnOrder;
  addNote: OnOrder;
  addCustomerUpdate: OnOrder;
  attachFile: OnOrder;
  editAttachment: OnOrder;
  removeAttachment: OnOrder;
  attachVendor: OnOrder;
  addProposal: OnOrder;
  editProposal: OnOrder;
  removeProposal: OnOrder;
  changeProposalStatus: OnOrder;
  addInvoice: OnOrder;
  editInvoice: OnOrder;
  removeInvoice: OnOrder;
  approveInvoice: OnOrder;
  unapproveInvoice: OnOrder;
  rejectInvoice: OnOrder;
  decideVendorProposal: OnOrder;
  convertVendorProposal: OnOrder;
  vendorSaveDetail: AsVendor;
  vendorAddNote: AsVendor;
  vendorUpload: AsVendor;
  vendorProposalWrite: AsVendor;
  vendorInvoiceWrite: AsVendor;
  vendorCheckIn: AsVendor;
  vendorCheckOut: AsVendor;
  /** Issue 32 §5: the vendor asks for a higher NTE; the dispatcher decides. */
  vendorNteRaise: AsVendor;
  decideNteRaise: OnOrder;
  customerEditOrder: OnOrder;
  customerAddNote: OnOrder;
  customerUpload: OnOrder;
  customerProposalDecision: OnOrder;
  editVendorLine: OnLine;
  detachVendor: OnLine;
  cancelVendor: OnLine;
  sendNotice: OnLine & { notice: NoticeAction };
  vendorQc: OnLine;
  approveVendorInvoice: OnLine;
  unapproveVendorInvoice: OnLine;
  flagNod: OnLine;
  vendorDecideDispatch: OnOrder & { line: AcceptanceState };
}
export type WorkOrderAction = keyof WorkOrderActionContexts;

const staffWith =
  (permission: Permission) =>
  (user: Principal): Decision =>
    isStaff(user) && can(user, permission) ? null : forbid();

const staffWhere =
  (rule: (user: Principal) => boolean, message = FORBIDDEN_MESSAGE) =>
  (user: Principal): Decision =>
    isStaff(user) && rule(user) ? null : forbid(message);

const updater = staffWith("update:workorder");
const approver = staffWith("approve:vendorinvoice");
const noteWriter = staffWith("read:workorders");
const dispatcherOrAdmin = staffWhere((u) => hasRole(u, "Dispatchers") || isAdmin(u));
const reassigner = staffWhere((u) => can(u, "reassign:dispatchers"));
const admin = staffWhere(isAdmin);
const invoiceApprover = staffWith("approve:customerinvoice");
// Portal users: the route admits the role, the service scopes the rows to the user's vendor or customer.
const vendorSide = (user: Principal): Decision =>
  hasRole(user, "Vendor") || hasRole(user, "Tech") ? null : forbid();
const customerSide = (user: Principal): Decision => (hasRole(user, "Customer") ? null : forbid());

export const VENDOR_DECLINED_MESSAGE =
  "Your company declined this work order; it can no longer be changed from here.";

export const VENDOR_LINE_MESSAGES = {
  readOnly: "Invoiced and Cancelled work orders cannot change vendors.",
  approvedEdit: "An approved vendor line cannot be edited. UnApprove it first.",
  approvedRemove: "An approved vendor line cannot be removed. UnApprove it first.",
  approvedCancel: "This vendor's invoice is approved; unapprove it before cancelling the vendor.",
  approvedNod: "An approved vendor line cannot be NOD-flagged.",
  invoiceNumber: "Enter the vendor's invoice number before approving.",
  ticketNte: "The NTE must be more than $0.00 to send a work order ticket.",
} as const;

const notApproved = (line: LineState, message: string, field = "workOrderVendorId"): Decision =>
  line.isapproved ? wrongState(message, field) : null;

const cents = (v: number) => Math.round(v * 100);

/** Send WO Ticket needs a quoted amount above $0.00 on a line that is not quote-only (spec 2 §4). */
export const ticketAllowed = (line: Pick<LineState, "quotedamount" | "quoteonly">): boolean =>
  cents(line.quotedamount) > 0 && !line.quoteonly;

/**
 * Whether a notice may be sent on this line, apart from who sends it: the order's (or the line's) status
 * offers it (statusNotices), or it is one of the line's own items — Send WO Ticket, Send Quote Only Request
 * (PPV on a quote-only line), the sign-off ticket, Cancel Vendor (spec 2 §4).
 */
const noticeStateRefusal = (ctx: WorkOrderActionContexts["sendNotice"]): Decision => {
  const { notice, line, order } = ctx;
  if (notice === "signoff") return null;
  if (notice === "cancel_vendor") return notApproved(line, VENDOR_LINE_MESSAGES.approvedCancel);
  if (notice === "TICKET")
    return ticketAllowed(line)
      ? null
      : { code: "validation", message: VENDOR_LINE_MESSAGES.ticketNte, field: "nte" };
  if (notice === "PPV" && line.quoteonly) return null;
  if (statusNotices(order.statusid, line.status).includes(notice)) return null;
  return wrongState(
    `${NOTICE_LABELS[notice]} is not offered while the work order is ${statusNameOf(order.statusid) || "in this status"}.`,
    "actionType",
  );
};

type Rule<A extends WorkOrderAction> = (user: Principal, ctx: WorkOrderActionContexts[A]) => Decision;

const onOrder =
  <A extends WorkOrderAction>(who: (u: Principal) => Decision, action: A, message?: string): Rule<A> =>
  (user, ctx) =>
    firstRefusal(
      () => who(user),
      () => lockedOrderRefusal(action, ctx.order, message),
    );

/** A vendor-side write: the caller's vendor must not have declined the order, which must not be locked. */
const asVendor =
  <A extends VendorOrderAction>(action: A): Rule<A> =>
  (user, ctx) =>
    firstRefusal(
      () => vendorSide(user),
      () => (ctx.declined ? wrongState(VENDOR_DECLINED_MESSAGE, "workorderid") : null),
      () => lockedOrderRefusal(action, ctx.order),
    );

const onLine =
  <A extends WorkOrderAction>(
    who: (u: Principal) => Decision,
    action: A,
    state: (ctx: WorkOrderActionContexts[A]) => Decision,
  ): Rule<A> =>
  (user, ctx) =>
    firstRefusal(
      () => who(user),
      () => lockedOrderRefusal(action, ctx.order, VENDOR_LINE_MESSAGES.readOnly),
      () => state(ctx),
    );

/** The actions decided on the order alone (no row of it): what requireEditableWorkOrder and lockWorkOrderChild check. */
export type OrderAction = {
  [A in WorkOrderAction]: WorkOrderActionContexts[A] extends OnOrder
    ? OnOrder extends WorkOrderActionContexts[A]
      ? A
      : never
    : never;
}[WorkOrderAction];

/** The vendor-side writes (decided on the order and the caller's decline: requireEditableWorkOrder looks it up). */
export type VendorOrderAction = {
  [A in WorkOrderAction]: WorkOrderActionContexts[A] extends AsVendor ? A : never;
}[WorkOrderAction];

/** Every vendor-side write, by name: the Record makes a new AsVendor action a compile error until listed. */
const VENDOR_ORDER_ACTIONS: Record<VendorOrderAction, true> = {
  vendorSaveDetail: true,
  vendorAddNote: true,
  vendorUpload: true,
  vendorProposalWrite: true,
  vendorInvoiceWrite: true,
  vendorCheckIn: true,
  vendorCheckOut: true,
  vendorNteRaise: true,
};
export const VENDOR_ORDER_ACTION_NAMES = Object.keys(VENDOR_ORDER_ACTIONS) as VendorOrderAction[];
export const isVendorOrderAction = (action: string): action is VendorOrderAction =>
  Object.hasOwn(VENDOR_ORDER_ACTIONS, action);

/** One policy per action on a work order or one of its rows. */
export const WORK_ORDER_POLICIES: { [A in WorkOrderAction]: Rule<A> } = {
  editWorkOrder: onOrder(updater, "editWorkOrder"),
  addChildWorkOrder: (user) => (isStaff(user) && canReopen(user) ? null : forbid()),
  changeStatus: (user, ctx) =>
    firstRefusal(
      () => updater(user),
      () => lockedOrderRefusal("changeStatus", ctx.order),
      () =>
        statusChangeRefusal(user, {
          from: ctx.order.statusid,
          to: ctx.to,
          note: ctx.note,
          cancelreason: ctx.cancelreason,
        }),
    ),
  // Re-Open as an ability: a locked order that this user may move to In Process (spec 2 §4).
  reopen: (user, ctx) =>
    firstRefusal(
      () =>
        isLockedStatus(ctx.order.statusid)
          ? null
          : wrongState("Only Invoiced and Cancelled work orders are re-opened.", "statusid"),
      () => updater(user),
      () => statusChangeRefusal(user, { from: ctx.order.statusid, to: STATUS.InProcess }),
    ),
  takeOwnership: onOrder(dispatcherOrAdmin, "takeOwnership"),
  flag: onOrder(dispatcherOrAdmin, "flag"),
  reassignDispatcher: onOrder(reassigner, "reassignDispatcher"),
  scheduleDate: onOrder(updater, "scheduleDate"),
  followUpDate: onOrder(updater, "followUpDate"),
  geofencing: onOrder(admin, "geofencing"),
  addNote: onOrder(noteWriter, "addNote"),
  addCustomerUpdate: onOrder(updater, "addCustomerUpdate"),
  attachFile: onOrder(updater, "attachFile"),
  editAttachment: onOrder(updater, "editAttachment"),
  removeAttachment: onOrder(updater, "removeAttachment"),
  attachVendor: onOrder(updater, "attachVendor", VENDOR_LINE_MESSAGES.readOnly),
  addProposal: onOrder(updater, "addProposal"),
  editProposal: onOrder(updater, "editProposal"),
  removeProposal: onOrder(updater, "removeProposal"),
  changeProposalStatus: onOrder(updater, "changeProposalStatus"),
  addInvoice: onOrder(updater, "addInvoice"),
  editInvoice: onOrder(updater, "editInvoice"),
  removeInvoice: onOrder(updater, "removeInvoice"),
  approveInvoice: onOrder(invoiceApprover, "approveInvoice"),
  unapproveInvoice: onOrder(invoiceApprover, "unapproveInvoice"),
  rejectInvoice: onOrder(updater, "rejectInvoice"),
  decideVendorProposal: onOrder(updater, "decideVendorProposal"),
  convertVendorProposal: onOrder(updater, "convertVendorProposal"),
  vendorSaveDetail: asVendor("vendorSaveDetail"),
  vendorAddNote: asVendor("vendorAddNote"),
  vendorUpload: asVendor("vendorUpload"),
  vendorProposalWrite: asVendor("vendorProposalWrite"),
  vendorInvoiceWrite: asVendor("vendorInvoiceWrite"),
  // issue 31: who of the vendor may check in is policies/field-checkin.ts, after this gate.
  vendorCheckIn: asVendor("vendorCheckIn"),
  vendorCheckOut: asVendor("vendorCheckOut"),
  vendorNteRaise: asVendor("vendorNteRaise"),
  decideNteRaise: onOrder(updater, "decideNteRaise"),
  customerEditOrder: onOrder(customerSide, "customerEditOrder"),
  customerAddNote: onOrder(customerSide, "customerAddNote"),
  customerUpload: onOrder(customerSide, "customerUpload"),
  customerProposalDecision: onOrder(customerSide, "customerProposalDecision"),
  editVendorLine: onLine(updater, "editVendorLine", (c) =>
    notApproved(c.line, VENDOR_LINE_MESSAGES.approvedEdit, "id"),
  ),
  detachVendor: onLine(updater, "detachVendor", (c) =>
    notApproved(c.line, VENDOR_LINE_MESSAGES.approvedRemove, "id"),
  ),
  cancelVendor: onLine(updater, "cancelVendor", (c) =>
    notApproved(c.line, VENDOR_LINE_MESSAGES.approvedCancel),
  ),
  sendNotice: (user, ctx) =>
    ctx.notice === "cancel_vendor"
      ? WORK_ORDER_POLICIES.cancelVendor(user, ctx)
      : onLine(updater, "sendNotice", noticeStateRefusal)(user, ctx),
  vendorQc: onLine(updater, "vendorQc", () => null),
  approveVendorInvoice: onLine(approver, "approveVendorInvoice", (c) =>
    (c.line.invoicenumber ?? "").trim() === ""
      ? {
          code: "validation",
          message: VENDOR_LINE_MESSAGES.invoiceNumber,
          field: "invoicenumber",
          detail: "Invoice Number is required.",
        }
      : null,
  ),
  unapproveVendorInvoice: onLine(approver, "unapproveVendorInvoice", () => null),
  flagNod: onLine(approver, "flagNod", (c) =>
    notApproved(c.line, VENDOR_LINE_MESSAGES.approvedNod, "wovendorid"),
  ),
  // issue 32: the vendor's Accept / Decline of a dispatch (policies/vendor-acceptance.ts)
  vendorDecideDispatch: vendorDecisionRefusal,
};
