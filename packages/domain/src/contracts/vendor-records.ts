import { z } from "zod";
import { attachmentTypeName, storedFileFields } from "./attachments.ts";
import { plainString, searchBox } from "./control-chars.ts";
import { boolString, id, int, optionalDate, requiredText, version } from "./primitives.ts";
import { RateDetail, rateFields } from "./rate-editor.ts";

/**
 * The vendor records of the vendor details page (spec 3 §2.8–2.10): trades with their rates, attachments and
 * payments. Staff only (read:vendors or Admin).
 */

export const VendorRecordQuery = z.object({ vendorid: id("vendorid") });
export type VendorRecordQuery = z.infer<typeof VendorRecordQuery>;

// ---- Trades (spec 3 §2.8 Trades, §3 Vendor trades) ----

export const VendorTrade = z.object({
  id: z.number(),
  vendortradeid: z.number(),
  tradeid: z.number(),
  tradename: z.string(),
  vendorid: z.number(),
  isDeleted: z.boolean(),
  rates: z.array(RateDetail),
});
export type VendorTrade = z.infer<typeof VendorTrade>;
export const VendorTrades = z.array(VendorTrade);
export const VendorTradesResult = z.object({ trades: VendorTrades });
export type VendorTradesResult = z.infer<typeof VendorTradesResult>;

/** POST /api/vendor/trade/add {tradeid, tradename, vendorid}: only a trade the vendor lacks. */
export const VendorTradeAddBody = z.object({
  vendorid: id("vendorid"),
  tradeid: id("Trade", "Trade is required."),
  tradename: plainString("tradename").max(200).optional(),
});
export type VendorTradeAddBody = z.infer<typeof VendorTradeAddBody>;

/** PUT /api/vendor/trade/remove {tradeid, vendorid}: soft delete (isdeleted), the rates stay for history. */
export const VendorTradeRemoveBody = z.object({
  vendorid: id("vendorid"),
  tradeid: id("Trade", "Trade is required."),
});
export type VendorTradeRemoveBody = z.infer<typeof VendorTradeRemoveBody>;

/**
 * POST /api/vendor/copytrade/{tradeid}: {tradeid} is the vendor trade being copied (vendortradeid); the body
 * lists the vendors it goes to, each item {tradeid, vendorid} with tradeid = the trade's tradeid. Each target
 * gets the trade (a removed one comes back) and a copy of every rate it does not already have by name.
 */
export const VendorTradeCopyParams = z.object({ tradeid: id("tradeid") });
export const VendorTradeCopyItem = z.object({
  tradeid: id("Trade", "Trade is required."),
  vendorid: id("Vendor", "Vendor is required."),
});
export const VendorTradeCopyBody = z
  .array(VendorTradeCopyItem)
  .min(1, "Choose at least one vendor.")
  .max(200, "Copy to at most 200 vendors at once.");
export type VendorTradeCopyBody = z.infer<typeof VendorTradeCopyBody>;

/** GET /api/vendor/copytrade/candidates: vendors a trade can be copied to (search by name, 50 at most). */
export const VendorTradeCandidatesQuery = z.object({
  vendorid: id("vendorid"),
  search: searchBox(100)
    .transform((v) => v.trim())
    .default(""),
});
export const VendorTradeCandidate = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  statecode: z.string(),
});
export const VendorTradeCandidates = z.array(VendorTradeCandidate);
export type VendorTradeCandidate = z.infer<typeof VendorTradeCandidate>;

/** POST /api/vendor/rate/add: a new rate on one of the vendor's trades (the shared rate editor's fields). */
export const VendorTradeRateAddBody = z.object({ vendortradeid: id("vendortradeid"), ...rateFields });
export type VendorTradeRateAddBody = z.infer<typeof VendorTradeRateAddBody>;

// ---- Attachments (spec 3 §2.10, §9 vendor types) ----

export const VENDOR_ATTACHMENT_TYPES = [
  { id: 12, name: "Vendor Profile" },
  { id: 13, name: "COI" },
  { id: 14, name: "W9" },
  { id: 15, name: "WC" },
  { id: 23, name: "ACH" },
  { id: 11, name: "Other" },
] as const;
/** The certificate types whose expiration date feeds the vendor's compliance dates. */
export const VENDOR_ATTACHMENT_EXPIRY = { 13: "glexpirationdate", 15: "wcexpirationdate" } as const;
export const vendorAttachmentTypeName = (typeid: number) =>
  attachmentTypeName(VENDOR_ATTACHMENT_TYPES, typeid);
export const isVendorAttachmentType = (typeid: number) =>
  VENDOR_ATTACHMENT_TYPES.some((t) => t.id === typeid);

export const VendorAttachment = z.object({
  id: z.number(),
  version: z.number(),
  vendorid: z.number(),
  ...storedFileFields,
  expirationdate: z.string().nullable(),
  createdbyuser: z.string(),
  createddate: z.iso.datetime(),
});
export type VendorAttachment = z.infer<typeof VendorAttachment>;

/** A compliance document the vendor uploaded from its own profile (table vendordocuments), read-only here. */
export const VendorAttachmentPortalDocument = z.object({
  id: z.number(),
  doctype: z.string(),
  displayname: z.string(),
  filename: z.string(),
  size: z.number(),
  createdbyuser: z.string(),
  createddate: z.iso.datetime(),
});
export type VendorAttachmentPortalDocument = z.infer<typeof VendorAttachmentPortalDocument>;

export const VendorAttachmentList = z.object({
  attachments: z.array(VendorAttachment),
  vendordocuments: z.array(VendorAttachmentPortalDocument),
});
export type VendorAttachmentList = z.infer<typeof VendorAttachmentList>;

/** The multipart fields of POST /api/vendor/attachfile (files travel beside them). */
export const VendorAttachmentFields = z.object({
  vendorid: id("vendorid"),
  attachmenttypeid: id("Attachment type", "Choose an attachment type first."),
  expirationdate: optionalDate("Expiration Date"),
});
export const VendorAttachmentUploadQuery = z.object({ notify: boolString("notify").optional() });
export const VendorAttachmentUpdateBody = z.object({
  id: id("id"),
  version,
  attachmenttypeid: id("Attachment type"),
  displayname: requiredText("File Name", 255),
  expirationdate: optionalDate("Expiration Date"),
});
export type VendorAttachmentUpdateBody = z.infer<typeof VendorAttachmentUpdateBody>;
export const VendorAttachmentIdParams = z.object({ id: id("id") });
export const VendorAttachmentDeleteQuery = z.object({ version });

/** POST /api/vendor/senddoc/{vendorid}/{doctype}: doctype is a vendor attachment type id (12, 13, 14, 15, 23, 11). */
export const VendorAttachmentSendDocParams = z.object({
  vendorid: id("vendorid"),
  doctype: int("doctype", 1, 99).refine(isVendorAttachmentType, "doctype must be a vendor document type."),
});
export const VendorAttachmentSendDocResult = z.object({ outboxid: z.number(), to: z.array(z.string()) });
export type VendorAttachmentSendDocResult = z.infer<typeof VendorAttachmentSendDocResult>;

// ---- Payments (spec 3 §2.8 Payments, §3 Vendor payment) ----

export const VendorPaymentLine = z.object({
  id: z.number(),
  memo: z.string().nullable(),
  appliedToTxnRefNumber: z.string().nullable(),
  appliedToTxnAmount: z.number(),
  workorderid: z.number().nullable(),
});
export const VendorPayment = z.object({
  id: z.number(),
  vendorid: z.number(),
  txnDate: z.string(),
  paymentType: z.string(),
  refNumber: z.string().nullable(),
  amount: z.number(),
  paymentLines: z.array(VendorPaymentLine),
});
export type VendorPayment = z.infer<typeof VendorPayment>;
export type VendorPaymentLine = z.infer<typeof VendorPaymentLine>;
export const VendorPayments = z.array(VendorPayment);

/** The QuickBooks bill-payment pull: what it found and stored. */
export const VendorPaymentPullResult = z.object({
  fetched: z.number(),
  added: z.number(),
  unmatched: z.number(),
});
export type VendorPaymentPullResult = z.infer<typeof VendorPaymentPullResult>;
export const VendorPaymentPullStarted = z.object({ jobid: z.number() });
export const VENDOR_PAYMENT_PULL_KIND = "qbo-vendor-payments";
