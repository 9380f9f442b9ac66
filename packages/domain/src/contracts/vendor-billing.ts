import { z } from "zod";
import { VENDOR_PORTAL_BILLING_STATUSES } from "../vendor-billing.ts";
import { VendorDocumentAbilities } from "./abilities.ts";
import { DocumentFormat } from "./billing-lines.ts";
import {
  decimal,
  IdResult,
  id,
  int,
  money,
  optionalDate,
  optionalText,
  requiredText,
  version,
} from "./primitives.ts";
import { VendorProposal } from "./proposals.ts";

/*
 * The vendor portal's own proposals and invoices (spec 2 §2 Portals, §3 Portal invoice, §4 "Portal vendor
 * proposal and invoice", §5, §7 /vendorprofile/*). A proposal is the vendor-submitted proposal staff review
 * (VendorProposal); a portal invoice has the same three kinds of lines.
 */

/** Labor: skill level, rate type, number of techs, hourly rate and hours are required (spec 2 §5). */
export const LaborLineInput = z.object({
  skilllevelid: int("Skill Level", 1, 3),
  typeid: int("Rate Type", 1, 3),
  numberoftechs: int("Number of Techs", 1, 999),
  hourlyrate: money("Hourly Rate"),
  numberofhours: decimal("Hours", 0.01, 999_999.99, 2),
});
export type LaborLineInput = z.infer<typeof LaborLineInput>;

/** Materials: description, unit, unit price and quantity are required. */
export const MaterialLineInput = z.object({
  description: requiredText("Description", 2000),
  partnumber: optionalText("Part Number", 100),
  uomid: int("Unit", 1, 7),
  unitprice: money("Unit Price"),
  quantity: decimal("Quantity", 0.001, 999_999_999, 3),
});
export type MaterialLineInput = z.infer<typeof MaterialLineInput>;

/** Other: type, quantity and price are required; type 1 is Other (spec 2 §9). */
export const OtherLineInput = z.object({
  typeid: int("Type", 1, 1),
  description: optionalText("Description", 2000),
  quantity: decimal("Quantity", 0.001, 999_999_999, 3),
  unitprice: money("Price"),
});
export type OtherLineInput = z.infer<typeof OtherLineInput>;

const lines = {
  labor: z.array(LaborLineInput).max(200, "At most 200 labor lines.").default([]),
  materials: z.array(MaterialLineInput).max(500, "At most 500 material lines.").default([]),
  other: z.array(OtherLineInput).max(200, "At most 200 other lines.").default([]),
};

/** GET /vendorprofile/vendorworkorderproposals/lists: the line editors' drop-downs. */
export const VendorBillingLists = z.object({
  skilltypes: z.array(z.object({ id: z.number(), name: z.string() })),
  ratetypes: z.array(z.object({ id: z.number(), name: z.string(), multiplier: z.number() })),
  othertypes: z.array(z.object({ id: z.number(), name: z.string() })),
  uoms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type VendorBillingLists = z.infer<typeof VendorBillingLists>;

/** My Proposals / My Invoices status filter (spec 3 §2.2): open = draft, waiting = submitted. */
export const VendorBillingStatus = z.enum(VENDOR_PORTAL_BILLING_STATUSES, {
  error: `status must be one of ${VENDOR_PORTAL_BILLING_STATUSES.join(", ")}.`,
});
export type VendorBillingStatus = z.infer<typeof VendorBillingStatus>;

/**
 * One work order's proposals or invoices (workorderid), or all of the caller's in one status (status, for the
 * My Proposals / My Invoices lists). vendorid is the spec's; when sent it must be the caller's own vendor.
 */
export const VendorBillingQuery = z
  .object({
    workorderid: id("workorderid").optional(),
    vendorid: id("vendorid").optional(),
    status: VendorBillingStatus.optional(),
  })
  .refine((q) => q.workorderid !== undefined || q.status !== undefined, {
    message: "Send workorderid or status.",
    path: ["workorderid"],
  });

export const ProposalAttachment = z.object({
  id: z.number(),
  displayname: z.string(),
  createddate: z.string(),
  createdbyname: z.string(),
});

/** A proposal as its vendor sees it: the staff shape plus its invoice (if any) and its files. */
export const VendorPortalProposal = VendorProposal.extend({
  invoiceid: z.number().nullable(),
  attachments: z.array(ProposalAttachment),
  abilities: VendorDocumentAbilities,
});
export type VendorPortalProposal = z.infer<typeof VendorPortalProposal>;

export const VendorPortalProposals = z.object({
  proposals: z.array(VendorPortalProposal),
  lists: VendorBillingLists,
});
export type VendorPortalProposals = z.infer<typeof VendorPortalProposals>;

/** POST /vendorprofile/newproposal: a draft; everything but workorderid may be filled in later. */
export const NewVendorProposalBody = z.object({
  workorderid: id("workorderid"),
  description: optionalText("Description", 4000),
  note: optionalText("Note", 4000),
  ...lines,
});
export type NewVendorProposalBody = z.infer<typeof NewVendorProposalBody>;

/** POST /vendorprofile/updateproposal: a draft's fields; the lines replace the stored ones. */
export const UpdateVendorProposalBody = z.object({
  id: id("id"),
  version,
  description: optionalText("Description", 4000),
  note: optionalText("Note", 4000),
  ...lines,
});
export type UpdateVendorProposalBody = z.infer<typeof UpdateVendorProposalBody>;

export const VendorBillingIdParams = z.object({ id: id("id") });
export const DeleteVendorProposalQuery = z.object({ proposalId: id("proposalId"), version });
export const DeleteVendorInvoiceQuery = z.object({ invoiceId: id("invoiceId"), version });

/** PUT /vendorprofile/updateproposalstatus: a vendor can only submit (2) its draft. */
export const VendorProposalSubmitBody = z.object({
  proposalId: id("proposalId"),
  proposalStatusId: int("proposalStatusId", 1, 4),
  version,
  note: optionalText("Note", 4000),
});
export const VendorInvoiceSubmitBody = z.object({
  invoiceId: id("invoiceId"),
  invoiceStatusId: int("invoiceStatusId", 1, 4),
  version,
  note: optionalText("Note", 4000),
});

/** A portal invoice (spec 2 §3). */
export const VendorPortalInvoice = z.object({
  id: z.number(),
  proposalid: z.number().nullable(),
  proposalnumber: z.string().nullable(),
  invoicenumber: z.string(),
  invoicedate: z.string(),
  description: z.string(),
  note: z.string().nullable(),
  invoicestatusid: z.number(),
  invoicestatus: z.string(),
  invoiceamount: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  jobsiteid: z.number(),
  vendorid: z.number(),
  vendorname: z.string(),
  version: z.number(),
  labor: VendorProposal.shape.labor,
  materials: VendorProposal.shape.materials,
  other: VendorProposal.shape.other,
  abilities: VendorDocumentAbilities,
});
export type VendorPortalInvoice = z.infer<typeof VendorPortalInvoice>;

export const VendorPortalInvoices = z.object({
  invoices: z.array(VendorPortalInvoice),
  lists: VendorBillingLists,
});
export type VendorPortalInvoices = z.infer<typeof VendorPortalInvoices>;

const invoiceFields = {
  invoicenumber: requiredText("Invoice Number", 100),
  description: requiredText("Description", 4000),
  note: optionalText("Note", 4000),
  invoicedate: optionalDate("Invoice Date"),
};

/** POST /vendorprofile/createinvoice/{proposalid}: a draft invoice with the approved proposal's lines. */
export const CreateVendorInvoiceBody = z.object(invoiceFields);
export type CreateVendorInvoiceBody = z.infer<typeof CreateVendorInvoiceBody>;

export const UpdateVendorInvoiceBody = z.object({ id: id("id"), version, ...invoiceFields, ...lines });
export type UpdateVendorInvoiceBody = z.infer<typeof UpdateVendorInvoiceBody>;

/** POST /vendorprofile/generatevendorproposal | generatevendorinvoice: HTML preview or PDF. */
export const VendorProposalDocumentBody = z.preprocess(
  (b) =>
    b && typeof b === "object" && "proposalId" in b && !("proposalid" in b)
      ? { ...b, proposalid: b.proposalId }
      : b,
  z.object({
    proposalid: id("proposalid"),
    format: DocumentFormat.exclude(["docx"]).optional(),
    preview: z.boolean().optional(),
  }),
);
export const VendorInvoiceDocumentBody = z.preprocess(
  (b) =>
    b && typeof b === "object" && "invoiceId" in b && !("invoiceid" in b)
      ? { ...b, invoiceid: b.invoiceId }
      : b,
  z.object({
    invoiceid: id("invoiceid"),
    format: DocumentFormat.exclude(["docx"]).optional(),
    preview: z.boolean().optional(),
  }),
);

/** What an items import added (the whole file or nothing). */
export const ImportItemsResult = z.object({
  labor: z.number(),
  materials: z.number(),
  other: z.number(),
});
export type ImportItemsResult = z.infer<typeof ImportItemsResult>;

/** The form fields of an items import (multipart, besides the one file). */
export const ImportProposalItemsFields = z.object({
  proposalid: id("proposalid"),
  version: version.optional(),
});
export const ImportInvoiceItemsFields = z.object({ invoiceid: id("invoiceid"), version: version.optional() });

/** Files on a draft proposal (multipart field proposalid besides the files; DELETE by both ids). */
export const ProposalAttachmentFields = z.object({ proposalid: id("proposalid") });
export const DeleteProposalAttachmentQuery = z.object({
  proposalId: id("proposalId"),
  attachmentId: id("attachmentId"),
});
/** The ids of the files just attached. */
export const ProposalAttachmentResult = z.array(IdResult);
