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
import { type VendorNote, vendorKeys, vendorsApi } from "../vendors-api.ts";

const isBlank = (html: string) =>
  !html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

const NoteModal = ({
  vendorid,
  note,
  onClose,
}: {
  vendorid: number;
  note: VendorNote | null;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: {
      note: note?.note ?? "",
      canvendorsee: note?.canvendorsee ?? false,
      cancustomersee: note?.cancustomersee ?? false,
    },
    validate: { note: (v: string) => (isBlank(v) ? "Note is required." : null) },
  });
  const save = useFormMutation({
    mutationFn: (v: typeof form.values) =>
      note
        ? vendorsApi.updateNote({ ...v, id: note.id, version: note.version })
        : vendorsApi.addNote({ ...v, vendorid }),
    invalidates: [vendorKeys.notes(vendorid)],
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
        <Checkbox label="Can Vendor See" {...form.getInputProps("canvendorsee", { type: "checkbox" })} />
        <Checkbox label="Can Customer See" {...form.getInputProps("cancustomersee", { type: "checkbox" })} />
      </Stack>
    </FormModal>
  );
};

/** Notes tab of a vendor (spec 3 §2.8, §3 Vendor note): rich-text notes with can-vendor-see / can-customer-see. */
export const VendorNotesTab = ({ vendorid, readOnly }: { vendorid: number; readOnly: boolean }) => {
  const [editing, setEditing] = useState<VendorNote | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (n: VendorNote) => vendorsApi.deleteNote(n.id, n.version),
    invalidates: [vendorKeys.notes(vendorid)],
    success: "Note removed",
    failure: "Failed to remove the note",
  });
  const columns: GridColumn<VendorNote>[] = [
    {
      name: "note",
      caption: "Note",
      width: 480,
      // Sanitised by the server on the way in (html() contract).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored notes are sanitised HTML
      cell: (n) => <div dangerouslySetInnerHTML={{ __html: n.note }} />,
    },
    yesNoColumn<VendorNote>("canvendorsee", "Can Vendor See", 120),
    yesNoColumn<VendorNote>("cancustomersee", "Can Customer See", 130),
    { name: "createdbyname", caption: "Created By", width: 160 },
    dateColumn<VendorNote>("createddate", "Created", 120),
    ...(readOnly
      ? []
      : [
          actionsColumn<VendorNote>((n) => (
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
        ]),
  ];
  const tab = useLocalGridTab<VendorNote>({
    queryKey: vendorKeys.notes(vendorid),
    queryFn: () => vendorsApi.notes(vendorid),
    columns,
    pageSize: 10,
    searchText: (n) => `${n.note} ${n.createdbyname}`,
  });
  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Notes"
        getRowId={(n) => String(n.id)}
        onRowOpen={readOnly ? undefined : setEditing}
        emptyText="No notes yet"
        height={420}
        toolbarEnd={
          !readOnly && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
              Add Note
            </Button>
          )
        }
      />
      {editing && (
        <NoteModal
          vendorid={vendorid}
          note={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
