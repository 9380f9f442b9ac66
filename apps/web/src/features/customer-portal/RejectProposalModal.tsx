import type { CustomerProposal } from "@fm/domain/contracts";
import { TextPromptModal } from "../../components/TextPromptModal.tsx";

/** Reject Proposal (spec 2 §2: 600x300): Work Order # read-only, Rejection Information required. */
export const RejectProposalModal = ({
  proposal,
  onClose,
  onReject,
}: {
  proposal: CustomerProposal;
  onClose: () => void;
  onReject: (note: string) => Promise<unknown>;
}) => (
  <TextPromptModal
    title="Reject Proposal"
    width={600}
    height={300}
    wonumber={proposal.wonumber}
    name="note"
    label="Rejection Information"
    minRows={3}
    maxRows={5}
    onClose={onClose}
    onSubmit={onReject}
  />
);
