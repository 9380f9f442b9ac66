import type {
  Attachment,
  EventCounts,
  NoticeAction,
  VendorLine,
  VendorSelectionRow,
  VendorSort,
  WorkOrderAbilities,
} from "@fm/domain/contracts";

/** What the detail screen passes to the Vendor tab. */
export interface VendorTabWorkOrder {
  id: number;
  wonumber: string;
  statusid: number;
  status: string;
  trades: { tradeid: number; tradename: string }[];
  customerid: number;
  version: number;
  /** Attach Vendor / Add Vendor follow the order's `attachVendor` ability. */
  abilities: Pick<WorkOrderAbilities, "attachVendor" | "decideNteRaise">;
}

export interface VendorTabProps {
  workorder: VendorTabWorkOrder;
  /** Called after any change to the order's vendors (the detail screen reloads its header, notes, …). */
  onChanged: () => void;
}

/** Notice counts per vendor line, for the badges of the conditional sends (spec 2 §3): the contract's EventCounts. */
export type VendorEventCounts = EventCounts;

/** A work-order vendor line (GET /api/workorder/getworkordervendors): the contract's VendorLine. */
export type { VendorLine };

/** A row of the Select Vendor popup (GET /api/workorder/getvendorsbytrades): the contract's VendorSelectionRow. */
export type VendorCandidate = VendorSelectionRow;

/** One attachment of a vendor line (the expanded row): the contract's Attachment. */
export type VendorAttachment = Attachment;

/** Action types of POST /api/workorder/createwoemailitem. */
export type { NoticeAction };

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

export type { VendorSort };
