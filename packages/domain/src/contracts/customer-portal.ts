import { z } from "zod";
import { CUSTOMER_PROPOSAL_DECISION, isPortalTrade, PORTAL_TRADE_IDS } from "../customer-portal.ts";
import { LineOut } from "./billing-lines.ts";
import { html, optionalHtml } from "./html.ts";
import { id, idList, optionalDate, optionalId, optionalText, requiredText, version } from "./primitives.ts";

/*
 * The customer portal's contracts (/api/customerprofile/*). Every response here is built for a customer: none
 * of them has a field for vendor costs, margins, vendor names, quoted amounts or internal notes, so a value
 * the customer may not see cannot travel even by mistake (customer-portal.fields.test.ts walks the bodies).
 */

const isoOrNull = z.string().nullable();

/** The portal form's trades: only the spec's ids (spec 2 §9). */
const portalTrades = z
  .array(id("Trade"))
  .max(PORTAL_TRADE_IDS.length, `at most ${PORTAL_TRADE_IDS.length} trades`)
  .refine((ids) => ids.every(isPortalTrade), `Trade must be one of ${PORTAL_TRADE_IDS.join(", ")}.`)
  .default([]);

/** POST /api/customerprofile/saveworkorder: what a customer fills in; the rest comes from its account. */
export const CustomerWorkOrderInput = z.object({
  jobsiteid: id("Job Site"),
  priorityid: id("Priority"),
  briefdescription: requiredText("Brief Description", 500),
  /** Rich text (the form's editor). */
  description: optionalHtml("Description", 200_000),
  requestedby: optionalText("Requested By", 200),
  ponumber: optionalText("PO Number", 100),
  /** Omitted: now plus the priority's response time. */
  duedate: optionalDate("Due Date"),
  tradeids: portalTrades,
  /** A new order only: the customer's earlier order at the same site and trade it recalls (issue 32 §6). */
  recallof: optionalId("Recall Of"),
});
export type CustomerWorkOrderInput = z.infer<typeof CustomerWorkOrderInput>;
export type CustomerWorkOrderFormInput = z.input<typeof CustomerWorkOrderInput>;

/** PUT /api/customerprofile/updateworkorder: the same fields, while the order is open; `version` required. */
export const CustomerWorkOrderUpdate = CustomerWorkOrderInput.omit({ recallof: true }).extend({
  id: id("Work Order"),
  version,
});
export type CustomerWorkOrderUpdate = z.infer<typeof CustomerWorkOrderUpdate>;

export const CustomerSavedWorkOrder = z.object({ id: z.number(), wonumber: z.string(), version: z.number() });
export type CustomerSavedWorkOrder = z.infer<typeof CustomerSavedWorkOrder>;

export const CustomerWorkOrderQuery = z.object({ id: id("Work Order") });
export const CustomerWorkOrderIdQuery = z.object({ workorderid: id("Work Order") });

/** GET /api/customerprofile/invoices/export: the order's invoices, or only the selected ones (spec 2 §2 Portals). */
export const CustomerInvoicesExportQuery = CustomerWorkOrderIdQuery.extend({ ids: idList("Invoice", 500) });
export type CustomerInvoicesExportQuery = z.infer<typeof CustomerInvoicesExportQuery>;

/** A job site as the customer's portal names it: its name, description and address. */
const siteAddress = {
  jobsite: z.string(),
  jobsitedescription: z.string(),
  streetaddress: z.string(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
};

/** GET /api/customerprofile/getlists: the form's choices, the caller's own job sites only. */
export const CustomerFormLists = z.object({
  jobsites: z.array(z.object({ jobsiteid: z.number(), ...siteAddress })),
  priorities: z.array(z.object({ id: z.number(), name: z.string(), responsehours: z.number() })),
  tradetypes: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
});
export type CustomerFormLists = z.infer<typeof CustomerFormLists>;

/** GET /api/customerprofile/getworkorder: the customer-facing detail (header and Work Order tab). */
export const CustomerWorkOrderDetail = z.object({
  id: z.number(),
  wonumber: z.string(),
  version: z.number(),
  customername: z.string(),
  jobsiteid: z.number(),
  jobsite: z.object({
    ...siteAddress,
    phone: z.string().nullable(),
    contactperson: z.string().nullable(),
  }),
  statusid: z.number(),
  status: z.string(),
  priorityid: z.number().nullable(),
  priority: z.string().nullable(),
  requesttype: z.string().nullable(),
  dispatcher: z.string().nullable(),
  requestedby: z.string().nullable(),
  ponumber: z.string().nullable(),
  nte: z.number().nullable(),
  duedate: isoOrNull,
  scheduledate: isoOrNull,
  dispatchdate: isoOrNull,
  completedate: isoOrNull,
  createddate: z.string(),
  briefdescription: z.string(),
  description: z.string().nullable(),
  cancelreason: z.string().nullable(),
  trades: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
  /** Open (not Invoiced or Cancelled): the customer may edit it and add notes, files and decisions. */
  editable: z.boolean(),
});
export type CustomerWorkOrderDetail = z.infer<typeof CustomerWorkOrderDetail>;

/** A note the customer may read (isvisibletocustomer). */
export const PortalNote = z.object({
  id: z.number(),
  workorderid: z.number(),
  note: z.string(),
  type: z.string(),
  createdbyname: z.string(),
  createddate: z.string(),
  /** Written by a user of the customer (the portal's own notes). */
  mine: z.boolean(),
});
export type PortalNote = z.infer<typeof PortalNote>;
export const PortalNotes = z.array(PortalNote);

/**
 * A customer-level note on the self-view (GET /api/customerprofile/customernotes): only the notes staff flagged
 * isvisibletocustomer, and only what the customer may read (no flag, version or customer id).
 */
export const CustomerProfileNote = z.object({
  id: z.number(),
  note: z.string(),
  createdByUser: z.string(),
  createddate: z.iso.datetime(),
});
export type CustomerProfileNote = z.infer<typeof CustomerProfileNote>;
export const CustomerProfileNotes = z.array(CustomerProfileNote);

/** POST /api/customerprofile/savenote (portal note popup, spec 1 §5). */
export const CustomerNoteInput = z.object({
  workorderid: id("Work Order"),
  note: html("Note", 20_000, { required: true }),
});
export type CustomerNoteInput = z.infer<typeof CustomerNoteInput>;

/** A proposal as the customer sees it (spec 2 §2 Portals): no quoted amount, margin or vendor. */
export const CustomerProposal = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  proposalnumber: z.string(),
  amount: z.number(),
  subtotal: z.number(),
  taxes: z.number(),
  note: z.string().nullable(),
  scopeofwork: z.string(),
  custponumber: z.string().nullable(),
  createddate: z.string(),
  completedate: isoOrNull,
  iscomplete: z.boolean(),
  isapproved: z.boolean(),
  isrejected: z.boolean(),
  approvedbycustomer: z.boolean(),
  approvedbycustomerdate: isoOrNull,
  rejectedbycustomer: z.boolean(),
  rejectedbycustomerdate: isoOrNull,
  rejectionnote: z.string().nullable(),
  status: z.enum(["Approved", "Rejected", "Complete", "In Progress"]),
  canapprove: z.boolean(),
  canreject: z.boolean(),
  version: z.number(),
  details: z.array(LineOut),
});
export type CustomerProposal = z.infer<typeof CustomerProposal>;
export const CustomerProposals = z.array(CustomerProposal);

/**
 * POST /api/customerprofile/updateproposalstatus (spec 2 §7: proposalId, proposalStatusId, note): 3 approves,
 * 4 rejects and needs the Rejection Information. `version` is the proposal's as the customer saw it.
 */
export const CustomerProposalDecision = z
  .object({
    proposalId: id("proposalId"),
    proposalStatusId: z.union(
      [z.literal(CUSTOMER_PROPOSAL_DECISION.Approve), z.literal(CUSTOMER_PROPOSAL_DECISION.Reject)],
      { error: "proposalStatusId must be 3 (approve) or 4 (reject)." },
    ),
    version,
    /** Plain text (quoted in the System note). */
    note: optionalText("Rejection Information", 4000),
  })
  .superRefine((b, ctx) => {
    if (b.proposalStatusId === CUSTOMER_PROPOSAL_DECISION.Reject && !b.note?.trim())
      ctx.addIssue({ code: "custom", path: ["note"], message: "Rejection Information is required." });
  });
export type CustomerProposalDecision = z.infer<typeof CustomerProposalDecision>;

/** An approved invoice as the customer sees it. */
export const CustomerInvoice = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  invoicenumber: z.string(),
  amount: z.number(),
  subtotal: z.number(),
  taxes: z.number(),
  invoicedate: z.string(),
  duedate: z.string(),
  note: z.string().nullable(),
  details: z.array(LineOut),
});
export type CustomerInvoice = z.infer<typeof CustomerInvoice>;
export const CustomerInvoices = z.array(CustomerInvoice);

/** Preview (html) or PDF of a proposal or invoice (preview 800x750 in the customer area). */
export const CustomerProposalDocumentBody = z.object({
  proposalid: id("proposalid"),
  format: z.enum(["html", "pdf"]).default("pdf"),
});
export const CustomerInvoiceDocumentBody = z.object({
  invoiceid: id("invoiceid"),
  format: z.enum(["html", "pdf"]).default("pdf"),
});

/** A file on the customer's order: no vendor line, no storage path. */
export const PortalAttachment = z.object({
  id: z.number(),
  workorderid: z.number(),
  attachmenttypeid: z.number(),
  attachmenttype: z.string(),
  displayname: z.string(),
  contenttype: z.string(),
  size: z.number(),
  createdbyuser: z.string(),
  createddate: z.string(),
  previewable: z.boolean(),
});
export type PortalAttachment = z.infer<typeof PortalAttachment>;
export const PortalAttachments = z.array(PortalAttachment);
export const CustomerAttachmentTypes = z.array(z.object({ id: z.number(), name: z.string() }));

/** GET /api/customerprofile/profile: the read-only self-view (spec 3 §2.5). */
export const CustomerProfile = z.object({
  id: z.number(),
  customername: z.string(),
  contactfirstname: z.string().nullable(),
  contactlastname: z.string().nullable(),
  streetaddress: z.string().nullable(),
  streetaddress2: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  contactphone: z.string().nullable(),
  contactcellphone: z.string().nullable(),
  contactfax: z.string().nullable(),
  contactemail: z.string().nullable(),
  billingfirstname: z.string().nullable(),
  billinglastname: z.string().nullable(),
  billingphone: z.string().nullable(),
  billingemail: z.string().nullable(),
  term: z.string().nullable(),
  dispatcher: z.string().nullable(),
  jobsites: CustomerFormLists.shape.jobsites,
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

/** The hidden My Proposals / My Invoices lists (spec 3 §2.2): status=open|waiting|approved|rejected. */
export const CUSTOMER_BILLING_STATUSES = ["open", "waiting", "approved", "rejected"] as const;
export const CustomerBillingListParams = z.object({
  status: z.enum(CUSTOMER_BILLING_STATUSES, {
    error: `status must be one of ${CUSTOMER_BILLING_STATUSES.join(", ")}`,
  }),
});
