import type { CustomerProposal } from "@fm/domain/contracts";
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";

/** Reject Proposal (spec 2 §2: 600x300): Work Order # read-only, Rejection Information required. */
export const RejectProposalModal = ({
  proposal,
  onClose,
  onReject,
}: {
  proposal: CustomerProposal;
  onClose: () => void;
  onReject: (note: string) => Promise<unknown>;
}) => {
  const form = useForm({
    initialValues: { note: "" },
    validate: { note: (v: string) => (v.trim() ? null : "Rejection Information is required.") },
  });
  return (
    <FormModal
      form={form}
      title="Reject Proposal"
      width={600}
      height={300}
      onClose={onClose}
      onSubmit={({ note }) => onReject(note.trim())}
    >
      <TextInput label="Work Order #" value={proposal.wonumber} readOnly />
      <Textarea
        label="Rejection Information"
        withAsterisk
        autosize
        minRows={3}
        maxRows={5}
        {...form.getInputProps("note")}
      />
    </FormModal>
  );
};
