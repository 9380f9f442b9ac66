import { escapeHtml } from "@fm/domain/contracts";
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

/** A note popup that is not Add Note: the Invoices tab's New Invoice (an invoice request to the dispatcher). */
export interface NoteVariant {
  title: string;
  noteLabel: string;
  /** The note's first paragraph, before what the customer types. */
  lead: string;
  success: string;
}

/** The portal's Add Note popup (spec 1 §2: 600x400; Note required, Work Order # read-only). */
export const CustomerNoteModal = ({
  workorder,
  onClose,
  variant,
}: {
  workorder: { id: number; wonumber: string };
  onClose: () => void;
  variant?: NoteVariant;
}) => {
  const noteLabel = variant?.noteLabel ?? "Note";
  const form = useForm({
    initialValues: { note: "" },
    validate: { note: (v: string) => (v.trim() ? null : `${noteLabel} is required.`) },
  });
  const save = useFormMutation({
    mutationFn: ({ note }: { note: string }) =>
      portalApi.saveNote(
        workorder.id,
        [...(variant ? [variant.lead] : []), ...note.trim().split(/\n+/)]
          .map((p) => `<p>${escapeHtml(p)}</p>`)
          .join(""),
      ),
    success: variant?.success ?? "Note added",
    invalidates: [portalKeys.notes(workorder.id)],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={variant?.title ?? "Add Note"}
      width={600}
      height={400}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <TextInput label="Work Order #" value={workorder.wonumber} readOnly />
      <Textarea
        label={noteLabel}
        withAsterisk
        autosize
        minRows={5}
        maxRows={8}
        {...form.getInputProps("note")}
      />
    </FormModal>
  );
};
