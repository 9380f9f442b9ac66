/** What the detail screen passes to the Vendor tab. */
export interface VendorTabWorkOrder {
  id: number;
  wonumber: string;
  statusid: number;
  status: string;
  trades: { tradeid: number; tradename: string }[];
  customerid: number;
  version: number;
}

export interface VendorTabProps {
  workorder: VendorTabWorkOrder;
  /** Invoiced / Cancelled order or a user who may not edit it: every change is disabled. */
  readOnly: boolean;
  /** Called after any change to the order's vendors (the detail screen reloads its header, notes, …). */
  onChanged: () => void;
}

/** Notice counts per vendor line, for the badges of the conditional sends (spec 2 §3). */
export interface VendorEventCounts {
  woticketcount?: number;
  cwopcount?: number;
  pendingproposalcount?: number;
  nodmissingcount?: number;
  nodqualitycount?: number;
  nodwrongamountcount?: number;
  dispatchedcount?: number;
  tbscount?: number;
  toscount?: number;
  [key: string]: number | undefined;
}

/** A work-order vendor line (GET /api/workorder/getworkordervendors). */
export interface VendorLine {
  id: number;
  wovendorid: number;
  workordervendorid: number;
  version: number;
  vendorid: number;
  vendorname: string;
  minnte: number | null;
  quoteonly: boolean;
  invnumber: string | null;
  status: string | null;
  createddate: string;
  vendoraddress: string;
  vendorcity: string;
  vendorstate: string;
  vendorzip: string;
  primaryphone: string | null;
  dispatchemail: string | null;
  paidbycc: boolean;
  quotedamount: number;
  nodflagged: boolean;
  note: string | null;
  isapproved: boolean;
  eventcounts: VendorEventCounts;
}

/** A row of the Select Vendor popup (GET /api/workorder/getvendorsbytrades). */
export interface VendorCandidate {
  id: number;
  name: string;
  isactive: boolean;
  excludedfromcustomer: boolean;
  minnte: number | null;
  createddate: string;
  vendorrating: number;
  numberofratings: number;
  vendorstatustypeid: number | null;
  vendorstatus: string | null;
  primaryphone: string | null;
  backgroundchecksrun: boolean;
  dispatchemail: string | null;
  address: string;
  city: string;
  statecode: string;
  postalcode: string;
  wocount: number;
  distancefromjob: number | null;
  mssw: string | null;
  term: string | null;
  tierid: number | null;
  primarytrade: string | null;
  paperworkcomplete: boolean;
  dispatchpriority: number | null;
  canattach: boolean;
}

/** One attachment of a vendor line (the expanded row). */
export interface VendorAttachment {
  id: number;
  workorderid: number;
  workordervendorid: number | null;
  attachmenttypeid: number;
  attachmenttype: string;
  filename: string;
  displayname: string;
  createdbyuser: string;
  createddate: string;
  previewable: boolean;
}

/** Action types of POST /api/workorder/createwoemailitem. */
export type NoticeAction =
  | "signoff"
  | "cancel_vendor"
  | "CWOP"
  | "TICKET"
  | "PPV"
  | "WAITING_ON_PARTS"
  | "NOD_MISSING"
  | "NOD_QUALITY"
  | "NOD_WRONGAMOUNT"
  | "NOD_WRONGRATES"
  | "DISPATCHED"
  | "TBS"
  | "TOS";

/** The QC follow-up form (spec 2 §3 Vendor QC follow-up). */
export interface QcForm {
  techarrivedonschedule: boolean | null;
  techwasprofessional: boolean | null;
  repairsmade: boolean | null;
  metexpectations: boolean | null;
  expectationcomment: string;
  /** 0 none, 1 Fair, 2 Good, 3 Excellent. */
  overallrating: number;
  totalscore: number | null;
  comments: string;
  reviewername: string;
  incurredonly: boolean;
}

export type VendorSort = "priority" | "distance" | "name" | "tier" | "rating";
