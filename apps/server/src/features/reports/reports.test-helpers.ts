import { STATUS } from "@fm/domain";
import type { ReportTable } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  invoices,
  trades,
  users,
  vendorPaymentLines,
  vendorPayments,
  workOrderEvents,
  workOrderNotes,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
  uid,
  workOrderNumber,
} from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";

/** A day n days after `base` as "yyyy-mm-dd" / as a Date at 10:00 UTC. */
export const dayOf = (base: Date, n: number) =>
  new Date(base.getTime() + n * 86_400_000).toISOString().slice(0, 10);
export const at = (base: Date, n: number) => new Date(base.getTime() + n * 86_400_000 + 10 * 3_600_000);

/** A random 10-day window far in the future, so other tests' rows (shared PostgreSQL db) never fall in it. */
export const randomWindow = () => {
  const start = new Date(Date.UTC(2100 + Math.floor(Math.random() * 90), Math.floor(Math.random() * 12), 1));
  return { base: start, startDate: dayOf(start, 0), endDate: dayOf(start, 9) };
};

export const runReport = async (t: TestApp, token: string, body: Record<string, unknown>) => {
  const res = await t.call(token, { method: "POST", url: "/api/reports/getreportdata", payload: body });
  if (res.statusCode !== 200)
    throw new Error(`report ${String(body.reportid)}: ${res.statusCode} ${res.body}`);
  return res.json() as ReportTable;
};

/**
 * The hand-built data set of docs/reports.md's worked example (all in the window [base, base+9]):
 * customer C1: order A (Invoiced, received day 0, dispatched day 1, completed day 2, trades T1+T2),
 *              order B (Invoiced, received day 0, completed day 20 — outside), order E (Cancelled, day 3);
 * customer C2: order C (Completed - Vendor, received day 1, dispatched day 2, completed day 4, trade T1);
 * order D (C1) received day 10: outside the window.
 * Invoices: A 1000.00 (day 5) + 200.00 (day 6) + 500.00 rejected (day 6) + 300.00 (day 12, outside);
 *           B 100.00 (day 7); C 250.00 (day 8).
 * Vendor lines: V1 on A (T1, quoted 500, invoiced 400.00, INV-A1), V2 on A (T2, quoted 200, invoiced 150.50,
 *               INV-A2), V1 on C (T1, quoted 280, invoiced 300.00, INV-C1), V2 on B (quoted 50, no invoice).
 * Payments: V1 250.00 (day 4, lines INV-A1 200 + INV-C1 50), V1 999.00 (day 11, outside), V3 75.25 (day 9).
 * Touches on A: 2 notes + 1 System note + 1 notice.
 */
export const buildMoneyDataSet = async (t: TestApp, base: Date) => {
  const db = t.db;
  const c1 = await makeCustomer(db, { customername: `C1 ${uid()}` });
  const c2 = await makeCustomer(db, { customername: `C2 ${uid()}` });
  const s1 = await makeJobSite(db, c1.id);
  const s2 = await makeJobSite(db, c2.id);
  const dispatcher = await makeUser(db, { roles: ["Dispatchers"], isdispatcher: true });
  const v1 = await makeVendor(db, { name: `V1 ${uid()}`, ratingsum: "9", numberofratings: 2 });
  const v2 = await makeVendor(db, { name: `V2 ${uid()}` });
  const v3 = await makeVendor(db, { name: `V3 ${uid()}` });
  const ts = await db.select({ id: trades.id }).from(trades).limit(2);
  const [t1, t2] = [ts[0]?.id ?? 0, ts[1]?.id ?? 0];
  const wo = (customer: number, site: number, over: Parameters<typeof makeWorkOrder>[2]) =>
    makeWorkOrder(db, { customerid: customer, jobsiteid: site }, { dispatcherid: dispatcher.id, ...over });
  const a = await wo(c1.id, s1.id, {
    statusid: STATUS.Invoiced,
    createddate: at(base, 0),
    dispatchdate: at(base, 1),
    completedate: at(base, 2),
    invoiceamount: "1200.00",
  });
  const b = await wo(c1.id, s1.id, {
    statusid: STATUS.Invoiced,
    createddate: at(base, 0),
    completedate: at(base, 20),
  });
  const e = await wo(c1.id, s1.id, {
    statusid: STATUS.Cancelled,
    createddate: at(base, 3),
    cancelreason: "Duplicate",
  });
  const c = await wo(c2.id, s2.id, {
    statusid: STATUS.CompletedVendor,
    createddate: at(base, 1),
    dispatchdate: at(base, 2),
    completedate: at(base, 4),
  });
  const d = await wo(c1.id, s1.id, { createddate: at(base, 10) });
  await db.insert(workOrderTrades).values([
    { workorderid: a.id, tradeid: t1 },
    { workorderid: a.id, tradeid: t2 },
    { workorderid: c.id, tradeid: t1 },
  ]);
  const inv = (workorderid: number, amount: string, day: number, isrejected = false) => ({
    workorderid,
    invoicenumber: `I-${uid()}`,
    invoicedate: at(base, day),
    duedate: at(base, day + 30),
    amount,
    isrejected,
    isapproved: !isrejected,
  });
  await db
    .insert(invoices)
    .values([
      inv(a.id, "1000.00", 5),
      inv(a.id, "200.00", 6),
      inv(a.id, "500.00", 6, true),
      inv(a.id, "300.00", 12),
      inv(b.id, "100.00", 7),
      inv(c.id, "250.00", 8),
    ]);
  await db.insert(workOrderVendors).values([
    {
      workorderid: a.id,
      vendorid: v1.id,
      tradeid: t1,
      quotedamount: "500",
      invoiceamount: "400.00",
      invoicenumber: "INV-A1",
      isapproved: true,
    },
    {
      workorderid: a.id,
      vendorid: v2.id,
      tradeid: t2,
      quotedamount: "200",
      invoiceamount: "150.50",
      invoicenumber: "INV-A2",
    },
    {
      workorderid: c.id,
      vendorid: v1.id,
      tradeid: t1,
      quotedamount: "280",
      invoiceamount: "300.00",
      invoicenumber: "INV-C1",
    },
    { workorderid: b.id, vendorid: v2.id, quotedamount: "50" },
  ]);
  const [p1] = await db
    .insert(vendorPayments)
    .values([
      {
        vendorid: v1.id,
        txndate: dayOf(base, 4),
        paymenttype: "Check",
        refnumber: "CHK-1",
        amount: "250.00",
      },
      {
        vendorid: v1.id,
        txndate: dayOf(base, 11),
        paymenttype: "Check",
        refnumber: "CHK-2",
        amount: "999.00",
      },
      { vendorid: v3.id, txndate: dayOf(base, 9), paymenttype: "ACH", refnumber: "ACH-1", amount: "75.25" },
    ])
    .returning();
  await db.insert(vendorPaymentLines).values([
    {
      paymentid: p1?.id ?? 0,
      memo: a.wonumber,
      appliedtotxnrefnumber: "INV-A1",
      appliedtotxnamount: "200.00",
      workorderid: a.id,
    },
    {
      paymentid: p1?.id ?? 0,
      memo: c.wonumber,
      appliedtotxnrefnumber: "INV-C1",
      appliedtotxnamount: "50.00",
      workorderid: c.id,
    },
  ]);
  const note = (type: string) => ({
    workorderid: a.id,
    note: "n",
    type,
    typeid: 1,
    pertainsto: 1,
    createdbyname: "T",
  });
  await db.insert(workOrderNotes).values([note("General"), note("General"), note("System")]);
  await db.insert(workOrderEvents).values({ workorderid: a.id, actiontype: "dispatch" });
  return { c1, c2, v1, v2, v3, a, b, c, d, e, t1, t2, dispatcher };
};

export const giveReports = (t: TestApp, userid: number, reports: number[]) =>
  t.db.update(users).set({ reports }).where(eq(users.id, userid));

/** n new orders of one site in ONE insert statement (a rollup trigger's bulk path starts above 1,000 orders). */
export const insertOrders = async (t: TestApp, n: number) => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id);
  const rows = await t.db
    .insert(workOrders)
    .values(
      Array.from({ length: n }, () => ({
        wonumber: workOrderNumber(),
        customerid: c.id,
        jobsiteid: site.id,
        statusid: STATUS.Received,
        priorityid: 3,
        briefdescription: "Bulk",
      })),
    )
    .returning({ id: workOrders.id });
  return { customerid: c.id, ids: rows.map((w) => w.id) };
};

/**
 * Runs `first` in a transaction that stays open while `second` starts, then commits it ~300 ms later: the
 * shape of two writers of one order at once (a rollup's refresh must see the other one's commit).
 */
export const whileOpen = async (
  t: TestApp,
  first: (tx: DbOrTx) => Promise<unknown>,
  second: () => PromiseLike<unknown>,
) => {
  let started!: () => void;
  let release!: () => void;
  const startedP = new Promise<void>((r) => {
    started = r;
  });
  const hold = new Promise<void>((r) => {
    release = r;
  });
  const tx1 = t.db.transaction(async (tx) => {
    await first(tx);
    started();
    await hold;
  });
  await startedP;
  // Started now (a drizzle query runs when awaited or then-ed), while tx1 is still open.
  const tx2 = Promise.resolve(second());
  await new Promise((r) => setTimeout(r, 300));
  release();
  await Promise.all([tx1, tx2]);
};
