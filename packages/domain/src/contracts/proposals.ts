import { z } from "zod";
import { MARGIN_DEFAULT, MARGIN_MAX, MARGIN_MIN } from "../pricing.ts";
import { PROPOSAL_STATUSES } from "../proposals.ts";
import { ProposalAbilities, VendorProposalAbilities } from "./abilities.ts";
import { DocumentFormat, LineOut, lineInput } from "./billing-lines.ts";
import { html } from "./html.ts";
import { decimal, id, nullableId, optionalText, version } from "./primitives.ts";

const proposalFields = {
  workordervendorid: nullableId("workordervendorid"),
  /** Plain text. */
  note: optionalText("Note", 4000),
  quotedamount: decimal("Vendor Quoted Amount", 0, 9_999_999_999.99, 2),
  margin: decimal("Margin", MARGIN_MIN, MARGIN_MAX, 2).default(MARGIN_DEFAULT),
  externalproposalnumber: optionalText("External Proposal Number", 100),
  custponumber: optionalText("Customer PO Number", 100),
  scopeofwork: html("Scope of Work", 200_000, { required: true }),
};

export const ProposalInput = z.object({
  id: z.literal(0).optional(),
  workorderid: id("workorderid"),
  ...proposalFields,
  items: z.array(lineInput(6)).max(500).default([]),
});
export type ProposalInput = z.infer<typeof ProposalInput>;

export const ProposalUpdate = z.object({
  id: id("id"),
  version,
  ...proposalFields,
  /** Omitted: the lines stay as they are. */
  items: z.array(lineInput(6)).max(500).optional(),
});
export type ProposalUpdate = z.infer<typeof ProposalUpdate>;

export const ProposalsQuery = z.object({ workorderid: id("workorderid") });
export const ProposalIdQuery = z.object({ id: id("id") });

export const Proposal = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  workordervendorid: z.number().nullable(),
  amount: z.number(),
  quotedamount: z.number(),
  margin: z.number(),
  subtotal: z.number(),
  taxes: z.number(),
  grandtotal: z.number(),
  scopeofwork: z.string(),
  scopeofworkformatted: z.string(),
  externalproposalnumber: z.string().nullable(),
  note: z.string().nullable(),
  custponumber: z.string().nullable(),
  createddate: z.string(),
  completedate: z.string().nullable(),
  approveddate: z.string().nullable(),
  approvedbycustomer: z.boolean(),
  approvedbycustomerdate: z.string().nullable(),
  rejectedbycustomer: z.boolean(),
  /** customer-portal: when the customer rejected it and its Rejection Information. */
  rejectedbycustomerdate: z.string().nullable(),
  customerrejectionnote: z.string().nullable(),
  iscomplete: z.boolean(),
  isapproved: z.boolean(),
  isrejected: z.boolean(),
  status: z.enum(PROPOSAL_STATUSES),
  invoiceid: z.number().nullable(),
  version: z.number(),
  details: z.array(LineOut),
  abilities: ProposalAbilities,
});
export type Proposal = z.infer<typeof Proposal>;
export const Proposals = z.array(Proposal);

/** A proposal a vendor submitted (read on the work order's Vendor Proposals tab). */
export const VendorProposal = z.object({
  id: z.number(),
  proposalnumber: z.string(),
  proposaldate: z.string(),
  proposalstatusid: z.number(),
  proposalstatus: z.string(),
  vendorid: z.number(),
  vendorname: z.string(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  wonumber: z.string(),
  proposalamount: z.number(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  rejectionnote: z.string().nullable(),
  version: z.number(),
  labor: z.array(
    z.object({
      id: z.number(),
      skilllevelid: z.number(),
      typeid: z.number(),
      numberoftechs: z.number(),
      hourlyrate: z.number(),
      numberofhours: z.number(),
      total: z.number(),
    }),
  ),
  materials: z.array(
    z.object({
      id: z.number(),
      description: z.string(),
      partnumber: z.string().nullable(),
      uomid: z.number().nullable(),
      uom: z.string().nullable(),
      unitprice: z.number(),
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  other: z.array(
    z.object({
      id: z.number(),
      typeid: z.number(),
      description: z.string().nullable(),
      quantity: z.number(),
      unitprice: z.number(),
      total: z.number(),
    }),
  ),
});
export type VendorProposal = z.infer<typeof VendorProposal>;
export const VendorProposals = z.array(VendorProposal);

/** A row of the staff's Vendor Submitted Proposals tab: the proposal and what the caller may do on it. */
export const VendorProposalRow = VendorProposal.extend({ abilities: VendorProposalAbilities });
export type VendorProposalRow = z.infer<typeof VendorProposalRow>;
export const VendorProposalRows = z.array(VendorProposalRow);

/** 3 approves, 4 rejects; the rejection note is plain text (quoted in a System note). */
export const VendorProposalStatusBody = z.object({
  proposalId: id("proposalId"),
  proposalStatusId: z.union([z.literal(3), z.literal(4)], { error: "proposalStatusId must be 3 or 4." }),
  version,
  note: optionalText("Note", 4000),
});
export const VendorProposalStatusResult = z.object({
  proposals: VendorProposalRows,
  quotedamount: z.object({ from: z.number(), to: z.number(), changed: z.boolean() }).nullable(),
});
export type VendorProposalStatusResult = z.infer<typeof VendorProposalStatusResult>;
export const ConvertVendorProposalBody = z.object({ proposalid: id("proposalid") });

export const ProposalActionQuery = z.object({ id: id("id"), version });
export const CloneProposalBody = z.object({ proposalId: id("proposalId") });
export const ConvertProposalBody = z.object({ id: id("id") });
/** The spec's client sends proposalId (spec 2 §7); proposalid is accepted as well. */
export const ProposalDocumentBody = z.preprocess(
  (b) =>
    b && typeof b === "object" && "proposalId" in b && !("proposalid" in b)
      ? { ...b, proposalid: b.proposalId }
      : b,
  z.object({
    proposalid: id("proposalid"),
    format: DocumentFormat.optional(),
    preview: z.boolean().optional(),
  }),
);
