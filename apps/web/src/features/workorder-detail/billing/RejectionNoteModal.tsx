import { Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../../components/FormModal.tsx";

/** Rejection Note popup (500x400, spec 2 §2, §9): the note is required. */
export const RejectionNoteModal = ({
  onClose,
  onSave,
}: {
  onClose: () => void;
  /** Saves the note; a failure keeps the popup open with the server's message. */
  onSave: (note: string) => Promise<unknown>;
}) => {
  const form = useForm({
    initialValues: { note: "" },
    validate: { note: (v: string) => (v.trim() ? null : "Rejection Note is required.") },
  });
  return (
    <FormModal
      form={form}
      title="Rejection Note"
      width={500}
      height={400}
      onClose={onClose}
      onSubmit={(v) => onSave(v.note.trim())}
      fieldAliases={{ rejectionnote: "note" }}
    >
      <Textarea
        label="Rejection Note"
        withAsterisk
        autosize
        minRows={6}
        maxRows={10}
        {...form.getInputProps("note")}
      />
    </FormModal>
  );
};
