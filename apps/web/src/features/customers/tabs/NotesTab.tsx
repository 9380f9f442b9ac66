import { Box, Button, Checkbox, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import {
  actionsColumn,
  DataGrid,
  dateColumn,
  type GridColumn,
  yesNoColumn,
} from "../../../components/datagrid/index.ts";
import { FormModal } from "../../../components/FormModal.tsx";
import { useApiMutation, useFormMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { RichTextField } from "../../workorder-detail/index.ts";
import { type CustomerNote, customerKeys, customersApi } from "../customers-api.ts";

const isBlank = (html: string) =>
  !html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

const NoteModal = ({
  customerid,
  note,
  onClose,
}: {
  customerid: number;
  note: CustomerNote | null;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: { note: note?.note ?? "", isvisibletocustomer: note?.isvisibletocustomer ?? false },
    validate: { note: (v: string) => (isBlank(v) ? "Note is required." : null) },
  });
  const save = useFormMutation({
    mutationFn: (v: typeof form.values) =>
      note
        ? customersApi.updateNote({ ...v, id: note.id, version: note.version })
        : customersApi.addNote({ ...v, customerid }),
    invalidates: [customerKeys.notes(customerid)],
    success: note ? "Note updated" : "Note added",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={note ? "Edit Note" : "Add Note"}
      width={600}
      height={450}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
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
        <Checkbox
          label="Visible to customer"
          {...form.getInputProps("isvisibletocustomer", { type: "checkbox" })}
        />
      </Stack>
    </FormModal>
  );
};

/** Notes tab (spec 3 §2.5): rich-text notes with a visible-to-customer flag (default off), creator and date. */
export const NotesTab = ({ customerid }: { customerid: number }) => {
  const [editing, setEditing] = useState<CustomerNote | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (n: CustomerNote) => customersApi.deleteNote(n.id, n.version),
    invalidates: [customerKeys.notes(customerid)],
    success: "Note removed",
    failure: "Failed to remove the note",
  });
  const columns: GridColumn<CustomerNote>[] = [
    {
      name: "note",
      caption: "Note",
      width: 480,
      // Sanitised by the server on the way in (html() contract).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored notes are sanitised HTML
      cell: (n) => <div dangerouslySetInnerHTML={{ __html: n.note }} />,
    },
    yesNoColumn<CustomerNote>("isvisibletocustomer", "Visible to Customer", 150),
    { name: "createdByUser", caption: "Created By", width: 160 },
    dateColumn<CustomerNote>("createddate", "Created", 120),
    actionsColumn<CustomerNote>((n) => (
      <ActionsMenu
        label="Note actions"
        items={[
          { key: "edit", label: "Edit" },
          { key: "delete", label: "Delete", danger: true },
        ]}
        onSelect={async (item) => {
          if (item.key === "edit") setEditing(n);
          else if (await confirmDialog("Delete this note?")) remove.mutate(n);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<CustomerNote>({
    queryKey: customerKeys.notes(customerid),
    queryFn: () => customersApi.notes(customerid),
    columns,
    pageSize: 10,
    searchText: (n) => `${n.note} ${n.createdByUser}`,
  });
  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Notes"
        getRowId={(n) => String(n.id)}
        onRowOpen={setEditing}
        emptyText="No notes yet"
        height={420}
        toolbarEnd={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
            Add Note
          </Button>
        }
      />
      {editing && (
        <NoteModal
          customerid={customerid}
          note={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
