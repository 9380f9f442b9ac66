/** What the detail screen passes to each billing tab. */
export interface BillingWorkOrder {
  id: number;
  wonumber: string;
  statusid: number;
  customerid: number;
  version: number;
}

export interface BillingTabProps {
  workorder: BillingWorkOrder;
  /** Invoiced / Cancelled order or a user who may not edit it: every change is disabled. */
  readOnly: boolean;
  /** Called after any change (the detail screen reloads its header margin, notes, …). */
  onChanged: () => void;
}

/** A proposal item or invoice line as the server answers it (LineOut). */
export interface BillingLine {
  id: number;
  itemtypeid: number;
  itemtype: string;
  description: string;
  quantity: number;
  rate: number;
  taxrate: number;
  uomid: number | null;
  uom: string | null;
  subtotal: number;
  taxes: number;
  total: number;
}

/** A line as the forms send it (`id` keeps an existing line). */
export interface LineDraft {
  id?: number | null;
  itemtypeid: number;
  description: string;
  quantity: number;
  rate: number;
  taxrate: number;
}

export type ProposalStatus = "In Progress" | "Complete" | "Approved" | "Rejected";

/** A customer proposal (GET /api/workorder/proposals). */
export interface CustomerProposal {
  id: number;
  workorderid: number;
  wonumber: string;
  workordervendorid: number | null;
  amount: number;
  quotedamount: number;
  margin: number;
  subtotal: number;
  taxes: number;
  grandtotal: number;
  scopeofwork: string;
  scopeofworkformatted: string;
  externalproposalnumber: string | null;
  note: string | null;
  custponumber: string | null;
  createddate: string;
  completedate: string | null;
  approveddate: string | null;
  approvedbycustomer: boolean;
  approvedbycustomerdate: string | null;
  rejectedbycustomer: boolean;
  iscomplete: boolean;
  isapproved: boolean;
  isrejected: boolean;
  status: ProposalStatus;
  invoiceid: number | null;
  version: number;
  details: BillingLine[];
}

/** A customer invoice (GET /api/workorder/invoices). */
export interface CustomerInvoice {
  id: number;
  workorderid: number;
  wonumber: string;
  proposalid: number | null;
  invoicenumber: string;
  amount: number;
  subtotal: number;
  taxes: number;
  invoicedate: string;
  invoicingdate: string;
  duedate: string;
  completedate: string | null;
  sentby: string | null;
  invoicesentby: string | null;
  billwithoutsignoff: boolean;
  isapproved: boolean;
  approveddate: string | null;
  isrejected: boolean;
  rejectreason: string | null;
  note: string | null;
  scopeofwork: string | null;
  scopeofworkformatted: string;
  version: number;
  details: BillingLine[];
}

export interface VendorLaborLine {
  id: number;
  skilllevelid: number;
  typeid: number;
  numberoftechs: number;
  hourlyrate: number;
  numberofhours: number;
  total: number;
}
export interface VendorMaterialLine {
  id: number;
  description: string;
  partnumber: string | null;
  uomid: number | null;
  uom: string | null;
  unitprice: number;
  quantity: number;
  total: number;
}
export interface VendorOtherLine {
  id: number;
  typeid: number;
  description: string | null;
  quantity: number;
  unitprice: number;
  total: number;
}

/** A proposal a vendor submitted through the portal (GET /api/workorder/vendorproposals). */
export interface VendorProposal {
  id: number;
  proposalnumber: string;
  proposaldate: string;
  proposalstatusid: number;
  proposalstatus: string;
  vendorid: number;
  vendorname: string;
  workorderid: number;
  workordervendorid: number | null;
  wonumber: string;
  proposalamount: number;
  description: string | null;
  note: string | null;
  rejectionnote: string | null;
  version: number;
  labor: VendorLaborLine[];
  materials: VendorMaterialLine[];
  other: VendorOtherLine[];
}

/** The vendor line fields the Approve confirmation needs (GET /api/workorder/getworkordervendors). */
export interface VendorLineQuote {
  id: number;
  vendorid: number;
  vendorname: string;
  quotedamount: number;
}
