/** A customer proposal's status, derived from its flags (spec 2 §4). */
export const PROPOSAL_STATUSES = ["In Progress", "Complete", "Approved", "Rejected"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposalStatusOf = (p: {
  isapproved: boolean;
  isrejected: boolean;
  iscomplete: boolean;
}): ProposalStatus =>
  p.isapproved ? "Approved" : p.isrejected ? "Rejected" : p.iscomplete ? "Complete" : "In Progress";

/** proposalstatusid of a vendor-submitted proposal (spec 2 §4): 3 approves, 4 rejects (with a note). */
export const VENDOR_PROPOSAL_STATUS = { Draft: 1, Waiting: 2, Approved: 3, Rejected: 4 } as const;
export type VendorProposalStatusId = (typeof VENDOR_PROPOSAL_STATUS)[keyof typeof VENDOR_PROPOSAL_STATUS];

export const VENDOR_PROPOSAL_STATUS_NAMES: Readonly<Record<number, string>> = {
  [VENDOR_PROPOSAL_STATUS.Draft]: "Draft",
  [VENDOR_PROPOSAL_STATUS.Waiting]: "Waiting",
  [VENDOR_PROPOSAL_STATUS.Approved]: "Approved",
  [VENDOR_PROPOSAL_STATUS.Rejected]: "Rejected",
};

/** Only a submitted (waiting) vendor proposal can be approved or rejected. */
export const canDecideVendorProposal = (statusid: number): boolean =>
  statusid === VENDOR_PROPOSAL_STATUS.Waiting;

/** Draft and rejected vendor proposals cannot be converted to a customer proposal. */
export const canConvertVendorProposal = (statusid: number): boolean =>
  statusid !== VENDOR_PROPOSAL_STATUS.Draft && statusid !== VENDOR_PROPOSAL_STATUS.Rejected;
