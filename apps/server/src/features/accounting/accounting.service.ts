import { randomUUID } from "node:crypto";
import type {
  PendingSyncs,
  SubmitPendingBody,
  TransmissionLogPage,
  TransmissionLogQuery,
  UnmatchedVendor,
  UnmatchedVendors,
} from "@fm/domain/contracts";
import { and, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { invoices, qboTransfers, transmissionLogs, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { notFound } from "../../platform/errors.ts";
import { getPendingSyncs, pendingCustomerInvoices, pendingVendorBills } from "./pending.service.ts";
import type { QboClient } from "./qbo/qbo-client.ts";

/**
 * Saves the grids' approvedByAccounting ticks (only on rows still pending; others are ignored), in the caller's
 * transaction (the push job is enqueued in the same one). Returns how many rows are approved and waiting.
 */
export const saveApprovals = async (tx: DbOrTx, body: SubmitPendingBody): Promise<number> => {
  const bills = [...body.VendorBilling, ...body.CompleteBilling];
  {
    const found = await pendingVendorBills(tx, { ids: bills.map((b) => b.workorderVendorId) });
    const pendingBills = new Set(
      [...found.vendorBilling, ...found.completeBilling].map((r) => r.workorderVendorId),
    );
    const pendingInvoices = new Set(
      (await pendingCustomerInvoices(tx, { ids: body.CustomerBilling.map((i) => i.invoiceId) })).map(
        (r) => r.invoiceId,
      ),
    );
    for (const flag of [true, false]) {
      const billIds = bills
        .filter((b) => b.approvedByAccounting === flag && pendingBills.has(b.workorderVendorId))
        .map((b) => b.workorderVendorId);
      if (billIds.length) {
        await tx
          .update(workOrderVendors)
          .set({ approvedbyaccounting: flag })
          .where(inArray(workOrderVendors.id, billIds));
      }
      const invoiceIds = body.CustomerBilling.filter(
        (i) => i.approvedByAccounting === flag && pendingInvoices.has(i.invoiceId),
      ).map((i) => i.invoiceId);
      if (invoiceIds.length) {
        await tx.update(invoices).set({ approvedbyaccounting: flag }).where(inArray(invoices.id, invoiceIds));
      }
    }
    const all = await pendingVendorBills(tx);
    const approvedBills = [...all.vendorBilling, ...all.completeBilling].filter(
      (r) => r.approvedByAccounting,
    ).length;
    const approvedInvoices = (await pendingCustomerInvoices(tx)).filter((r) => r.approvedByAccounting).length;
    return approvedBills + approvedInvoices;
  }
};

/** PUT /accounting/removevendorbill/{id}: takes a pending vendor bill off the list (it is never sent). */
export const removeVendorBill = async (
  db: Db,
  user: AuthUser,
  workorderVendorId: number,
): Promise<PendingSyncs> => {
  await db.transaction(async (tx) => {
    const bills = await pendingVendorBills(tx, { ids: [workorderVendorId] });
    if (bills.vendorBilling.length + bills.completeBilling.length === 0) {
      throw notFound("Pending vendor bill");
    }
    const values = { state: "removed", modifiedby: user.id, modifieddate: new Date(), lasterror: null };
    await tx
      .insert(qboTransfers)
      .values({ kind: "bill", sourceid: workorderVendorId, requestid: randomUUID(), ...values })
      .onConflictDoUpdate({ target: [qboTransfers.kind, qboTransfers.sourceid], set: values });
    await tx
      .update(workOrderVendors)
      .set({ approvedbyaccounting: false })
      .where(eq(workOrderVendors.id, workorderVendorId));
  });
  return getPendingSyncs(db);
};

/** GET /accounting/gettransmissionlogs: newest first. */
export const listTransmissionLogs = async (
  db: DbOrTx,
  q: TransmissionLogQuery,
): Promise<TransmissionLogPage> => {
  const words = q.search.trim().split(/\s+/).filter(Boolean);
  const where = and(
    q.typeId ? eq(transmissionLogs.typeid, q.typeId) : undefined,
    ...words.map((w) => {
      const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        ilike(transmissionLogs.workordernumber, like),
        ilike(transmissionLogs.vendorname, like),
        ilike(transmissionLogs.customername, like),
        ilike(transmissionLogs.invoicenumber, like),
        ilike(transmissionLogs.errormessage, like),
      );
    }),
  );
  const [total] = await db.select({ n: count() }).from(transmissionLogs).where(where);
  const rows = await db
    .select()
    .from(transmissionLogs)
    .where(where)
    .orderBy(desc(transmissionLogs.starttime), desc(transmissionLogs.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      typeId: r.typeid,
      workOrderId: r.workorderid,
      workOrderNumber: r.workordernumber,
      customerName: r.customername,
      vendorName: r.vendorname,
      startTime: r.starttime.toISOString(),
      endTime: r.endtime ? r.endtime.toISOString() : null,
      invoiceNumber: r.invoicenumber,
      errorMessage: r.errormessage,
      success: r.success,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
};

/**
 * GET /accounting/getunmatchedvendors: the vendors of pending bills that QuickBooks cannot match by billing vendor
 * id — none set, or an id QuickBooks does not know. Nothing is created; a QuickBooks vendor of the same name is
 * suggested for linking by hand.
 */
export const findUnmatchedVendors = async (db: Db, client: QboClient): Promise<UnmatchedVendors> => {
  const bills = await pendingVendorBills(db);
  const byVendor = new Map<number, { name: string; billingVendorId: string | null }>();
  for (const r of [...bills.vendorBilling, ...bills.completeBilling]) {
    byVendor.set(r.vendorId, { name: r.vendorName, billingVendorId: r.billingVendorId });
  }
  const ids = [
    ...new Set([...byVendor.values()].flatMap((v) => (v.billingVendorId ? [v.billingVendorId] : []))),
  ];
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += 200) {
    for (const v of await client.findVendorsByIds(ids.slice(i, i + 200))) if (v.Id) known.add(v.Id);
  }
  const unmatched: UnmatchedVendor[] = [];
  for (const [vendorId, v] of byVendor) {
    if (v.billingVendorId && known.has(v.billingVendorId)) continue;
    const sameName = await client.findVendorsByName(v.name);
    unmatched.push({
      vendorId,
      vendorName: v.name,
      billingVendorId: v.billingVendorId,
      reason: v.billingVendorId
        ? `QuickBooks has no vendor with id ${v.billingVendorId}.`
        : "No billing vendor id is set.",
      suggestedQboId: sameName[0]?.Id ?? null,
    });
  }
  unmatched.sort((a, b) => a.vendorName.localeCompare(b.vendorName));
  return { checked: byVendor.size, unmatched };
};

export const hasTransfer = async (db: DbOrTx, kind: string, sourceid: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: qboTransfers.id })
    .from(qboTransfers)
    .where(and(eq(qboTransfers.kind, kind), eq(qboTransfers.sourceid, sourceid)));
  return row !== undefined;
};
