import type { ReactNode } from "react";
import {
  actionsColumn,
  dateColumn,
  type GridColumn,
  moneyColumn,
  noteColumn,
  yesNoColumn,
} from "../../../components/datagrid/index.ts";
import type { CustomerInvoice } from "./types.ts";

/** Columns of the Invoice & Payments grid (spec 2 §2). */
export const invoiceColumns = (actions: (i: CustomerInvoice) => ReactNode): GridColumn<CustomerInvoice>[] => [
  moneyColumn("amount", "Invoice Amount", 140),
  dateColumn("invoicedate", "Invoice Date", 120),
  dateColumn("duedate", "Due Date", 110),
  dateColumn("completedate", "Complete Date", 125),
  { name: "sentby", caption: "Sent By", width: 130 },
  yesNoColumn("billwithoutsignoff", "Bill w/o Signoff", 130),
  yesNoColumn("isapproved", "Approved?", 105),
  yesNoColumn("isrejected", "Rejected?", 100),
  noteColumn(220),
  actionsColumn(actions),
];

export const invoiceSearchText = (i: CustomerInvoice) =>
  [i.invoicenumber, i.amount, i.sentby, i.note].join(" ");
