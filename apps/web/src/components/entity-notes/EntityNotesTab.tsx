import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsMenu } from "../ActionsMenu.tsx";
import { confirmDialog } from "../confirm-dialog.tsx";
import {
  actionsColumn,
  DataGrid,
  dateColumn,
  type FieldOf,
  type GridColumn,
  yesNoColumn,
} from "../datagrid/index.ts";
import { useApiMutation } from "../use-api-mutation.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";
import type { NoteFlag, NoteRow, NotesApi } from "./entity-notes-api.ts";
import { NoteModal } from "./NoteModal.tsx";

/**
 * The Notes tab of a customer (spec 3 §2.5) or a vendor (§2.8): rich-text notes with the owner's visibility
 * flags, creator and date; add / edit in a popup, delete after a confirm. `readOnly` hides the writes.
 */
export const EntityNotesTab = <N extends NoteRow>({
  api,
  flags,
  createdBy,
  readOnly = false,
}: {
  api: NotesApi<N>;
  flags: readonly NoteFlag<N>[];
  /** The row's field naming the note's author ('Created By'). */
  createdBy: FieldOf<N, string>;
  readOnly?: boolean;
}) => {
  const [editing, setEditing] = useState<N | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (n: N) => api.remove(n),
    invalidates: [api.queryKey],
    success: "Note removed",
    failure: "Failed to remove the note",
  });
  const columns: GridColumn<N>[] = [
    {
      name: "note",
      caption: "Note",
      width: 480,
      // Sanitised by the server on the way in (html() contract).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored notes are sanitised HTML
      cell: (n) => <div dangerouslySetInnerHTML={{ __html: n.note }} />,
    },
    ...flags.map((f) => yesNoColumn<N>(f.name, f.caption, f.width)),
    { name: createdBy, caption: "Created By", width: 160 },
    dateColumn<NoteRow>("createddate", "Created", 120),
    ...(readOnly
      ? []
      : [
          actionsColumn<N>((n) => (
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
  const tab = useLocalGridTab<N>({
    queryKey: api.queryKey,
    queryFn: api.list,
    columns,
    pageSize: 10,
    searchText: (n) => `${n.note} ${String(n[createdBy])}`,
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
          api={api}
          flags={flags}
          note={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
