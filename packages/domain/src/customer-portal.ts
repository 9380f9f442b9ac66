import { PORTAL_ATTACHMENT_TYPES } from "./attachment-types.ts";
/**
 * Rules of the customer portal (spec 2 §4 "Customer portal proposal actions", §5, §9), shared by the server
 * (which enforces them) and the web (which shows the buttons they allow).
 */

/** Trade choices on the portal work-order form (spec 2 §9). */
export const PORTAL_TRADE_IDS = [20, 33, 34, 50] as const;
export const isPortalTrade = (id: number) => (PORTAL_TRADE_IDS as readonly number[]).includes(id);

/** proposalStatusId of POST /customerprofile/updateproposalstatus: 3 approves, 4 rejects (with a note). */
export const CUSTOMER_PROPOSAL_DECISION = { Approve: 3, Reject: 4 } as const;

/** The status a customer sees (spec 2 §4: the customer flags drive Approved and Rejected). */
export type CustomerProposalStatus = "Approved" | "Rejected" | "Complete" | "In Progress";

export interface CustomerProposalFlags {
  iscomplete: boolean;
  isapproved: boolean;
  isrejected: boolean;
  approvedbycustomer: boolean;
  rejectedbycustomer: boolean;
}

export const customerProposalStatusOf = (p: CustomerProposalFlags): CustomerProposalStatus =>
  p.approvedbycustomer
    ? "Approved"
    : p.rejectedbycustomer
      ? "Rejected"
      : p.isapproved
        ? "Approved"
        : p.isrejected
          ? "Rejected"
          : p.iscomplete
            ? "Complete"
            : "In Progress";

/** Approve: complete, not rejected by the customer, not approved by the customer and not approved (spec 2 §4). */
export const canCustomerApprove = (p: CustomerProposalFlags) =>
  p.iscomplete && !p.rejectedbycustomer && !p.approvedbycustomer && !p.isapproved && !p.isrejected;

/** Reject: complete, not rejected by the customer and not approved by the customer (spec 2 §4). */
export const canCustomerReject = (p: CustomerProposalFlags) =>
  p.iscomplete && !p.rejectedbycustomer && !p.approvedbycustomer && !p.isrejected;

/** Whether the customer has already decided (a second decision answers 409). */
export const customerDecided = (p: CustomerProposalFlags) => p.approvedbycustomer || p.rejectedbycustomer;

/**
 * Work-order note types a customer reads (isvisibletocustomer): notes meant for the customer. Internal,
 * Vendor, Accounting and System notes never reach a customer; a customer's own notes are of type Customer.
 */
export const CUSTOMER_VISIBLE_NOTE_TYPES: readonly string[] = ["Customer", "Client and Vendor"];
/** A note e-mailed to the customer (includecustomer) was read by it already, so it is visible too (never Internal). */
export const isNoteVisibleToCustomer = (n: { type: string; includecustomer: boolean }) =>
  CUSTOMER_VISIBLE_NOTE_TYPES.includes(n.type) || (n.includecustomer && n.type !== "Internal");

/**
 * Attachment types a customer sees (files on no vendor line only): the work request, approvals, sign-offs,
 * photos, cancellations and other files. Vendor invoices, vendor proposals and NTE e-mails carry vendor costs.
 */
export const CUSTOMER_VISIBLE_ATTACHMENT_TYPES: readonly number[] = [1, 4, 8, 9, 10, 34];

/** What a customer may upload, with the portal's names (spec 2 §3: 9 Photo, 1 Work Request, 10 Other). */
export const CUSTOMER_UPLOAD_ATTACHMENT_TYPES: ReadonlyArray<{ id: number; name: string }> =
  PORTAL_ATTACHMENT_TYPES.filter((t) => [1, 9, 10].includes(t.id));
