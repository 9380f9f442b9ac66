import type { PendingSyncs, SubmitPendingBody } from "@fm/domain/contracts";
import type {
  PendingCustomerInvoicingRow,
  PendingVendorBillingRow,
  PendingVendorRow,
} from "./accounting-api.ts";

/** The approvedByAccounting ticks changed on the page (row id → ticked), per list, until 'Push Approved to QB'. */
export type Ticks = Record<keyof PendingSyncs, Readonly<Record<number, boolean>>>;

/** The submitpending body: every row of each grid with its tick (the page's, else the stored one). */
export const toSubmitBody = (data: PendingSyncs, ticks: Ticks): SubmitPendingBody => ({
  VendorBilling: data.vendorBilling.map((r) => ({
    workorderVendorId: r.workorderVendorId,
    approvedByAccounting: ticks.vendorBilling[r.workorderVendorId] ?? r.approvedByAccounting,
  })),
  CompleteBilling: data.completeBilling.map((r) => ({
    workorderVendorId: r.workorderVendorId,
    approvedByAccounting: ticks.completeBilling[r.workorderVendorId] ?? r.approvedByAccounting,
  })),
  CustomerBilling: data.customerBilling.map((r) => ({
    invoiceId: r.invoiceId,
    approvedByAccounting: ticks.customerBilling[r.invoiceId] ?? r.approvedByAccounting,
  })),
  PendingVendors: data.vendors.map((r) => ({
    vendorId: r.vendorId,
    approvedByAccounting: ticks.vendors[r.vendorId] ?? r.approvedByAccounting,
  })),
});

export const billSearchText = (r: PendingVendorBillingRow) =>
  [r.vendorName, r.billingVendorId, r.workorderNumber, r.vendorInvoiceNumber, r.vendorInvoiceApprovedBy].join(
    " ",
  );
export const invoiceSearchText = (r: PendingCustomerInvoicingRow) =>
  [r.customerName, r.workorderNumber, r.invoiceNumber].join(" ");
export const vendorSearchText = (r: PendingVendorRow) => [r.vendorName, r.billingVendorId].join(" ");
