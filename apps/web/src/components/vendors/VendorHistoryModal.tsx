import { WORK_ORDER_STATUSES } from "@fm/domain";
import { WorkOrderListPage, type WorkOrderListRow } from "@fm/domain/contracts";
import { Anchor, Badge, Select } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../api/instance.ts";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridValue,
  type ListQuery,
  pagedQueryGridProps,
  toListQuery,
} from "../datagrid/index.ts";
import { type ColumnFields, useLabelledColumns } from "../labels/index.ts";
import { SizedModal } from "../SizedModal.tsx";

/** A work order of the WO Count history popup: the contract's list row. */
type HistoryWorkOrder = WorkOrderListRow;

/** The popup's query key root (the same root as the vendor record's History tab). */
const historyKey = (vendorid: number) => ["vendor-history", vendorid] as const;

const fetchHistory = (vendorid: number, statusid: number | null, query: ListQuery) =>
  api.get("/api/vendor/getopenworkorders", {
    query: { ...query, vendorid, statusid: statusid ?? undefined },
    response: WorkOrderListPage,
  });

const columns: GridColumn<HistoryWorkOrder>[] = [
  {
    name: "wonumber",
    caption: "WO #",
    width: 130,
    cell: (r) => (
      <Anchor href={`/workorder/details?id=${r.id}&origin=workorder`} target="_blank" size="sm">
        {r.wonumber}
      </Anchor>
    ),
  },
  {
    name: "status",
    caption: "Status",
    width: 150,
    cell: (r) => (
      <Badge color={r.statuscolor} variant="light" size="sm">
        {r.status}
      </Badge>
    ),
  },
  { name: "customername", caption: "Customer", width: 200 },
  { name: "jobsite", caption: "Job Site", width: 160 },
  { name: "city", caption: "City", width: 130 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "createddate", caption: "Created Date", type: "date", width: 170 },
  { name: "dispatchdate", caption: "Dispatch Date", type: "date", width: 170 },
  { name: "briefdescription", caption: "Brief Description", width: 260 },
];
const types = filterTypes(columns);
/** Work-order captions from the field-name dictionary; the job site's from the job-site table's. */
const fields: ColumnFields = {
  wonumber: null, // 'WO #' here, 'Work Order #' in the list
  jobsite: ["customerjobsite", "jobsite"],
  createddate: null, // 'Created Date' here, 'Receive Date' in the list
};
const statusOptions = [
  { value: "", label: "All Active" },
  ...WORK_ORDER_STATUSES.map((s) => ({ value: String(s.id), label: s.name })),
];

/**
 * WO Count: the history of a vendor's work orders (GET /api/vendor/getopenworkorders): Select Vendor, vendor
 * search and the vendors list's open-orders popup.
 */
export const VendorHistoryModal = ({
  vendor,
  onClose,
}: {
  vendor: { id: number; name: string };
  onClose: () => void;
}) => {
  const labelled = useLabelledColumns("workorder", columns, fields);
  const [value, setValue] = useState<GridValue>({
    state: { ...defaultGridState(columns, 20), sort: [{ column: "createddate", desc: true }] },
    page: 1,
  });
  const [status, setStatus] = useState("");
  const statusid = status ? Number(status) : null;
  const query = toListQuery(value.state, value.page, types);
  const result = useQuery({
    queryKey: [...historyKey(vendor.id), statusid, query],
    queryFn: () => fetchHistory(vendor.id, statusid, query),
    placeholderData: keepPreviousData,
  });
  return (
    <SizedModal onClose={onClose} title={`Work Order History - ${vendor.name}`} width="80%" height={700}>
      <DataGrid
        label="Vendor work orders"
        columns={labelled}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id)}
        height={600}
        toolbar={
          <Select
            size="xs"
            w={200}
            aria-label="Status"
            data={statusOptions}
            value={status}
            allowDeselect={false}
            onChange={(v) => {
              setStatus(v ?? "");
              setValue((x) => ({ ...x, page: 1 }));
            }}
            comboboxProps={{ withinPortal: true }}
          />
        }
      />
    </SizedModal>
  );
};
