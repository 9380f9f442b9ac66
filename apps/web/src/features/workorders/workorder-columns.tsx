import { FIELD_STATE_LABELS, type FieldState } from "@fm/domain/contracts";
import { Tooltip } from "@mantine/core";
import { IconFlagFilled } from "@tabler/icons-react";
import {
  CellLine,
  ColorSwatch,
  formatDate,
  formatDateTime,
  formatMoney,
  type GridColumn,
  GridLink,
  tradesColumn,
  vendorsColumn,
  WorkOrderNumberLink,
  WorkOrderStatusCell,
} from "../../components/datagrid/index.ts";
import type { WorkOrderRow, WorkOrderStatus } from "./workorder-api.ts";

export type WorkOrderOrigin = "workorder" | "dashboard";

const stripHtml = (html: string | null) =>
  (html ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const FIELD_COLORS: Record<FieldState, string> = { onsite: "#2b8a3e", late: "#e67700", noshow: "#c92a2a" };

/** Issue 31: On site / Late / No-show from the technicians' check-ins (computed by the server). */
export const fieldStateColumn = <R extends { fieldstate: FieldState | null }>(): GridColumn<R> => ({
  name: "fieldstate",
  caption: "Field",
  width: 100,
  sortable: false,
  filterable: false,
  cell: (r) =>
    r.fieldstate ? (
      <CellLine>
        <ColorSwatch color={FIELD_COLORS[r.fieldstate]} />
        <span>{FIELD_STATE_LABELS[r.fieldstate]}</span>
      </CellLine>
    ) : (
      ""
    ),
});

const SLA_COLORS = { running: "#2b8a3e", at_risk: "#e67700", breached: "#c92a2a" } as const;
const SLA_LABELS = { running: "On track", at_risk: "At risk", breached: "Breached" } as const;

/** Issue 32: the next SLA clock's state (from the stored due time, read at the server's now). */
export const slaStateColumn = <R extends { slastate?: keyof typeof SLA_LABELS | null }>(): GridColumn<R> => ({
  name: "slastate",
  caption: "SLA",
  width: 100,
  sortable: false,
  filterable: false,
  hidden: true,
  cell: (r) =>
    r.slastate ? (
      <CellLine>
        <ColorSwatch color={SLA_COLORS[r.slastate]} />
        <span>{SLA_LABELS[r.slastate]}</span>
      </CellLine>
    ) : (
      ""
    ),
});

/**
 * The work-order grid's columns. The Dispatcher Dashboard's visible ones are spec 1 §2 (work order number,
 * customer, priority, site, city, state, PO number, dispatcher, dispatch, schedule and follow-up dates,
 * vendors, trades, status); customer dispatcher, last note and flagged are hidden; the rest are extra,
 * hidden until chosen.
 */
export const workOrderColumns = (
  origin: WorkOrderOrigin,
  statuses: readonly WorkOrderStatus[],
): GridColumn<WorkOrderRow>[] => [
  {
    name: "wonumber",
    caption: "Work Order #",
    width: 130,
    hideable: false,
    cell: (r) => (
      <CellLine gap={4}>
        {r.flagged && <IconFlagFilled size={12} aria-label="Flagged" color="var(--mantine-color-red-7)" />}
        <WorkOrderNumberLink to={`/workorder/details?id=${r.id}&origin=${origin}`} wonumber={r.wonumber} />
      </CellLine>
    ),
  },
  {
    name: "customername",
    caption: "Customer",
    width: 180,
    cell: (r) => <GridLink to={`/customer/details?id=${r.customerid}`}>{r.customername}</GridLink>,
  },
  { name: "priority", caption: "Priority", width: 100 },
  { name: "jobsite", caption: "Site", width: 150 },
  { name: "city", caption: "City", width: 120 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "ponumber", caption: "PO #", width: 110 },
  { name: "dispatcher", caption: "Dispatcher", width: 140 },
  { name: "dispatchdate", caption: "Dispatch Date", type: "date", width: 170 },
  { name: "scheduledate", caption: "Schedule Date", type: "date", width: 170 },
  { name: "promisedate", caption: "Follow-up Date", type: "date", width: 170 },
  vendorsColumn<WorkOrderRow>(),
  tradesColumn<WorkOrderRow>(),
  {
    name: "status",
    caption: "Status",
    width: 170,
    headerFilter: {
      column: "statusid",
      options: statuses.map((s) => ({ value: s.id, label: s.name, color: s.color })),
    },
    cell: (r) => <WorkOrderStatusCell row={r} />,
  },
  fieldStateColumn<WorkOrderRow>(),
  slaStateColumn<WorkOrderRow>(),
  {
    name: "sladueat",
    caption: "SLA Due",
    type: "date",
    width: 170,
    hidden: true,
    cell: (r) => formatDateTime(r.sladueat),
  },
  { name: "customerdispatcher", caption: "Customer Dispatcher", width: 160, hidden: true },
  {
    name: "lastnote",
    caption: "Last Note",
    width: 240,
    hidden: true,
    sortable: false,
    cell: (r) => {
      const text = stripHtml(r.lastnote);
      return text ? (
        <Tooltip label={text} multiline w={360} openDelay={500}>
          <span>{text}</span>
        </Tooltip>
      ) : (
        ""
      );
    },
  },
  { name: "flagged", caption: "Flagged", type: "boolean", width: 90, hidden: true },
  { name: "briefdescription", caption: "Brief Description", width: 260, hidden: true },
  { name: "streetaddress", caption: "Address", width: 200, hidden: true },
  { name: "createddate", caption: "Receive Date", type: "date", width: 170, hidden: true },
  { name: "modifieddate", caption: "Modified Date", type: "date", width: 170, hidden: true },
  { name: "duedate", caption: "Due Date", type: "date", width: 170, hidden: true },
  { name: "completedate", caption: "Complete Date", type: "date", width: 170, hidden: true },
  {
    name: "nte",
    caption: "NTE",
    type: "number",
    width: 110,
    hidden: true,
    align: "right",
    cell: (r) => formatMoney(r.nte),
  },
  {
    name: "invoiceamount",
    caption: "Invoice Amount",
    type: "number",
    width: 130,
    hidden: true,
    align: "right",
    cell: (r) => formatMoney(r.invoiceamount),
  },
];

/** Columns the server's WorkOrders.xlsx export knows (workorder-export.ts). */
export const EXPORTABLE = new Set([
  "wonumber",
  "ponumber",
  "customername",
  "jobsite",
  "streetaddress",
  "city",
  "statecode",
  "postalcode",
  "priority",
  "status",
  "dispatcher",
  "customerdispatcher",
  "createddate",
  "modifieddate",
  "dispatchdate",
  "scheduledate",
  "promisedate",
  "completedate",
  "duedate",
  "briefdescription",
  "vendors",
  "trades",
  "nte",
  "invoiceamount",
  "proposalamount",
  "managementprovider",
  "lastnote",
  "flagged",
]);

export { formatDate, formatDateTime };
