import { Anchor, Button } from "@mantine/core";
import { useState } from "react";
import { DataGrid, dateColumn, type GridColumn } from "../../components/datagrid/index.ts";
import { type ColumnFields, useLabelledColumns } from "../../components/labels/index.ts";
import { SizedModal } from "../../components/SizedModal.tsx";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { VendorHistoryModal as VendorOpenOrdersModal } from "../../components/vendors/index.ts";
import { type VendorHistoryRow, vendorKeys, vendorsApi } from "./vendors-api.ts";

interface HistoryGridRow extends VendorHistoryRow {
  company: string;
}

const columns: GridColumn<HistoryGridRow>[] = [
  {
    name: "wonumber",
    caption: "Work Order",
    width: 140,
    cell: (r) => (
      <Anchor href={`/workorder/details?id=${r.workorderid}`} target="_blank" size="sm">
        {r.wonumber}
      </Anchor>
    ),
  },
  { name: "dispatcher", caption: "Dispatcher", width: 160 },
  { name: "company", caption: "Company", width: 220 },
  dateColumn<HistoryGridRow>("promisedate", "Date Promised", 130),
  { name: "status", caption: "Status", width: 140 },
];

/** Dispatcher and Status from the field-name dictionary; the spec words the others differently. */
const fields: ColumnFields = { wonumber: null, promisedate: null };
const prepare = (rows: VendorHistoryRow[]): HistoryGridRow[] =>
  rows.map((r) => ({ ...r, company: r.customername }));
const searchText = (r: HistoryGridRow) => `${r.wonumber} ${r.customername} ${r.dispatcher ?? ""}`;

/**
 * The WO Count popup of the Vendors list (spec 3 §2.7): History Details (work order, dispatcher, company,
 * date promised) and, from its button, the vendor's open work orders (GET /api/vendor/getopenworkorders).
 */
export const HistoryDetailsModal = ({
  vendor,
  onClose,
}: {
  vendor: { id: number; name: string };
  onClose: () => void;
}) => {
  const [openOrders, setOpenOrders] = useState(false);
  const labelled = useLabelledColumns("workorder", columns, fields);
  const tab = useLocalGridTab<HistoryGridRow, VendorHistoryRow>({
    queryKey: vendorKeys.history(vendor.id),
    queryFn: () => vendorsApi.history(vendor.id),
    columns: labelled,
    pageSize: 20,
    prepare,
    searchText,
  });
  return (
    <>
      <SizedModal onClose={onClose} title={`History Details - ${vendor.name}`} width={900} height={600}>
        <DataGrid
          {...tab.grid}
          label="History Details"
          getRowId={(r) => String(r.workorderid)}
          emptyText="No work orders yet"
          height={480}
          toolbarEnd={
            <Button size="xs" variant="default" onClick={() => setOpenOrders(true)}>
              Open Work Orders
            </Button>
          }
        />
      </SizedModal>
      {openOrders && <VendorOpenOrdersModal vendor={vendor} onClose={() => setOpenOrders(false)} />}
    </>
  );
};
