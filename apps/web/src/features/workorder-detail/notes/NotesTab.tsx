import { Button, Checkbox } from "@mantine/core";
import { IconFileTypePdf, IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { DataGrid } from "../../../components/datagrid/index.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError } from "../../../components/notify.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { AddNoteModal } from "../../workorders/index.ts";
import { detailApi, detailKeys, type PersonOption, type WorkOrderNote } from "../detail-api.ts";
import { type NoteRow, noteColumns, noteText, pertainsToName, SYSTEM_TYPES } from "./note-columns.tsx";
import { downloadNotesPdf } from "./notes-pdf.ts";

/** Row numbers in the order the notes were added, the e-mailed users' names, and 'Include System Notes'. */
const toNoteRows = (
  notes: readonly WorkOrderNote[],
  users: readonly PersonOption[],
  includeSystem: boolean,
): NoteRow[] => {
  const names = new Map(users.map((u) => [u.id, `${u.firstname} ${u.lastname}`]));
  return [...notes]
    .sort((a, b) => a.id - b.id)
    .map((n, i) => ({
      ...n,
      number: i + 1,
      emailnames: (n.emailuserids ?? []).map((id) => names.get(id) ?? `#${id}`).join(", "),
    }))
    .filter((n) => includeSystem || !SYSTEM_TYPES.includes(n.type));
};

const noteSearchText = (r: NoteRow) =>
  `${r.number} ${noteText(r)} ${r.createdbyname} ${r.type} ${pertainsToName(r.pertainsto)} ${r.emailnames} ${r.emails ?? ""}`;

/** Notes tab (spec 2 §2): the grid, search, header filters, 'Include System Notes', Add Note, PDF export. */
export const NotesTab = ({
  workorderid,
  wonumber,
  users,
  canAdd,
}: {
  workorderid: number;
  wonumber: string;
  users: readonly PersonOption[];
  canAdd: boolean;
}) => {
  const queryClient = useQueryClient();
  const [includeSystem, setIncludeSystem] = useState(true);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const prepare = useCallback(
    (notes: WorkOrderNote[]) => toNoteRows(notes, users, includeSystem),
    [users, includeSystem],
  );
  const tab = useLocalGridTab({
    queryKey: detailKeys.notes(workorderid),
    queryFn: () => detailApi.notes(workorderid),
    prepare,
    columns: noteColumns,
    pageSize: 20,
    initialSort: [{ column: "createdDate", desc: true }],
    searchText: noteSearchText,
  });

  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadNotesPdf(wonumber, tab.allRows());
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Notes"
        getRowId={(r) => String(r.id)}
        height={560}
        emptyText="No notes"
        toolbar={
          <Checkbox
            label="Include System Notes"
            checked={includeSystem}
            onChange={(e) => {
              setIncludeSystem(e.currentTarget.checked);
              tab.grid.onChange({ ...tab.grid.value, page: 1 });
            }}
          />
        }
        toolbarEnd={
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              loading={exporting}
              onClick={() => void exportPdf()}
            >
              Export PDF
            </Button>
            {canAdd && (
              <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                Add Note
              </Button>
            )}
          </>
        }
      />
      {adding && (
        <AddNoteModal
          workorderid={workorderid}
          wonumber={wonumber}
          userOptions={users.map((u) => ({ value: String(u.id), label: `${u.firstname} ${u.lastname}` }))}
          withCustomerUpdated
          onClose={() => setAdding(false)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: detailKeys.notes(workorderid) })}
        />
      )}
    </>
  );
};
