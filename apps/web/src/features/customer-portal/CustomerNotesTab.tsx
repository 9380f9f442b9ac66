import { noteAsHtml, type PortalNote } from "@fm/domain/contracts";
import { Badge, Button, Stack, Typography } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { CustomerNoteModal } from "./CustomerNoteModal.tsx";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

const columns: GridColumn<PortalNote>[] = [
  {
    name: "note",
    caption: "Note",
    width: 520,
    cell: (n) => (
      <Typography fz="sm" p={0} m={0} style={{ whiteSpace: "normal" }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich notes are sanitised by the server; plain-text ones are escaped by noteAsHtml */}
        <div dangerouslySetInnerHTML={{ __html: noteAsHtml(n) }} />
      </Typography>
    ),
  },
  {
    name: "createdbyname",
    caption: "Added By",
    width: 180,
    cell: (n) => (
      <>
        {n.createdbyname}{" "}
        {n.mine && (
          <Badge size="xs" variant="light" ml={4}>
            You
          </Badge>
        )}
      </>
    ),
  },
  { name: "createddate", caption: "Date", type: "date", width: 170 },
];
const searchText = (n: PortalNote) => `${n.note} ${n.createdbyname}`;

/** Notes tab of the customer-facing detail: only the notes meant for the customer (isvisibletocustomer). */
export const CustomerNotesTab = ({
  wo,
  editable,
}: {
  wo: { id: number; wonumber: string };
  editable: boolean;
}) => {
  const [adding, setAdding] = useState(false);
  const tab = useLocalGridTab({
    queryKey: portalKeys.notes(wo.id),
    queryFn: () => portalApi.notes(wo.id),
    columns,
    pageSize: 20,
    initialSort: [{ column: "createddate", desc: true }],
    searchText,
  });
  return (
    <Stack gap="xs">
      <DataGrid
        {...tab.grid}
        label="Notes"
        getRowId={(n) => String(n.id)}
        emptyText="No notes yet"
        height={420}
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!editable}
            onClick={() => setAdding(true)}
          >
            Add Note
          </Button>
        }
      />
      {adding && <CustomerNoteModal workorder={wo} onClose={() => setAdding(false)} />}
    </Stack>
  );
};
