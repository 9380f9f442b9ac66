import type { PROPOSAL_STATUSES } from "@fm/domain";
import type {
  Invoice,
  LineOut,
  Proposal,
  VendorLine,
  VendorProposal,
  VendorProposalRow,
  WorkOrderAbilities,
} from "@fm/domain/contracts";

/** What the detail screen passes to each billing tab. */
export interface BillingWorkOrder {
  id: number;
  wonumber: string;
  statusid: number;
  customerid: number;
  version: number;
  /** The server's answer for the order's add buttons (Add Proposal, Add Invoice). */
  abilities: Pick<WorkOrderAbilities, "addProposal" | "addInvoice">;
}

export interface BillingTabProps {
  workorder: BillingWorkOrder;
  /** Called after any change (the detail screen reloads its header margin, notes, …). */
  onChanged: () => void;
}

/** A proposal item or invoice line as the server answers it: the contract's LineOut. */
export type BillingLine = LineOut;

/** A line as the forms send it (`id` keeps an existing line). */
export interface LineDraft {
  id?: number | null;
  itemtypeid: number;
  description: string;
  quantity: number;
  rate: number;
  taxrate: number;
}

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** A customer proposal (GET /api/workorder/proposals): the contract's Proposal. */
export type CustomerProposal = Proposal;

/** A customer invoice (GET /api/workorder/invoices): the contract's Invoice. */
export type CustomerInvoice = Invoice;

export type VendorLaborLine = VendorProposal["labor"][number];
export type VendorMaterialLine = VendorProposal["materials"][number];
export type VendorOtherLine = VendorProposal["other"][number];

/** A proposal a vendor submitted through the portal (GET /api/workorder/vendorproposals). */
export type { VendorProposal, VendorProposalRow };

/** The vendor line fields the Approve confirmation needs (GET /api/workorder/getworkordervendors). */
export type VendorLineQuote = Pick<VendorLine, "id" | "vendorid" | "vendorname" | "quotedamount">;
