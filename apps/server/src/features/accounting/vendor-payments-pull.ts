import { VENDOR_PAYMENT_PULL_KIND, type VendorPaymentPullResult } from "@fm/domain/contracts";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { BillPayment } from "node-quickbooks";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  qboTransfers,
  vendorPaymentLines,
  vendorPayments,
  vendors,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { defineJob, type JobDefinition, JobFailed } from "../../platform/jobs/job-definition.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { EnqueueOptions } from "../../platform/jobs/job-store.ts";
import type { QboClient } from "./qbo/qbo-client.ts";
import type { QboRuntime } from "./qbo/qbo-runtime.ts";

export const VendorPaymentPullPayload = z.object({ vendorid: z.number().int().positive().nullable() });
export type VendorPaymentPullPayload = z.infer<typeof VendorPaymentPullPayload>;
export const VENDOR_PAYMENT_PULL_BUSY =
  "QuickBooks payments are already being refreshed. Wait for it to finish.";

interface LinkedBill {
  memo: string | null;
  refnumber: string | null;
  workorderid: number | null;
}

const cents = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(2) : "0.00");
const linkedBillIds = (p: BillPayment): string[] =>
  ((p.Line ?? []) as { LinkedTxn?: { TxnId?: string; TxnType?: string }[] }[]).flatMap((l) =>
    (l.LinkedTxn ?? []).filter((t) => t.TxnType === "Bill" && t.TxnId).map((t) => String(t.TxnId)),
  );

/**
 * What each paid bill was: a bill the app pushed (qbotransfers kind 'bill' → the vendor line) gives the work
 * order number (memo) and the vendor invoice number (applied-to reference); another bill gives its DocNumber.
 */
const describeBills = async (db: DbOrTx, client: QboClient, ids: string[]) => {
  const out = new Map<string, LinkedBill>();
  if (!ids.length) return out;
  const ours = await db
    .select({
      qboid: qboTransfers.qboid,
      workorderid: workOrderVendors.workorderid,
      wonumber: workOrders.wonumber,
      invoicenumber: workOrderVendors.invoicenumber,
    })
    .from(qboTransfers)
    .innerJoin(workOrderVendors, eq(workOrderVendors.id, qboTransfers.sourceid))
    .innerJoin(workOrders, eq(workOrders.id, workOrderVendors.workorderid))
    .where(and(eq(qboTransfers.kind, "bill"), inArray(qboTransfers.qboid, ids)));
  for (const r of ours)
    if (r.qboid)
      out.set(r.qboid, { memo: r.wonumber, refnumber: r.invoicenumber, workorderid: r.workorderid });
  const others = ids.filter((id) => !out.has(id));
  for (const bill of await client.findBillsByIds(others)) {
    if (!bill.Id) continue;
    const doc = typeof bill.DocNumber === "string" ? bill.DocNumber : null;
    const note = typeof bill.PrivateNote === "string" ? bill.PrivateNote : null;
    out.set(bill.Id, { memo: note, refnumber: doc, workorderid: null });
  }
  return out;
};

/**
 * Pulls QuickBooks bill payments into vendorpayments / vendorpaymentlines (the vendor's Payments tab). Matching is
 * by the vendor's billing vendor id (= QuickBooks Vendor Id, as the push uses). Idempotent: a payment already
 * stored (same externalid = BillPayment Id) is skipped, and the insert itself ignores a duplicate externalid, so a
 * retried or concurrent pull never stores a payment twice.
 */
export const pullVendorPayments = async (
  db: Db,
  client: QboClient,
  vendorid: number | null,
): Promise<VendorPaymentPullResult> => {
  const known = await db
    .select({ id: vendors.id, ref: vendors.billingvendorid })
    .from(vendors)
    .where(vendorid === null ? isNotNull(vendors.billingvendorid) : eq(vendors.id, vendorid));
  const byRef = new Map(known.filter((v) => v.ref).map((v) => [String(v.ref), v.id]));
  if (vendorid !== null && byRef.size === 0)
    throw new JobFailed(
      "The vendor has no billing vendor id, so its QuickBooks payments cannot be found. Enter it on the Details tab.",
    );
  const ref = vendorid === null ? null : ([...byRef.keys()][0] ?? null);
  const payments = await client.findBillPayments(ref);
  const ids = payments.map((p) => String(p.Id));
  const stored = new Set(
    ids.length
      ? (
          await db
            .select({ externalid: vendorPayments.externalid })
            .from(vendorPayments)
            .where(inArray(vendorPayments.externalid, ids))
        ).map((r) => r.externalid)
      : [],
  );
  const fresh = payments.filter((p) => !stored.has(String(p.Id)));
  const bills = await describeBills(db, client, [...new Set(fresh.flatMap(linkedBillIds))]);
  let added = 0;
  let unmatched = 0;
  for (const p of fresh) {
    const owner = byRef.get(String(p.VendorRef?.value ?? ""));
    if (!owner) {
      unmatched += 1;
      continue;
    }
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vendorPayments)
        .values({
          vendorid: owner,
          txndate: String(p.TxnDate ?? new Date().toISOString()).slice(0, 10),
          paymenttype: String(p.PayType ?? "Check").slice(0, 32),
          refnumber: typeof p.DocNumber === "string" ? p.DocNumber : null,
          amount: cents(p.TotalAmt),
          externalid: String(p.Id),
        })
        .onConflictDoNothing()
        .returning({ id: vendorPayments.id });
      if (!row) return false;
      const lines = ((p.Line ?? []) as { Amount?: number; LinkedTxn?: { TxnId?: string }[] }[]).map((l) => {
        const bill = bills.get(String(l.LinkedTxn?.[0]?.TxnId ?? ""));
        return {
          paymentid: row.id,
          memo: bill?.memo ?? null,
          appliedtotxnrefnumber: bill?.refnumber ?? null,
          appliedtotxnamount: cents(l.Amount),
          workorderid: bill?.workorderid ?? null,
        };
      });
      if (lines.length) await tx.insert(vendorPaymentLines).values(lines);
      return true;
    });
    if (inserted) added += 1;
  }
  return { fetched: payments.length, added, unmatched };
};

export const vendorPaymentPullJob = (runtime: QboRuntime) =>
  defineJob({
    kind: VENDOR_PAYMENT_PULL_KIND,
    payload: VendorPaymentPullPayload,
    maxAttempts: 3,
    leaseSeconds: 300,
    run: async (job) => {
      await job.progress(0, 0, "Connecting to QuickBooks");
      const client = await runtime.client();
      const result = await pullVendorPayments(job.db, client, job.payload.vendorid);
      await job.progress(result.fetched, result.fetched, `${result.added} new payments`);
      return result;
    },
  });

type PullJob = JobDefinition<VendorPaymentPullPayload, VendorPaymentPullResult>;
/** The pull job each runner has registered (accountingRoutes registers it with its QuickBooks runtime). */
const registered = new WeakMap<JobRunner, PullJob>();
export const registerVendorPaymentPull = (jobs: JobRunner, def: PullJob) => {
  jobs.register(def);
  registered.set(jobs, def);
};

/** The key of the one queued-or-running pull of a vendor ("all" after a push). */
export const vendorPaymentPullKey = (vendorid: number | null) =>
  `${VENDOR_PAYMENT_PULL_KIND}:${vendorid ?? "all"}`;

/**
 * Queues a pull of QuickBooks bill payments (one vendor, or all vendors with null) in the caller's transaction;
 * a second request while one is queued or running answers 409 with VENDOR_PAYMENT_PULL_BUSY.
 */
export const enqueueVendorPaymentPull = (
  jobs: JobRunner,
  tx: DbOrTx,
  vendorid: number | null,
  opts: Pick<EnqueueOptions, "createdBy"> = {},
) => {
  const def = registered.get(jobs);
  if (!def) throw new Error("the accounting feature is not registered: no vendor payment pull job");
  return jobs.enqueue(
    tx,
    def,
    { vendorid },
    {
      ...opts,
      exclusiveKey: vendorPaymentPullKey(vendorid),
      busyMessage: VENDOR_PAYMENT_PULL_BUSY,
    },
  );
};
