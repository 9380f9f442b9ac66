import { htmlToText } from "@fm/domain";
import { isPlainTextNote, noteAsHtml, type WorkOrderNote } from "@fm/domain/contracts";
import { Button, Typography } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { VendorNoteModal } from "./VendorNoteModal.tsx";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

type NoteRow = WorkOrderNote & { number: number };

const columns: GridColumn<NoteRow>[] = [
  { name: "number", caption: "#", type: "number", width: 56, align: "right" },
  {
    name: "note",
    caption: "Note",
    width: 460,
    cell: (r) => (
      <Typography fz="sm" p={0} m={0} style={{ whiteSpace: "normal" }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich-text notes are sanitised by the server; plain-text notes are escaped by noteAsHtml */}
        <div dangerouslySetInnerHTML={{ __html: noteAsHtml(r) }} />
      </Typography>
    ),
  },
  { name: "createdbyname", caption: "Added By", width: 160 },
  { name: "createdDate", caption: "Date", type: "date", width: 170 },
  { name: "type", caption: "Type", width: 140 },
];

const prepare = (rows: WorkOrderNote[]): NoteRow[] => rows.map((n, i) => ({ ...n, number: i + 1 }));
const searchText = (n: NoteRow) =>
  `${isPlainTextNote(n.type) ? n.note : htmlToText(n.note)} ${n.createdbyname}`;

/** Notes tab of the vendor detail: only the notes the vendor may see (canvendorsee), with the portal Add Note. */
export const VendorNotesTab = ({
  workorderid,
  wonumber,
  locked,
}: {
  workorderid: number;
  wonumber: string;
  locked: boolean;
}) => {
  const [adding, setAdding] = useState(false);
  const tab = useLocalGridTab({
    queryKey: vendorKeys.notes(workorderid),
    queryFn: () => vendorApi.notes(workorderid),
    prepare,
    columns,
    pageSize: 20,
    initialSort: [{ column: "createdDate", desc: true }],
    searchText,
    storageKey: "vendornotelist",
  });
  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Notes"
        getRowId={(n) => String(n.id)}
        height={440}
        simple
        emptyText="No notes yet"
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={locked}
            onClick={() => setAdding(true)}
          >
            Add Note
          </Button>
        }
      />
      {adding && (
        <VendorNoteModal workorderid={workorderid} wonumber={wonumber} onClose={() => setAdding(false)} />
      )}
    </>
  );
};
