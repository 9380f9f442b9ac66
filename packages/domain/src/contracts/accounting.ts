import { z } from "zod";
import { searchBox } from "./control-chars.ts";
import { pageOf, pageParam } from "./grid-query.ts";
import { id, int } from "./primitives.ts";

/** Accounting (spec 3 §2.12, §3, §4, §7.4): pending rows, the QuickBooks push and its transmission log. */

/** Transmission-log type (spec 3 §3): 1 vendor / complete billing, 2 customer invoicing. */
export const TRANSMISSION_TYPE = { VendorBilling: 1, CustomerInvoicing: 2 } as const;
/** Transmission-log grids page by 5 (spec 3 §9: "5 added on transmission-log grids"). */
export const TRANSMISSION_LOG_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
/** Accounting grids page by 100 (spec 3 §9). */
export const ACCOUNTING_PAGE_SIZE = 100;
/** The uploading-status poll (spec 3 §4, §9). */
export const ACCOUNTING_STATUS_POLL_MS = 30_000;
/** Most rows one submitpending may carry per list (a bound, not a business rule). */
export const SUBMIT_MAX_ROWS = 5000;

const isoDate = z.iso.datetime();

/** Pending vendor billing row (spec 3 §3); also the Completed Invoicing rows (vendor bills of Invoiced orders). */
export const PendingVendorBillingRow = z.object({
  workorderVendorId: z.number(),
  vendorId: z.number(),
  billingVendorId: z.string().nullable(),
  vendorName: z.string(),
  workorderId: z.number(),
  workorderNumber: z.string(),
  vendorInvoiceNumber: z.string(),
  vendorAmount: z.number(),
  paidByCC: z.boolean(),
  vendorInvoiceApprovedBy: z.string().nullable(),
  vendorInvoiceApprovedDate: isoDate.nullable(),
  approvedByAccounting: z.boolean(),
  /** The last transmission of this row failed (spec 3 §4 "error rows"), with QuickBooks' message. */
  isError: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type PendingVendorBillingRow = z.infer<typeof PendingVendorBillingRow>;

export const PendingCustomerInvoicingDetail = z.object({
  itemType: z.string(),
  itemDescription: z.string(),
  itemQuantity: z.number(),
  itemPrice: z.number(),
  itemTaxRate: z.number(),
  invoiceid: z.number(),
});
export type PendingCustomerInvoicingDetail = z.infer<typeof PendingCustomerInvoicingDetail>;

/** Pending customer invoicing row (spec 3 §3). */
export const PendingCustomerInvoicingRow = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  workorderId: z.number(),
  customerName: z.string(),
  workorderNumber: z.string(),
  invoiceAmount: z.number(),
  completeDate: isoDate.nullable(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  vendorCost: z.number(),
  nodFlagged: z.boolean(),
  approvedByAccounting: z.boolean(),
  pendingCustomerInvoicingDetails: z.array(PendingCustomerInvoicingDetail),
  isError: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type PendingCustomerInvoicingRow = z.infer<typeof PendingCustomerInvoicingRow>;

/** Pending Vendor Updates (the hidden tab): vendors linked to QuickBooks whose details changed since their last push. */
export const PendingVendorRow = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  billingVendorId: z.string(),
  modifiedDate: isoDate,
  lastPushedDate: isoDate.nullable(),
  approvedByAccounting: z.boolean(),
  isError: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type PendingVendorRow = z.infer<typeof PendingVendorRow>;

/** GET /accounting/getpendingsyncs (spec 3 §3 "Pending syncs"). */
export const PendingSyncs = z.object({
  vendorBilling: z.array(PendingVendorBillingRow),
  customerBilling: z.array(PendingCustomerInvoicingRow),
  completeBilling: z.array(PendingVendorBillingRow),
  vendors: z.array(PendingVendorRow),
});
export type PendingSyncs = z.infer<typeof PendingSyncs>;

const approval = {
  approvedByAccounting: z.boolean({ error: "approvedByAccounting must be true or false." }),
};
const list = <T extends z.ZodType>(row: T, label: string) =>
  z.array(row).max(SUBMIT_MAX_ROWS, `${label} must have at most ${SUBMIT_MAX_ROWS} rows.`).default([]);

/**
 * POST /accounting/submitpending {VendorBilling, CustomerBilling, PendingVendors, CompleteBilling}: the grids' rows
 * with their approvedByAccounting ticks (other row fields may be sent and are ignored). The ticks are saved and
 * every approved row not yet in QuickBooks is pushed by a background job.
 */
export const SubmitPendingBody = z.object({
  VendorBilling: list(z.object({ workorderVendorId: id("workorderVendorId"), ...approval }), "VendorBilling"),
  CustomerBilling: list(z.object({ invoiceId: id("invoiceId"), ...approval }), "CustomerBilling"),
  PendingVendors: list(z.object({ vendorId: id("vendorId"), ...approval }), "PendingVendors"),
  CompleteBilling: list(
    z.object({ workorderVendorId: id("workorderVendorId"), ...approval }),
    "CompleteBilling",
  ),
});
export type SubmitPendingBody = z.infer<typeof SubmitPendingBody>;

/** The refreshed lists after a push was started, with the job that carries it (null: nothing approved to send). */
export const SubmitPendingResult = PendingSyncs.extend({ jobId: z.number().nullable(), queued: z.number() });
export type SubmitPendingResult = z.infer<typeof SubmitPendingResult>;

export const RemoveVendorBillParams = z.object({ workorderVendorId: id("workorderVendorId") });
export type RemoveVendorBillParams = z.infer<typeof RemoveVendorBillParams>;

/** GET /accounting/gettransmissionlogs: newest first, page size 5 by default; typeId narrows to one tab's kind. */
export const TransmissionLogQuery = z.object({
  page: pageParam,
  pageSize: int("pageSize", 1, 100)
    .refine(
      (n) => (TRANSMISSION_LOG_PAGE_SIZES as readonly number[]).includes(n),
      `pageSize must be one of ${TRANSMISSION_LOG_PAGE_SIZES.join(", ")}`,
    )
    .default(5),
  typeId: int("typeId", 1, 2).optional(),
  /** Words found in the work order #, vendor, customer, invoice # or error text. */
  search: searchBox(200).default(""),
});
export type TransmissionLogQuery = z.infer<typeof TransmissionLogQuery>;

/** Transmission log (spec 3 §3). */
export const TransmissionLogRow = z.object({
  id: z.number(),
  typeId: z.number(),
  workOrderId: z.number().nullable(),
  workOrderNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  vendorName: z.string().nullable(),
  startTime: isoDate,
  endTime: isoDate.nullable(),
  invoiceNumber: z.string().nullable(),
  errorMessage: z.string().nullable(),
  success: z.boolean(),
});
export type TransmissionLogRow = z.infer<typeof TransmissionLogRow>;

export const TransmissionLogPage = pageOf(TransmissionLogRow);
export type TransmissionLogPage = z.infer<typeof TransmissionLogPage>;

/** GET /accounting/getuploadingstatus: true while a push is queued or running (spec 3 §4). */
export const UploadingStatus = z.boolean();
export type UploadingStatus = z.infer<typeof UploadingStatus>;

/** GET /accounting/getunmatchedvendors: vendors with pending bills that QuickBooks does not know (never created). */
export const UnmatchedVendor = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  billingVendorId: z.string().nullable(),
  reason: z.string(),
  /** A QuickBooks vendor of the same display name, to link by hand (vendor details, billing vendor id). */
  suggestedQboId: z.string().nullable(),
});
export type UnmatchedVendor = z.infer<typeof UnmatchedVendor>;

export const UnmatchedVendors = z.object({ checked: z.number(), unmatched: z.array(UnmatchedVendor) });
export type UnmatchedVendors = z.infer<typeof UnmatchedVendors>;

/** Which QuickBooks company the push reaches: live (a real company), demo (the built-in simulator) or off. */
export const QBO_MODES = ["live", "demo", "off"] as const;
export const QboStatus = z.object({
  mode: z.enum(QBO_MODES),
  environment: z.enum(["sandbox", "production"]),
  realmId: z.string().nullable(),
  connected: z.boolean(),
  message: z.string(),
});
export type QboStatus = z.infer<typeof QboStatus>;

/** Demo mode only: what the built-in QuickBooks simulator holds, so a push can be checked (newest first). */
export const SimulatorDocument = z.object({
  id: z.string(),
  docNumber: z.string(),
  party: z.string(),
  total: z.number(),
});
export const SimulatorDocuments = z.object({
  bills: z.array(SimulatorDocument),
  invoices: z.array(SimulatorDocument),
});
export type SimulatorDocuments = z.infer<typeof SimulatorDocuments>;
