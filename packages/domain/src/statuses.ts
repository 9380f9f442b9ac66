/** The 21 work-order statuses of spec 1 §4. Ids the spec fixes are kept; the rest are ours. */
export interface WorkOrderStatusDef {
  id: number;
  name: string;
  abbreviation: string;
  color: string;
  sortorder: number;
}

export const STATUS = {
  Received: 1,
  PendingProposalVendor: 2,
  TBS: 3,
  CompletedVendor: 4,
  Denied: 5,
  Cancelled: 6,
  WaitingOnApproval: 7,
  DFQ: 8,
  Dispatched: 9,
  Invoiced: 10,
  ProposalOnHold: 11,
  CWOP: 12,
  TechOnSite: 13,
  ClientAttentionRequired: 14,
  ReadyToBill: 15,
  WaitingOnParts: 16,
  BillingPending: 17,
  NOD: 18,
  VendorSupport: 19,
  PendingProposalEDC: 21,
  /** Re-Open target (spec 2 §9): an Invoiced or Cancelled order opened again is In Process. */
  InProcess: 25,
} as const;

export type StatusId = (typeof STATUS)[keyof typeof STATUS];

export const WORK_ORDER_STATUSES: readonly WorkOrderStatusDef[] = [
  { id: 1, name: "Received", abbreviation: "REC", color: "#1c7ed6", sortorder: 1 },
  { id: 3, name: "TBS", abbreviation: "TBS", color: "#f08c00", sortorder: 2 },
  { id: 9, name: "Dispatched", abbreviation: "DIS", color: "#2f9e44", sortorder: 3 },
  { id: 2, name: "Pending Proposal - Vendor", abbreviation: "PPV", color: "#ae3ec9", sortorder: 4 },
  { id: 25, name: "In Process", abbreviation: "INP", color: "#0c8599", sortorder: 5 },
  { id: 4, name: "Completed - Vendor", abbreviation: "CMV", color: "#5c940d", sortorder: 6 },
  { id: 5, name: "Denied", abbreviation: "DEN", color: "#495057", sortorder: 7 },
  { id: 6, name: "Cancelled", abbreviation: "CAN", color: "#868e96", sortorder: 8 },
  { id: 7, name: "WOA", abbreviation: "WOA", color: "#e67700", sortorder: 9 },
  { id: 8, name: "DFQ", abbreviation: "DFQ", color: "#9c36b5", sortorder: 10 },
  { id: 10, name: "Invoiced", abbreviation: "INV", color: "#343a40", sortorder: 11 },
  { id: 11, name: "POH", abbreviation: "POH", color: "#d9480f", sortorder: 12 },
  { id: 13, name: "TOS", abbreviation: "TOS", color: "#1971c2", sortorder: 13 },
  { id: 16, name: "WOP", abbreviation: "WOP", color: "#e8590c", sortorder: 14 },
  { id: 12, name: "CWOP", abbreviation: "CWOP", color: "#66a80f", sortorder: 15 },
  { id: 14, name: "CAR", abbreviation: "CAR", color: "#c2255c", sortorder: 16 },
  { id: 18, name: "NOD", abbreviation: "NOD", color: "#e03131", sortorder: 17 },
  { id: 15, name: "RTB", abbreviation: "RTB", color: "#087f5b", sortorder: 18 },
  { id: 21, name: "Pending Proposal – EDC", abbreviation: "PPE", color: "#862e9c", sortorder: 19 },
  { id: 17, name: "Billing Pending", abbreviation: "BP", color: "#364fc7", sortorder: 20 },
  { id: 19, name: "Vendor Support", abbreviation: "VS", color: "#5f3dc4", sortorder: 21 },
];

/** Statuses excluded from "All Active" (spec 1 §4). */
export const INACTIVE_STATUS_IDS: readonly number[] = [STATUS.Invoiced, STATUS.Cancelled];

/** Invoiced and Cancelled orders are read-only (spec 2 §4). */
export const isLockedStatus = (statusId: number): boolean => INACTIVE_STATUS_IDS.includes(statusId);

/** Any status whose name starts with NOD is treated as NOD (spec 1 §4). */
export const isNodStatusName = (name: string): boolean => name.trim().toUpperCase().startsWith("NOD");

/**
 * Statuses in which the work itself is finished or stopped: an order in one of them is never "overdue".
 * Overdue (the Admin bell, spec 3 §7.6 getoverduep1) = priority 1, due date passed, not completed, and not in
 * one of these statuses.
 */
export const WORK_DONE_STATUS_IDS: readonly number[] = [
  STATUS.Invoiced,
  STATUS.Cancelled,
  STATUS.Denied,
  STATUS.CompletedVendor,
  STATUS.CWOP,
  STATUS.ReadyToBill,
  STATUS.BillingPending,
];
