import { escapeHtml } from "@fm/domain/contracts";
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

/** The portal's Add Note popup (spec 1 §2: 600x400; Note required, Work Order # read-only). */
export const CustomerNoteModal = ({
  workorder,
  onClose,
}: {
  workorder: { id: number; wonumber: string };
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: { note: "" },
    validate: { note: (v: string) => (v.trim() ? null : "Note is required.") },
  });
  const save = useFormMutation({
    mutationFn: ({ note }: { note: string }) =>
      portalApi.saveNote(
        workorder.id,
        note
          .trim()
          .split(/\n+/)
          .map((p) => `<p>${escapeHtml(p)}</p>`)
          .join(""),
      ),
    success: "Note added",
    invalidates: [portalKeys.notes(workorder.id)],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Add Note"
      width={600}
      height={400}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <TextInput label="Work Order #" value={workorder.wonumber} readOnly />
      <Textarea label="Note" withAsterisk autosize minRows={5} maxRows={8} {...form.getInputProps("note")} />
    </FormModal>
  );
};
