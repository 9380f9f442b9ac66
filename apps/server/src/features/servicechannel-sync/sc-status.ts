import { STATUS } from "@fm/domain";

/**
 * Our status in ServiceChannel's terms (WorkorderStatusExt: Primary, Extended — Extended may be ""). The
 * reference's primary statuses are Open, In Progress, Completed (and Incomplete, which we never set).
 */
export interface ScStatus {
  Primary: string;
  Extended: string;
}

const IN_PROGRESS = "In Progress";

const MAP: Record<number, ScStatus> = {
  [STATUS.Received]: { Primary: "Open", Extended: "" },
  [STATUS.Dispatched]: { Primary: IN_PROGRESS, Extended: "Dispatch Confirmed" },
  [STATUS.TechOnSite]: { Primary: IN_PROGRESS, Extended: "On Site" },
  [STATUS.WaitingOnParts]: { Primary: IN_PROGRESS, Extended: "Parts on Order" },
  [STATUS.PendingProposalVendor]: { Primary: IN_PROGRESS, Extended: "Waiting for Quote" },
  [STATUS.PendingProposalEDC]: { Primary: IN_PROGRESS, Extended: "Waiting for Quote" },
  [STATUS.WaitingOnApproval]: { Primary: IN_PROGRESS, Extended: "Proposal Submitted" },
  [STATUS.ProposalOnHold]: { Primary: IN_PROGRESS, Extended: "Proposal Submitted" },
  [STATUS.CompletedVendor]: { Primary: "Completed", Extended: "" },
  [STATUS.CWOP]: { Primary: "Completed", Extended: "Pending Confirmation" },
  [STATUS.ReadyToBill]: { Primary: "Completed", Extended: "" },
  [STATUS.BillingPending]: { Primary: "Completed", Extended: "" },
  [STATUS.Invoiced]: { Primary: "Completed", Extended: "" },
  [STATUS.Cancelled]: { Primary: "Completed", Extended: "Cancelled" },
  [STATUS.Denied]: { Primary: "Completed", Extended: "Cancelled" },
};

/** Every other status (TBS, DFQ, NOD, In Process, Vendor Support, Client Attention Required): In Progress. */
export const scStatusOf = (statusid: number): ScStatus =>
  MAP[statusid] ?? { Primary: IN_PROGRESS, Extended: "" };
