import { Button, Checkbox } from "@mantine/core";
import { IconFileTypePdf, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
} from "../../../components/datagrid/index.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { applyLocalGrid } from "../../../components/local-grid.ts";
import { notifyError } from "../../../components/notify.ts";
import { AddNoteModal } from "../../workorders/row-actions/AddNoteModal.tsx";
import { detailApi, detailKeys, type PersonOption } from "../detail-api.ts";
import { type NoteRow, noteColumns, noteText, pertainsToName, SYSTEM_TYPES } from "./note-columns.tsx";
import { downloadNotesPdf } from "./notes-pdf.ts";

const initialState = () => {
  const state = defaultGridState(noteColumns, 20);
  return { ...state, sort: [{ column: "createdDate", desc: true }] };
};

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
  const notes = useQuery({
    queryKey: detailKeys.notes(workorderid),
    queryFn: () => detailApi.notes(workorderid),
  });
  const [includeSystem, setIncludeSystem] = useState(true);
  const [grid, setGrid] = useState<GridValue>(() => ({ state: initialState(), page: 1 }));
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  const rows = useMemo<NoteRow[]>(() => {
    const names = new Map(users.map((u) => [u.id, `${u.firstname} ${u.lastname}`]));
    return [...(notes.data ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((n, i) => ({
        ...n,
        number: i + 1,
        emailnames: (n.emailuserids ?? []).map((id) => names.get(id) ?? `#${id}`).join(", "),
      }))
      .filter((n) => includeSystem || !SYSTEM_TYPES.includes(n.type));
  }, [notes.data, users, includeSystem]);

  const types = useMemo(() => filterTypes(noteColumns), []);
  const options = useMemo(
    () => ({
      types,
      searchText: (r: NoteRow) =>
        `${r.number} ${noteText(r)} ${r.createdbyname} ${r.type} ${pertainsToName(r.pertainsto)} ${r.emailnames} ${r.emails ?? ""}`,
    }),
    [types],
  );
  const page = useMemo(() => applyLocalGrid(rows, grid.state, grid.page, options), [rows, grid, options]);

  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadNotesPdf(wonumber, rowsInOrder(rows, grid, options));
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <DataGrid
        label="Notes"
        columns={noteColumns}
        value={grid}
        onChange={setGrid}
        data={page}
        loading={notes.isPending}
        fetching={notes.isFetching}
        error={notes.error}
        onRetry={() => void notes.refetch()}
        getRowId={(r) => String(r.id)}
        height={560}
        emptyText="No notes"
        toolbar={
          <Checkbox
            label="Include System Notes"
            checked={includeSystem}
            onChange={(e) => {
              setIncludeSystem(e.currentTarget.checked);
              setGrid((g) => ({ ...g, page: 1 }));
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

/** Every row that passes the grid's search and filters, in its sort order (the PDF holds them all). */
const rowsInOrder = (
  rows: NoteRow[],
  grid: GridValue,
  options: Parameters<typeof applyLocalGrid<NoteRow>>[3],
): NoteRow[] => {
  const out: NoteRow[] = [];
  for (let p = 1; ; p++) {
    const chunk = applyLocalGrid(rows, { ...grid.state, pageSize: 100 }, p, options);
    out.push(...chunk.rows);
    if (chunk.page < p || out.length >= chunk.total) return out;
  }
};
