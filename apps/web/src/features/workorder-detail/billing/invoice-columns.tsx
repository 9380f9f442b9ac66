import type { ReactNode } from "react";
import { formatDate, formatMoney, type GridColumn } from "../../../components/datagrid/index.ts";
import type { CustomerInvoice } from "./types.ts";

const yesNo = (v: boolean) => (v ? "Yes" : "No");

/** Columns of the Invoice & Payments grid (spec 2 §2). */
export const invoiceColumns = (actions: (i: CustomerInvoice) => ReactNode): GridColumn<CustomerInvoice>[] => [
  {
    name: "amount",
    caption: "Invoice Amount",
    type: "number",
    width: 140,
    align: "right",
    cell: (i) => formatMoney(i.amount),
  },
  {
    name: "invoicedate",
    caption: "Invoice Date",
    type: "date",
    width: 120,
    cell: (i) => formatDate(i.invoicedate),
  },
  { name: "duedate", caption: "Due Date", type: "date", width: 110, cell: (i) => formatDate(i.duedate) },
  {
    name: "completedate",
    caption: "Complete Date",
    type: "date",
    width: 125,
    cell: (i) => formatDate(i.completedate),
  },
  { name: "sentby", caption: "Sent By", width: 130 },
  {
    name: "billwithoutsignoff",
    caption: "Bill w/o Signoff",
    type: "boolean",
    width: 130,
    cell: (i) => yesNo(i.billwithoutsignoff),
  },
  { name: "isapproved", caption: "Approved?", type: "boolean", width: 105, cell: (i) => yesNo(i.isapproved) },
  { name: "isrejected", caption: "Rejected?", type: "boolean", width: 100, cell: (i) => yesNo(i.isrejected) },
  {
    name: "note",
    caption: "Note",
    width: 220,
    cell: (i) => <span title={i.note ?? ""}>{i.note ?? ""}</span>,
  },
  {
    name: "actions",
    caption: "Actions",
    width: 80,
    align: "center",
    sortable: false,
    filterable: false,
    hideable: false,
    cell: actions,
  },
];

export const invoiceSearchText = (i: CustomerInvoice) =>
  [i.invoicenumber, i.amount, i.sentby, i.note].join(" ");
