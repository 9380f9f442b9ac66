import type { CustomerInvoice, CustomerInvoicesExportQuery } from "@fm/domain/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { notFound } from "../../platform/errors.ts";
import { type ExportColumn, XLSX_MONEY } from "../../platform/xlsx/xlsx-export.ts";
import { listCustomerInvoices } from "./customer-invoices.service.ts";

const DATE = "mm/dd/yyyy";

/** The customer Invoices tab's columns, as the grid shows them. */
export const CUSTOMER_INVOICE_EXPORT_COLUMNS: ExportColumn<CustomerInvoice>[] = [
  { header: "Invoice #", value: (i) => i.invoicenumber, width: 16 },
  { header: "Work Order #", value: (i) => i.wonumber, width: 16 },
  { header: "Invoice Amount", value: (i) => i.amount, numFmt: XLSX_MONEY, width: 16 },
  { header: "Invoice Date", value: (i) => new Date(i.invoicedate), numFmt: DATE, width: 14 },
  { header: "Due Date", value: (i) => new Date(i.duedate), numFmt: DATE, width: 14 },
  { header: "Note", value: (i) => i.note ?? "", width: 40 },
];

/**
 * Export of the customer Invoices tab ("export including selected data", spec 2 §2 Portals): the invoices the
 * caller sees on the order, or the selected ones; an id that is not one of them answers 404 (never a row of
 * another order or customer).
 */
export const exportCustomerInvoices = async (db: Db, user: AuthUser, q: CustomerInvoicesExportQuery) => {
  const shown = await listCustomerInvoices(db, user, q.workorderid);
  if (q.ids.length === 0) return shown;
  const byId = new Map(shown.map((i) => [i.id, i]));
  return q.ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound("Invoice");
    return row;
  });
};
