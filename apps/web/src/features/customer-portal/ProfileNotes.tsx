import type { CustomerProfileNote } from "@fm/domain/contracts";
import { Typography } from "@mantine/core";
import { DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

const columns: GridColumn<CustomerProfileNote>[] = [
  {
    name: "note",
    caption: "Note",
    width: 560,
    cell: (n) => (
      <Typography fz="sm" p={0} m={0} style={{ whiteSpace: "normal" }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: customer notes are sanitised by the server on the way in (html() contract) */}
        <div dangerouslySetInnerHTML={{ __html: n.note }} />
      </Typography>
    ),
  },
  { name: "createdByUser", caption: "Created By", width: 180 },
  { name: "createddate", caption: "Date", type: "date", width: 170 },
];
const searchText = (n: CustomerProfileNote) => `${n.note} ${n.createdByUser}`;

/** The self-view's Notes: read-only, only the notes staff marked visible to the customer (spec 2 §4). */
export const ProfileNotes = () => {
  const tab = useLocalGridTab({
    queryKey: portalKeys.customerNotes,
    queryFn: portalApi.customerNotes,
    columns,
    pageSize: 20,
    initialSort: [{ column: "createddate", desc: true }],
    searchText,
  });
  return (
    <DataGrid
      {...tab.grid}
      label="Notes"
      getRowId={(n) => String(n.id)}
      emptyText="No notes yet"
      height={320}
    />
  );
};
