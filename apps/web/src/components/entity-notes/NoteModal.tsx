import { Box, Checkbox, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { RecordFormModal } from "../RecordFormModal.tsx";
import { isBlankHtml } from "../rich-text/is-blank-html.ts";
import { RichTextField } from "../rich-text/RichTextField.tsx";
import type { NoteFlag, NoteRow, NotesApi, NoteValues } from "./entity-notes-api.ts";

/** The Add / Edit Note popup: the rich text (required) and one checkbox per visibility flag (default off). */
export const NoteModal = <N extends NoteRow>({
  api,
  flags,
  note,
  onClose,
}: {
  api: NotesApi<N>;
  flags: readonly NoteFlag<N>[];
  note: N | null;
  onClose: () => void;
}) => {
  const form = useForm<NoteValues>({
    initialValues: {
      ...Object.fromEntries(flags.map((f) => [f.name, Boolean(note?.[f.name])])),
      note: note?.note ?? "",
    },
    validate: (v) => ({ note: isBlankHtml(v.note) ? "Note is required." : null }),
  });
  return (
    <RecordFormModal
      form={form}
      noun="Note"
      editing={note !== null}
      save={(v) => (note ? api.update(note, v) : api.add(v))}
      invalidates={[api.queryKey]}
      width={600}
      height={450}
      onClose={onClose}
    >
      <Stack gap="sm">
        <RichTextField
          label="Note"
          value={form.values.note}
          onChange={(html) => form.setFieldValue("note", html)}
        />
        {form.errors.note && (
          <Box c="red" fz="sm">
            {form.errors.note}
          </Box>
        )}
        {flags.map((f) => (
          <Checkbox key={f.name} label={f.label} {...form.getInputProps(f.name, { type: "checkbox" })} />
        ))}
      </Stack>
    </RecordFormModal>
  );
};
