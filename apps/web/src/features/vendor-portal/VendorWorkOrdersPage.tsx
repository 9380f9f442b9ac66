import type { VendorWorkOrderDetail, WorkOrderListRow } from "@fm/domain/contracts";
import { IconNote, IconUserCog } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { saveBlob } from "../../api/download.ts";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridMenuItem,
  type GridValue,
  mergeColumns,
  pagedQueryGridProps,
  portalWorkOrderColumns,
  StatusSwitch,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { readKeptOrder } from "../field/index.ts";
import { AssignTechModal } from "./AssignTechModal.tsx";
import { toCsv } from "./export-csv.ts";
import { VendorNoteModal } from "./VendorNoteModal.tsx";
import { type VendorStatus, vendorApi, vendorKeys } from "./vendor-portal-api.ts";

const STATUSES: readonly VendorStatus[] = ["open", "invoiced", "cancelled"];
/** Grid state kept in the browser under the spec's key (spec 1 §2). */
export const VENDOR_LIST_STORAGE_KEY = "workorderlist";
const PAGE_SIZE = 100;

const detailsPath = (id: number, status: VendorStatus) =>
  `/vendorprofile/workorderdetails?id=${id}&origin=${encodeURIComponent(`vendorprofile/workorderlist?status=${status}`)}`;

const loadValue = (columns: readonly GridColumn<WorkOrderListRow>[]): GridValue => {
  const fallback = defaultGridState(columns, PAGE_SIZE);
  try {
    const raw = localStorage.getItem(VENDOR_LIST_STORAGE_KEY);
    return { state: raw ? mergeColumns(JSON.parse(raw), columns) : fallback, page: 1 };
  } catch {
    return { state: fallback, page: 1 };
  }
};

/** /vendorprofile/workorderlist?status=open|invoiced|cancelled — 'My Work Orders' of the vendor portal. */
export const VendorWorkOrdersPage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get("status") ?? "open";
  const status: VendorStatus = (STATUSES as readonly string[]).includes(raw) ? (raw as VendorStatus) : "open";
  const columns = useLabelledColumns(
    "workorder",
    useMemo(
      () => portalWorkOrderColumns<WorkOrderListRow>("vendor", (id) => detailsPath(id, status)),
      [status],
    ),
  );
  const [value, setValue] = useState<GridValue>(() => loadValue(columns));
  const [noteFor, setNoteFor] = useState<WorkOrderListRow | null>(null);
  const [techFor, setTechFor] = useState<VendorWorkOrderDetail | null>(null);
  const queryClient = useQueryClient();
  /** Assign Tech opens on the order as it is now: its assigned tech preselected, its current version. */
  const openAssignTech = (r: WorkOrderListRow) =>
    void queryClient
      .fetchQuery({ queryKey: vendorKeys.detail(r.id), queryFn: () => readKeptOrder(r.id), staleTime: 0 })
      .then(setTechFor)
      .catch((err: unknown) => notifyFailure(err));
  const onChange = (next: GridValue) => {
    setValue(next);
    try {
      localStorage.setItem(VENDOR_LIST_STORAGE_KEY, JSON.stringify(next.state));
    } catch {
      /* storage disabled: not kept */
    }
  };
  const query = toListQuery(value.state, value.page, filterTypes(columns));
  const result = useQuery({
    queryKey: vendorKeys.list(status, query),
    queryFn: ({ signal }) => vendorApi.list(status, query, signal),
    placeholderData: keepPreviousData,
  });
  /** Export: every row of the current search and filters (up to 2,000), visible columns, as CSV. */
  const exportFile = async () => {
    const rows: WorkOrderListRow[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await vendorApi.list(status, { ...query, page, pageSize: 100 });
      rows.push(...res.rows);
      if (rows.length >= res.total || res.rows.length === 0) break;
    }
    const visible = new Set(value.state.columns.filter((c) => c.visible).map((c) => c.name));
    const csv = toCsv(
      rows,
      columns.filter((c) => visible.has(c.name)),
    );
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), "MyWorkOrders.csv");
  };
  const rowMenu = (r: WorkOrderListRow): GridMenuItem[] => {
    const locked = status !== "open";
    return [
      {
        key: "note",
        label: "Add Note",
        icon: <IconNote size={14} />,
        disabled: locked,
        onClick: () => setNoteFor(r),
      },
      {
        key: "tech",
        label: "Assign Tech",
        icon: <IconUserCog size={14} />,
        disabled: locked,
        onClick: () => openAssignTech(r),
      },
    ];
  };
  return (
    <>
      <DataGrid
        phoneCards
        label={`My Work Orders - ${status[0]?.toUpperCase()}${status.slice(1)}`}
        columns={columns}
        value={value}
        onChange={onChange}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id)}
        rowLabel={(r) => r.wonumber}
        rowMenu={rowMenu}
        onExport={exportFile}
        onRowOpen={(r) => navigate(detailsPath(r.id, status))}
        selectable
        emptyText={`No ${status} work orders`}
        toolbar={
          <StatusSwitch
            size="xs"
            value={status}
            onChange={(s) => {
              setParams({ status: s });
              onChange({ ...value, page: 1 });
            }}
            data={[
              { value: "open", label: "Open" },
              { value: "invoiced", label: "Invoiced" },
              { value: "cancelled", label: "Cancelled" },
            ]}
          />
        }
      />
      {noteFor && (
        <VendorNoteModal
          workorderid={noteFor.id}
          wonumber={noteFor.wonumber}
          onClose={() => setNoteFor(null)}
        />
      )}
      {techFor && (
        <AssignTechModal
          workorderid={techFor.id}
          wonumber={techFor.wonumber}
          version={techFor.version}
          techid={techFor.techid}
          onClose={() => setTechFor(null)}
        />
      )}
    </>
  );
};
