import { VENDOR_PROPOSAL_STATUS } from "@fm/domain";
import type { VendorLine } from "@fm/domain/contracts";
import { escapeHtml } from "@fm/domain/contracts";
import type { VendorProposal } from "./types.ts";

/** What Create Proposal on a vendor line puts in a new customer proposal (spec 2 §4; issue 35 item 3). */
export interface ProposalPrefill {
  workordervendorid: number;
  quotedamount: number;
  note: string;
  scopeofwork: string;
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("");

/**
 * The vendor's quoted amount, its trade (in the notes) and its scope: the description of the vendor's latest proposal
 * for this line that staff did not reject, else the work order's description.
 */
export const proposalFromLine = (
  line: Pick<VendorLine, "id" | "quotedamount" | "tradename">,
  vendorProposals: readonly Pick<
    VendorProposal,
    "workordervendorid" | "proposalstatusid" | "proposaldate" | "description"
  >[],
  workorderDescription: string | null,
): ProposalPrefill => {
  const vendorScope = vendorProposals
    .filter(
      (p) =>
        p.workordervendorid === line.id &&
        p.proposalstatusid !== VENDOR_PROPOSAL_STATUS.Rejected &&
        (p.description ?? "").trim() !== "",
    )
    .sort((a, b) => b.proposaldate.localeCompare(a.proposaldate))[0]?.description;
  return {
    workordervendorid: line.id,
    quotedamount: line.quotedamount,
    note: line.tradename ? `Trade: ${line.tradename}` : "",
    scopeofwork: vendorScope ? paragraphs(vendorScope) : (workorderDescription ?? ""),
  };
};
