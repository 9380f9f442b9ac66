import { fromCents, lineTotals, toCents } from "@fm/domain";
import type { PendingCustomerInvoicingRow, PendingVendorBillingRow } from "@fm/domain/contracts";
import type { Bill, Invoice } from "node-quickbooks";

/** QuickBooks' DocNumber holds at most 21 characters. */
const docNumber = (s: string) => s.slice(0, 21);
const day = (iso: string | null) => (iso ?? new Date().toISOString()).slice(0, 10);

/** A vendor bill as a QBO Bill against the vendor matched by billingvendorid, one expense line. */
export const billFor = (
  row: PendingVendorBillingRow,
  qboVendorId: string,
  expenseAccountId: string,
): Bill => ({
  VendorRef: { value: qboVendorId, name: row.vendorName },
  DocNumber: docNumber(row.vendorInvoiceNumber),
  TxnDate: day(row.vendorInvoiceApprovedDate),
  PrivateNote: `FM Dispatch work order ${row.workorderNumber}${row.paidByCC ? " (paid by credit card)" : ""}`,
  Line: [
    {
      DetailType: "AccountBasedExpenseLineDetail",
      Amount: row.vendorAmount,
      Description: `Work order ${row.workorderNumber}, vendor invoice ${row.vendorInvoiceNumber}`,
      AccountBasedExpenseLineDetail: { AccountRef: { value: expenseAccountId } },
    },
  ],
});

/**
 * A customer invoice as a QBO Invoice: one sales line per invoice line (Qty × UnitPrice = Amount, as QuickBooks
 * checks), and the lines' tax (spec 2 §9: tax rate percent of the subtotal) as one more line, so the QuickBooks total
 * equals ours to the cent. An invoice without lines is sent as one line of its amount.
 */
export const invoiceFor = (
  row: PendingCustomerInvoicingRow,
  qboCustomerId: string,
  serviceItemId: string,
): Invoice => {
  const item = { ItemRef: { value: serviceItemId } };
  const details = row.pendingCustomerInvoicingDetails;
  const Line: NonNullable<Invoice["Line"]> = [];
  let taxCents = 0;
  for (const d of details) {
    const t = lineTotals({ quantity: d.itemQuantity, rate: d.itemPrice, taxrate: d.itemTaxRate });
    taxCents += t.taxCents;
    const unit = d.itemQuantity === 0 ? 0 : fromCents(t.subtotalCents) / d.itemQuantity;
    Line.push({
      DetailType: "SalesItemLineDetail",
      Amount: fromCents(t.subtotalCents),
      Description: `${d.itemType}: ${d.itemDescription}`.slice(0, 4000),
      SalesItemLineDetail: { ...item, Qty: d.itemQuantity, UnitPrice: Math.round(unit * 10_000) / 10_000 },
    });
  }
  if (taxCents > 0) {
    Line.push({
      DetailType: "SalesItemLineDetail",
      Amount: fromCents(taxCents),
      Description: "Sales tax",
      SalesItemLineDetail: { ...item, Qty: 1, UnitPrice: fromCents(taxCents) },
    });
  }
  if (Line.length === 0) {
    const cents = toCents(row.invoiceAmount);
    Line.push({
      DetailType: "SalesItemLineDetail",
      Amount: fromCents(cents),
      Description: `Work order ${row.workorderNumber}`,
      SalesItemLineDetail: { ...item, Qty: 1, UnitPrice: fromCents(cents) },
    });
  }
  return {
    CustomerRef: { value: qboCustomerId, name: row.customerName },
    DocNumber: docNumber(row.invoiceNumber),
    TxnDate: day(row.invoiceDate),
    DueDate: day(row.dueDate),
    PrivateNote: `FM Dispatch work order ${row.workorderNumber}`,
    Line,
  };
};
