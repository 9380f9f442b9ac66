import { escapeHtml } from "@fm/domain/contracts";
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { fieldToast, submitFieldAction } from "../field/index.ts";
import { vendorKeys } from "./vendor-portal-api.ts";

interface NoteForm {
  note: string;
  emails: string;
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/**
 * Portal Add Note (600x400, spec 1 §2, §5): Note required, Work Order # read-only, extra e-mails comma separated.
 * Sent through the field queue (issue 31): offline, the note waits on the phone in "Not sent".
 */
export const VendorNoteModal = ({
  workorderid,
  wonumber,
  onClose,
}: {
  workorderid: number;
  wonumber: string;
  onClose: () => void;
}) => {
  const form = useForm<NoteForm>({
    initialValues: { note: "", emails: "" },
    validate: {
      note: (v) => (v.trim() ? null : "Note is required."),
      emails: (v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .every((e) => EMAIL.test(e))
          ? null
          : "Additional emails must be e-mail addresses separated by commas.",
    },
  });
  const save = useFormMutation({
    mutationFn: (v: NoteForm) =>
      submitFieldAction(
        {
          kind: "note",
          workorderid,
          note: `<p>${escapeHtml(v.note.trim()).replace(/\n/g, "<br>")}</p>`,
          emails:
            v.emails
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
              .join(",") || null,
        },
        wonumber,
      ),
    success: fieldToast("Note added"),
    networkMode: "always",
    invalidates: [vendorKeys.notes(workorderid), vendorKeys.lists],
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
      <TextInput label="Work Order #" value={wonumber} readOnly />
      <Textarea
        label="Note"
        required
        autosize
        minRows={5}
        maxRows={8}
        data-autofocus
        {...form.getInputProps("note")}
      />
      <TextInput
        label="Additional Emails"
        placeholder="name@example.com, other@example.com"
        {...form.getInputProps("emails")}
      />
    </FormModal>
  );
};
