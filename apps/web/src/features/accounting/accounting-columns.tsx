import { Anchor, Badge, Checkbox, Text, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { dateColumn, moneyColumn, yesNoColumn } from "../../components/datagrid/column-kinds.tsx";
import { formatDateTime } from "../../components/datagrid/format.ts";
import type { GridColumn } from "../../components/datagrid/index.ts";
import type { ColumnFields } from "../../components/labels/index.ts";
import type {
  PendingCustomerInvoicingRow,
  PendingVendorBillingRow,
  PendingVendorRow,
  TransmissionLogRow,
} from "./accounting-api.ts";

/**
 * The accounting grids' captions tied to fields (spec 1 §1), read through `useLabelledColumns("workorder", …)`:
 * columns named like a work-order field (customerName, invoiceAmount, completeDate, dueDate) take its name;
 * these map the others.
 */
export const ACCOUNTING_FIELDS: ColumnFields = {
  vendorName: ["Vendors", "vendor"],
  workorderNumber: "wonumber",
  workOrderNumber: "wonumber",
};

/** Vendor names open /vendor/details and work-order numbers /workorder/details, both in a new tab (spec 3 §2.12). */
export const vendorLink = (id: number, name: string) => (
  <Anchor href={`/vendor/details?id=${id}`} target="_blank" rel="noopener" size="sm">
    {name}
  </Anchor>
);
export const workOrderLink = (id: number | null, number: string | null) =>
  id === null ? (
    (number ?? "")
  ) : (
    <Anchor href={`/workorder/details?id=${id}`} target="_blank" rel="noopener" size="sm">
      {number}
    </Anchor>
  );

/** The approvedByAccounting tick of a row: ticked locally, sent with 'Push Approved to QB'. */
export const approvedColumn = <Row extends object>(
  isApproved: (row: Row) => boolean,
  toggle: (row: Row, value: boolean) => void,
  label: (row: Row) => string,
): GridColumn<Row> => ({
  name: "approvedByAccounting",
  caption: "Approved",
  type: "boolean",
  width: 100,
  align: "center",
  sortable: false,
  filterable: false,
  hideable: false,
  cell: (row) => (
    <Checkbox
      aria-label={`Approve ${label(row)}`}
      checked={isApproved(row)}
      onChange={(e) => toggle(row, e.currentTarget.checked)}
      onClick={(e) => e.stopPropagation()}
    />
  ),
});

/** Failed transmission: the row is an error row (spec 3 §4) with QuickBooks' message. */
const errorColumn = <Row extends { isError: boolean; errorMessage: string | null }>(): GridColumn<Row> => ({
  name: "errorMessage",
  caption: "QuickBooks",
  width: 140,
  sortable: false,
  cell: (row): ReactNode =>
    row.isError ? (
      <Tooltip label={row.errorMessage ?? "The last transmission failed."} multiline w={360}>
        <Badge color="red" variant="light" tt="none">
          Error
        </Badge>
      </Tooltip>
    ) : null,
});

export const vendorBillColumns = (): GridColumn<PendingVendorBillingRow>[] => [
  {
    name: "vendorName",
    caption: "Vendor",
    width: 220,
    cell: (r) => vendorLink(r.vendorId, r.vendorName),
  },
  {
    name: "billingVendorId",
    caption: "Billing Vendor ID",
    width: 140,
    cell: (r) =>
      r.billingVendorId ?? (
        <Text size="sm" c="red">
          Not matched
        </Text>
      ),
  },
  {
    name: "workorderNumber",
    caption: "Work Order #",
    width: 130,
    cell: (r) => workOrderLink(r.workorderId, r.workorderNumber),
  },
  { name: "vendorInvoiceNumber", caption: "Vendor Invoice #", width: 140 },
  moneyColumn<PendingVendorBillingRow>("vendorAmount", "Vendor Amount", 120),
  yesNoColumn<PendingVendorBillingRow>("paidByCC", "Paid By CC", 100),
  { name: "vendorInvoiceApprovedBy", caption: "Approved By", width: 150 },
  dateColumn<PendingVendorBillingRow>("vendorInvoiceApprovedDate", "Approved Date", 120),
  errorColumn<PendingVendorBillingRow>(),
];

export const customerInvoiceColumns = (): GridColumn<PendingCustomerInvoicingRow>[] => [
  { name: "customerName", caption: "Customer", width: 200 },
  {
    name: "workorderNumber",
    caption: "Work Order #",
    width: 130,
    cell: (r) => workOrderLink(r.workorderId, r.workorderNumber),
  },
  { name: "invoiceNumber", caption: "Invoice #", width: 130 },
  moneyColumn<PendingCustomerInvoicingRow>("invoiceAmount", "Invoice Amount", 120),
  moneyColumn<PendingCustomerInvoicingRow>("vendorCost", "Vendor Cost", 110),
  dateColumn<PendingCustomerInvoicingRow>("completeDate", "Complete Date", 120),
  dateColumn<PendingCustomerInvoicingRow>("invoiceDate", "Invoice Date", 120),
  dateColumn<PendingCustomerInvoicingRow>("dueDate", "Due Date", 110),
  yesNoColumn<PendingCustomerInvoicingRow>("nodFlagged", "NOD", 80),
  errorColumn<PendingCustomerInvoicingRow>(),
];

export const vendorUpdateColumns = (): GridColumn<PendingVendorRow>[] => [
  { name: "vendorName", caption: "Vendor", width: 240, cell: (r) => vendorLink(r.vendorId, r.vendorName) },
  { name: "billingVendorId", caption: "Billing Vendor ID", width: 150 },
  {
    name: "modifiedDate",
    caption: "Changed",
    type: "date",
    width: 170,
    cell: (r) => formatDateTime(r.modifiedDate),
  },
  {
    name: "lastPushedDate",
    caption: "Last Sent",
    type: "date",
    width: 170,
    cell: (r) => (r.lastPushedDate ? formatDateTime(r.lastPushedDate) : "Never"),
  },
  errorColumn<PendingVendorRow>(),
];

export const LOG_COLUMNS: readonly GridColumn<TransmissionLogRow>[] = [
  {
    name: "startTime",
    caption: "Start Time",
    type: "date",
    width: 170,
    sortable: false,
    cell: (r) => formatDateTime(r.startTime),
  },
  {
    name: "endTime",
    caption: "End Time",
    type: "date",
    width: 170,
    sortable: false,
    cell: (r) => formatDateTime(r.endTime),
  },
  {
    name: "workOrderNumber",
    caption: "Work Order #",
    width: 130,
    sortable: false,
    cell: (r) => workOrderLink(r.workOrderId, r.workOrderNumber),
  },
  { name: "vendorName", caption: "Vendor", width: 180, sortable: false },
  { name: "customerName", caption: "Customer", width: 180, sortable: false },
  { name: "invoiceNumber", caption: "Invoice #", width: 130, sortable: false },
  {
    name: "success",
    caption: "Success",
    type: "boolean",
    width: 90,
    sortable: false,
    cell: (r) => (
      <Badge color={r.success ? "green" : "red"} variant="light" tt="none">
        {r.success ? "Yes" : "No"}
      </Badge>
    ),
  },
  {
    name: "errorMessage",
    caption: "Error",
    width: 320,
    sortable: false,
    cell: (r) =>
      r.errorMessage ? (
        <Text size="xs" c="red" title={r.errorMessage} truncate>
          {r.errorMessage}
        </Text>
      ) : null,
  },
];
