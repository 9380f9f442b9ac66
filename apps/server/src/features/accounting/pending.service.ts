import { fromCents, orderCostCents, STATUS, vendorLineCostCents } from "@fm/domain";
import type {
  PendingCustomerInvoicingDetail,
  PendingCustomerInvoicingRow,
  PendingSyncs,
  PendingVendorBillingRow,
  PendingVendorRow,
} from "@fm/domain/contracts";
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  invoiceItems,
  invoices,
  qboTransfers,
  users,
  vendors,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { ITEM_TYPES } from "../invoices/index.ts";

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A row is pending while it has no transfer, or its last one failed (an error row) or was cut off. */
const stillPending = or(isNull(qboTransfers.id), inArray(qboTransfers.state, ["error", "sending"]));

/**
 * The vendor cost of each order (orderCostCents: every line's bill, or its quote until billed), for Customer
 * Invoicing's Vendor Cost.
 */
export const orderCosts = async (
  db: DbOrTx,
  workorderIds: readonly number[],
): Promise<Map<number, number>> => {
  const costs = new Map<number, number>();
  if (workorderIds.length === 0) return costs;
  const lines = await db
    .select({
      workorderid: workOrderVendors.workorderid,
      quotedamount: workOrderVendors.quotedamount,
      invoiceamount: workOrderVendors.invoiceamount,
    })
    .from(workOrderVendors)
    .where(inArray(workOrderVendors.workorderid, [...new Set(workorderIds)]));
  const byOrder = new Map<number, (typeof lines)[number][]>();
  for (const l of lines) byOrder.set(l.workorderid, [...(byOrder.get(l.workorderid) ?? []), l]);
  for (const [id, list] of byOrder) costs.set(id, orderCostCents(list));
  return costs;
};

/**
 * Vendor bills waiting for QuickBooks: vendor lines staff approved with the vendor's invoice number (isVendorBill:
 * billed in the vendor portal or entered on the Vendor tab), not yet sent and not removed; the bill's amount is the
 * line's cost (vendorLineCostCents). Completed Invoicing = those of Invoiced orders; Vendor Billing = the others.
 */
export const pendingVendorBills = async (
  db: DbOrTx,
  opts: { ids?: readonly number[] } = {},
): Promise<{ vendorBilling: PendingVendorBillingRow[]; completeBilling: PendingVendorBillingRow[] }> => {
  const rows = await db
    .select({
      workorderVendorId: workOrderVendors.id,
      vendorId: vendors.id,
      billingVendorId: vendors.billingvendorid,
      vendorName: vendors.name,
      workorderId: workOrders.id,
      workorderNumber: workOrders.wonumber,
      statusid: workOrders.statusid,
      vendorInvoiceNumber: workOrderVendors.invoicenumber,
      quotedamount: workOrderVendors.quotedamount,
      invoiceamount: workOrderVendors.invoiceamount,
      paidByCC: workOrderVendors.paidbycreditcard,
      approverFirst: users.firstname,
      approverLast: users.lastname,
      approvedDate: workOrderVendors.approveddate,
      approvedByAccounting: workOrderVendors.approvedbyaccounting,
      state: qboTransfers.state,
      lasterror: qboTransfers.lasterror,
    })
    .from(workOrderVendors)
    .innerJoin(workOrders, eq(workOrders.id, workOrderVendors.workorderid))
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .leftJoin(users, eq(users.id, workOrderVendors.approvedby))
    .leftJoin(
      qboTransfers,
      and(eq(qboTransfers.kind, "bill"), eq(qboTransfers.sourceid, workOrderVendors.id)),
    )
    .where(
      and(
        eq(workOrderVendors.isapproved, true),
        isNotNull(workOrderVendors.invoicenumber),
        sql`btrim(${workOrderVendors.invoicenumber}) <> ''`,
        stillPending,
        opts.ids ? inArray(workOrderVendors.id, [...opts.ids]) : undefined,
      ),
    )
    .orderBy(asc(workOrderVendors.approveddate), asc(workOrderVendors.id));
  const vendorBilling: PendingVendorBillingRow[] = [];
  const completeBilling: PendingVendorBillingRow[] = [];
  for (const r of rows) {
    const row: PendingVendorBillingRow = {
      workorderVendorId: r.workorderVendorId,
      vendorId: r.vendorId,
      billingVendorId: r.billingVendorId,
      vendorName: r.vendorName,
      workorderId: r.workorderId,
      workorderNumber: r.workorderNumber,
      vendorInvoiceNumber: r.vendorInvoiceNumber ?? "",
      vendorAmount: fromCents(vendorLineCostCents(r)),
      paidByCC: r.paidByCC,
      vendorInvoiceApprovedBy: r.approverFirst ? `${r.approverFirst} ${r.approverLast ?? ""}`.trim() : null,
      vendorInvoiceApprovedDate: iso(r.approvedDate),
      approvedByAccounting: r.approvedByAccounting,
      isError: r.state === "error",
      errorMessage: r.state === "error" ? r.lasterror : null,
    };
    (r.statusid === STATUS.Invoiced ? completeBilling : vendorBilling).push(row);
  }
  return { vendorBilling, completeBilling };
};

/** Customer invoices staff approved that are not in QuickBooks yet, with their lines and the order's vendor cost. */
export const pendingCustomerInvoices = async (
  db: DbOrTx,
  opts: { ids?: readonly number[] } = {},
): Promise<PendingCustomerInvoicingRow[]> => {
  const nod = sql<boolean>`(${workOrders.statusid} = ${STATUS.NOD} or exists (select 1 from workordervendors wv where wv.workorderid = ${workOrders.id} and wv.nodflagged))`;
  const rows = await db
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoicenumber,
      workorderId: workOrders.id,
      customerName: customers.customername,
      workorderNumber: workOrders.wonumber,
      invoiceAmount: invoices.amount,
      completeDate: sql<Date | null>`coalesce(${invoices.completedate}, ${workOrders.completedate})`.mapWith(
        (v: unknown) => (v === null ? null : new Date(v as string)),
      ),
      invoiceDate: invoices.invoicedate,
      dueDate: invoices.duedate,
      nodFlagged: nod,
      approvedByAccounting: invoices.approvedbyaccounting,
      state: qboTransfers.state,
      lasterror: qboTransfers.lasterror,
    })
    .from(invoices)
    .innerJoin(workOrders, eq(workOrders.id, invoices.workorderid))
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .leftJoin(qboTransfers, and(eq(qboTransfers.kind, "invoice"), eq(qboTransfers.sourceid, invoices.id)))
    .where(
      and(
        eq(invoices.isapproved, true),
        stillPending,
        opts.ids ? inArray(invoices.id, [...opts.ids]) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoicedate), asc(invoices.id));
  const costs = await orderCosts(
    db,
    rows.map((r) => r.workorderId),
  );
  const details = new Map<number, PendingCustomerInvoicingDetail[]>();
  if (rows.length > 0) {
    const items = await db
      .select()
      .from(invoiceItems)
      .where(
        inArray(
          invoiceItems.invoiceid,
          rows.map((r) => r.invoiceId),
        ),
      )
      .orderBy(asc(invoiceItems.id));
    for (const it of items) {
      const list = details.get(it.invoiceid) ?? [];
      list.push({
        itemType: ITEM_TYPES[it.itemtypeid] ?? String(it.itemtypeid),
        itemDescription: it.description,
        itemQuantity: Number(it.quantity),
        itemPrice: Number(it.rate),
        itemTaxRate: Number(it.taxrate),
        invoiceid: it.invoiceid,
      });
      details.set(it.invoiceid, list);
    }
  }
  return rows.map((r) => ({
    invoiceId: r.invoiceId,
    invoiceNumber: r.invoiceNumber,
    workorderId: r.workorderId,
    customerName: r.customerName,
    workorderNumber: r.workorderNumber,
    invoiceAmount: Number(r.invoiceAmount),
    completeDate: iso(r.completeDate),
    invoiceDate: r.invoiceDate.toISOString(),
    dueDate: r.dueDate.toISOString(),
    vendorCost: fromCents(costs.get(r.workorderId) ?? 0),
    nodFlagged: Boolean(r.nodFlagged),
    approvedByAccounting: r.approvedByAccounting,
    pendingCustomerInvoicingDetails: details.get(r.invoiceId) ?? [],
    isError: r.state === "error",
    errorMessage: r.state === "error" ? r.lasterror : null,
  }));
};

/**
 * Pending Vendor Updates: vendors linked to QuickBooks (billing vendor id) whose details changed after their last
 * push — or, never pushed, after they were created. Shown as a tab only when there is one.
 */
export const pendingVendorUpdates = async (
  db: DbOrTx,
  opts: { ids?: readonly number[] } = {},
): Promise<PendingVendorRow[]> => {
  const rows = await db
    .select({
      vendorId: vendors.id,
      vendorName: vendors.name,
      billingVendorId: vendors.billingvendorid,
      modifiedDate: vendors.modifieddate,
      sentat: qboTransfers.sentat,
      state: qboTransfers.state,
      lasterror: qboTransfers.lasterror,
    })
    .from(vendors)
    .leftJoin(qboTransfers, and(eq(qboTransfers.kind, "vendor"), eq(qboTransfers.sourceid, vendors.id)))
    .where(
      and(
        isNotNull(vendors.billingvendorid),
        sql`${vendors.modifieddate} > coalesce(${qboTransfers.sentat}, ${vendors.createddate})`,
        opts.ids ? inArray(vendors.id, [...opts.ids]) : undefined,
      ),
    )
    .orderBy(asc(vendors.name));
  return rows.map((r) => ({
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    billingVendorId: r.billingVendorId ?? "",
    modifiedDate: r.modifiedDate.toISOString(),
    lastPushedDate: iso(r.sentat),
    approvedByAccounting: false,
    isError: r.state === "error",
    errorMessage: r.state === "error" ? r.lasterror : null,
  }));
};

/** GET /accounting/getpendingsyncs. */
export const getPendingSyncs = async (db: DbOrTx): Promise<PendingSyncs> => {
  const bills = await pendingVendorBills(db);
  return {
    vendorBilling: bills.vendorBilling,
    completeBilling: bills.completeBilling,
    customerBilling: await pendingCustomerInvoices(db),
    vendors: await pendingVendorUpdates(db),
  };
};
