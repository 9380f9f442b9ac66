import { STATUS } from "@fm/domain";
import type { ReportRow, ReportTable } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trades, workOrders, workOrderTrades } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { buildMoneyDataSet, dayOf, randomWindow, runReport } from "./reports.test-helpers.ts";

/*
 * One test per report: the expected figures are worked out BY HAND from the data set described on
 * buildMoneyDataSet (and in docs/reports.md), never by running the report's SQL another way.
 */
let t: TestApp;
let admin: string;
let win: ReturnType<typeof randomWindow>;
let data: Awaited<ReturnType<typeof buildMoneyDataSet>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { roles: ["Admin"] })).token;
  win = randomWindow();
  data = await buildMoneyDataSet(t, win.base);
});
afterAll(async () => {
  await t.close();
});

const run = (reportid: number, extra: Record<string, unknown> = {}) =>
  runReport(t, admin, { reportid, startDate: win.startDate, endDate: win.endDate, ...extra });
const byField = (r: ReportTable, field: string, value: unknown): ReportRow | undefined =>
  r.rows.find((x) => x[field] === value);

describe("report figures on a hand-built data set", () => {
  it("1 Work Orders by Period: the orders received in the range, newest first", async () => {
    const r = await run(1);
    expect(r.total).toBe(4);
    expect(r.rows.map((x) => x.wonumber)).toEqual([
      data.e.wonumber,
      data.c.wonumber,
      data.b.wonumber,
      data.a.wonumber,
    ]);
    expect(byField(r, "wonumber", data.a.wonumber)).toMatchObject({
      createddate: win.startDate,
      completedate: dayOf(win.base, 2),
      invoiceamount: 1200,
    });
    expect(r.totals).toBeNull();
    expect(r.startDate).toBe(win.startDate);
    expect(r.endDate).toBe(win.endDate);
  });

  it("2 Margin: net profit = invoice total − vendor cost, margin % with 2 decimals, and the totals row", async () => {
    const r = await run(2);
    // A: invoices 1000 + 200 (500 rejected, 300 outside) = 1200; vendor cost 400 + 150.50 = 550.50;
    //    net 649.50; margin 649.50 / 1200 = 54.125 % → 54.13
    expect(byField(r, "wonumber", data.a.wonumber)).toMatchObject({
      invoicedate: dayOf(win.base, 6),
      invoicetotal: 1200,
      vendorcost: 550.5,
      netprofit: 649.5,
      margin: 54.13,
    });
    // B: 100 against V2's quote of 50, not billed yet (one cost per order: the quote until the bill) → 50 %;
    // C: 250 − 300 = −50 → −20 %
    expect(byField(r, "wonumber", data.b.wonumber)).toMatchObject({
      invoicetotal: 100,
      vendorcost: 50,
      netprofit: 50,
      margin: 50,
    });
    expect(byField(r, "wonumber", data.c.wonumber)).toMatchObject({
      invoicetotal: 250,
      vendorcost: 300,
      netprofit: -50,
      margin: -20,
    });
    expect(r.total).toBe(3);
    // totals: 1550, 900.50, 649.50, 649.50 / 1550 = 41.903 % → 41.9
    expect(r.totals).toEqual({ invoicetotal: 1550, vendorcost: 900.5, netprofit: 649.5, margin: 41.9 });
  });

  it("3 Vendor Performance: orders received in the range per vendor", async () => {
    const r = await run(3);
    // V1 on A (2 days to complete) and C (3 days): avg 2.5; rating 9 / 2 = 4.5
    expect(byField(r, "vendorname", data.v1.name)).toMatchObject({
      workorders: 2,
      completed: 2,
      cancelled: 0,
      completionrate: 100,
      avgdaystocomplete: 2.5,
      rating: 4.5,
    });
    // V2 on A (2 days) and B (completed day 20: 20 days)
    expect(byField(r, "vendorname", data.v2.name)).toMatchObject({
      workorders: 2,
      completed: 2,
      avgdaystocomplete: 11,
      rating: null,
    });
    expect(r.total).toBe(2);
  });

  it("5 Vendor Billing: vendor invoices on orders completed in the range", async () => {
    const r = await run(5);
    expect(r.rows.map((x) => x.invoicenumber).sort()).toEqual(["INV-A1", "INV-A2", "INV-C1"]);
    expect(byField(r, "invoicenumber", "INV-A1")).toMatchObject({
      vendorname: data.v1.name,
      wonumber: data.a.wonumber,
      invoiceamount: 400,
      isapproved: true,
      completedate: dayOf(win.base, 2),
    });
  });

  it("6 Vendor Payments: payments dated in the range with their lines", async () => {
    const r = await run(6);
    expect(r.total).toBe(2);
    expect(r.rows[0]).toMatchObject({
      vendorname: data.v3.name,
      amount: 75.25,
      lines: 0,
      appliedto: null,
      paymenttype: "ACH",
    });
    expect(r.rows[1]).toMatchObject({
      vendorname: data.v1.name,
      txndate: dayOf(win.base, 4),
      amount: 250,
      lines: 2,
      appliedto: "INV-A1, INV-C1",
      refnumber: "CHK-1",
    });
  });

  it("7 Touches: notes (System excluded) + notices per order", async () => {
    const r = await run(7);
    expect(byField(r, "wonumber", data.a.wonumber)).toMatchObject({ notes: 2, events: 1, touches: 3 });
    expect(byField(r, "wonumber", data.b.wonumber)).toMatchObject({ touches: 0 });
    expect(r.total).toBe(4);
  });

  it("9 Customer Invoicing: per customer, with the totals row", async () => {
    const r = await run(9);
    // C1: A + B = 1300, cost 550.50 + 50, net 699.50, 53.8077 % → 53.81; C2: C = 250, 300, −50, −20 %
    expect(byField(r, "customername", data.c1.customername)).toMatchObject({
      workorders: 2,
      invoices: 3,
      invoicetotal: 1300,
      vendorcost: 600.5,
      netprofit: 699.5,
      margin: 53.81,
    });
    expect(byField(r, "customername", data.c2.customername)).toMatchObject({
      workorders: 1,
      invoices: 1,
      margin: -20,
    });
    expect(r.totals).toEqual({
      workorders: 3,
      invoices: 4,
      invoicetotal: 1550,
      vendorcost: 900.5,
      netprofit: 649.5,
      margin: 41.9,
    });
  });

  it("11 Cancelled Work Orders: the cancelled orders and their count", async () => {
    const r = await run(11);
    expect(r.countLabel).toBe("Cancel Count");
    expect(r.total).toBe(1);
    expect(r.rows[0]).toMatchObject({ wonumber: data.e.wonumber, cancelreason: "Duplicate" });
  });

  it("12 Work Orders by Status: counts and shares of the orders received", async () => {
    const r = await run(12);
    expect(r.rows).toEqual([
      { id: STATUS.Invoiced, status: "Invoiced", workorders: 2, share: 50, invoiceamount: 1200 },
      {
        id: STATUS.CompletedVendor,
        status: "Completed - Vendor",
        workorders: 1,
        share: 25,
        invoiceamount: 0,
      },
      { id: STATUS.Cancelled, status: "Cancelled", workorders: 1, share: 25, invoiceamount: 0 },
    ]);
  });

  it("15 Work Orders by Customer: outcomes per customer", async () => {
    const r = await run(15);
    expect(byField(r, "customername", data.c1.customername)).toMatchObject({
      workorders: 3,
      open: 0,
      completed: 2,
      cancelled: 1,
      invoiceamount: 1200,
    });
    expect(byField(r, "customername", data.c2.customername)).toMatchObject({
      workorders: 1,
      open: 1,
      completed: 1,
      cancelled: 0,
    });
  });

  it("16 Work Orders by Trade: an order counts under each of its trades", async () => {
    const r = await run(16);
    expect(byField(r, "id", data.t1)).toMatchObject({ workorders: 2, completed: 2, vendorcost: 700 });
    expect(byField(r, "id", data.t2)).toMatchObject({ workorders: 1, completed: 1, vendorcost: 150.5 });
  });

  it("18 Dispatcher Activity: received, dispatched, completed and cancelled in the range", async () => {
    const r = await run(18);
    expect(byField(r, "id", data.dispatcher.id)).toMatchObject({
      received: 4,
      dispatched: 2,
      completed: 2,
      cancelled: 1,
    });
  });

  it("20 Vendor Spend: lines on orders completed in the range, payments in the range, totals", async () => {
    const r = await run(20);
    expect(byField(r, "vendorname", data.v1.name)).toMatchObject({
      workorders: 2,
      quoted: 780,
      invoiced: 700,
      paid: 250,
    });
    expect(byField(r, "vendorname", data.v2.name)).toMatchObject({
      workorders: 1,
      quoted: 200,
      invoiced: 150.5,
      paid: 0,
    });
    expect(byField(r, "vendorname", data.v3.name)).toMatchObject({
      workorders: 0,
      quoted: 0,
      invoiced: 0,
      paid: 75.25,
    });
    expect(r.totals).toEqual({ workorders: 3, quoted: 980, invoiced: 850.5, paid: 325.25 });
  });

  it("27 Invoice Register: every invoice dated in the range, rejected ones marked", async () => {
    const r = await run(27);
    expect(r.total).toBe(5);
    expect(r.rows.filter((x) => x.status === "Rejected").map((x) => x.amount)).toEqual([500]);
    expect(r.rows.map((x) => x.amount).reduce((s, v) => Number(s) + Number(v), 0)).toBe(2050);
  });

  it("sorts by a report column and pages by 100", async () => {
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    const w = randomWindow();
    for (let i = 0; i < 101; i++)
      await makeWorkOrder(
        t.db,
        { customerid: customer.id, jobsiteid: site.id },
        { createddate: new Date(w.base.getTime() + i * 60_000) },
      );
    const body = { reportid: 1, startDate: w.startDate, endDate: w.endDate, customerid: customer.id };
    const p1 = await runReport(t, admin, body);
    const p2 = await runReport(t, admin, { ...body, page: 2 });
    expect([p1.total, p1.rows.length, p2.rows.length, p1.pageSize]).toEqual([101, 100, 1, 100]);
    const asc = await runReport(t, admin, { ...body, sort: "wonumber", dir: "asc" });
    const names = asc.rows.map((x) => String(x.wonumber));
    expect(names).toEqual([...names].sort());
  });
});

describe("reports without dates", () => {
  it("10 Open Work Orders and 19 Overdue Work Orders: as of today, per customer", async () => {
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const utcDays = (ms: number) =>
      Math.round((Date.parse(today) - Date.parse(new Date(ms).toISOString().slice(0, 10))) / 86_400_000);
    const created = now - 5 * 86_400_000;
    const due = now - 3 * 86_400_000;
    const open = await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid: site.id },
      { createddate: new Date(created), duedate: new Date(due) },
    );
    await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid: site.id },
      { duedate: new Date(now + 86_400_000) },
    );
    await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid: site.id },
      { statusid: STATUS.Invoiced, duedate: new Date(due) },
    );
    const r10 = await runReport(t, admin, { reportid: 10, customerid: customer.id });
    expect(r10.total).toBe(2);
    expect(r10.startDate).toBeNull();
    expect(r10.rows[0]).toMatchObject({ wonumber: open.wonumber, agedays: utcDays(created) });
    const r19 = await runReport(t, admin, { reportid: 19, customerid: customer.id });
    expect(r19.total).toBe(1);
    expect(r19.rows[0]).toMatchObject({ wonumber: open.wonumber, daysoverdue: utcDays(due) });
  });

  it("10 Open Work Orders: the total from the status counters agrees with the rows, with every filter", async () => {
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    const refs = { customerid: customer.id, jobsiteid: site.id };
    const [trade] = await t.db.select({ id: trades.id }).from(trades).limit(1);
    const a = await makeWorkOrder(t.db, refs, { statusid: STATUS.Received });
    const b = await makeWorkOrder(t.db, refs, { statusid: STATUS.Dispatched });
    const c = await makeWorkOrder(t.db, refs, { statusid: STATUS.Cancelled });
    await t.db.insert(workOrderTrades).values({ workorderid: b.id, tradeid: trade?.id ?? 0 });
    // A status change moves the order between counters: c reopens, a closes.
    await t.db.update(workOrders).set({ statusid: STATUS.Invoiced }).where(eq(workOrders.id, a.id));
    await t.db.update(workOrders).set({ statusid: STATUS.TBS }).where(eq(workOrders.id, c.id));
    const mine = await runReport(t, admin, { reportid: 10, customerid: customer.id });
    expect([mine.total, mine.rows.map((x) => x.wonumber).sort()]).toEqual([
      2,
      [b.wonumber, c.wonumber].sort(),
    ]);
    const traded = await runReport(t, admin, { reportid: 10, customerid: customer.id, tradeid: trade?.id });
    expect([traded.total, traded.rows.map((x) => x.wonumber)]).toEqual([1, [b.wonumber]]);
    const searched = await runReport(t, admin, { reportid: 10, customerid: customer.id, search: c.wonumber });
    expect([searched.total, searched.rows.map((x) => x.wonumber)]).toEqual([1, [c.wonumber]]);
    if (process.env.FM_TEST_DB === "pglite") {
      // Every customer: only where this file owns its database (on PostgreSQL other files add orders meanwhile).
      const before = (await runReport(t, admin, { reportid: 10 })).total;
      await makeWorkOrder(t.db, refs, { statusid: STATUS.Received });
      await makeWorkOrder(t.db, refs, { statusid: STATUS.Denied });
      expect((await runReport(t, admin, { reportid: 10 })).total).toBe(before + 1);
    }
  });

  it("8 Expiring Insurance: GL, or WC unless exempt, expiring in the range; active vendors only", async () => {
    const w = randomWindow();
    const gl = await makeVendor(t.db, {
      glexpirationdate: dayOf(w.base, 3),
      wcexpirationdate: dayOf(w.base, 40),
    });
    await makeVendor(t.db, { wcexpirationdate: dayOf(w.base, 2), wcexempt: true });
    const both = await makeVendor(t.db, {
      glexpirationdate: dayOf(w.base, 8),
      wcexpirationdate: dayOf(w.base, 1),
    });
    await makeVendor(t.db, { glexpirationdate: dayOf(w.base, 4), isactive: false });
    const r = await runReport(t, admin, { reportid: 8, startDate: w.startDate, endDate: w.endDate });
    expect(r.rows.map((x) => [x.name, x.expiring, x.firstexpiry])).toEqual([
      [both.name, "GL, WC", dayOf(w.base, 1)],
      [gl.name, "GL", dayOf(w.base, 3)],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(r.rows[1]?.daysleft).toBe(
      Math.round((Date.parse(dayOf(w.base, 3)) - Date.parse(today)) / 86_400_000),
    );
  });
});
