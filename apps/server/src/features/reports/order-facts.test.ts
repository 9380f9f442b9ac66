import { STATUS } from "@fm/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderLineFacts,
  trades,
  workOrderDayCounts,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeOrder,
  makeUser,
  makeVendor,
  makeWorkOrder,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { at, dayOf, insertOrders, randomWindow, whileOpen } from "./reports.test-helpers.ts";

/*
 * The two rollups of migration 0040 are kept by triggers: after each kind of write they hold what the figures say
 * by hand. orderlinefacts: one row per (order, vendor) and (order, trade); workorderdaycounts: orders per day,
 * customer, dispatcher and kind.
 */
let t: TestApp;
let win: ReturnType<typeof randomWindow>;
let t1: number;
let t2: number;

const factsOf = (workorderid: number) =>
  t.db
    .select({
      kind: orderLineFacts.kind,
      dimid: orderLineFacts.dimid,
      customerid: orderLineFacts.customerid,
      createdday: orderLineFacts.createdday,
      completedday: orderLineFacts.completedday,
      cancelled: orderLineFacts.cancelled,
      completedays: orderLineFacts.completedays,
      listed: orderLineFacts.listed,
      quoted: orderLineFacts.quoted,
      invoiced: orderLineFacts.invoiced,
      invoicedlines: orderLineFacts.invoicedlines,
    })
    .from(orderLineFacts)
    .where(eq(orderLineFacts.workorderid, workorderid))
    .orderBy(asc(orderLineFacts.kind), asc(orderLineFacts.dimid));

/** The customer's counters as "kind day dispatcher n", zero rows left out. */
const countsOf = async (customerid: number) =>
  (
    await t.db
      .select()
      .from(workOrderDayCounts)
      .where(and(eq(workOrderDayCounts.customerid, customerid), sql`${workOrderDayCounts.n} <> 0`))
      .orderBy(
        asc(workOrderDayCounts.kind),
        asc(workOrderDayCounts.day),
        asc(workOrderDayCounts.dispatcherid),
      )
  ).map((r) => `${r.kind} ${r.day} ${r.dispatcherid} ${r.n}`);

beforeAll(async () => {
  t = await createTestApp();
  win = randomWindow();
  const ts = await t.db.select({ id: trades.id }).from(trades).orderBy(asc(trades.id)).limit(2);
  [t1, t2] = [ts[0]?.id ?? 0, ts[1]?.id ?? 0];
});
afterAll(async () => {
  await t.close();
});

describe("orderlinefacts follows vendor lines, trades and the order", () => {
  it("keeps one row per order and vendor / trade through every kind of write", async () => {
    const a = await makeCustomer(t.db);
    const b = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, a.id);
    const v1 = (await makeVendor(t.db)).id;
    const v2 = (await makeVendor(t.db)).id;
    const wo = await makeWorkOrder(
      t.db,
      { customerid: a.id, jobsiteid: site.id },
      { createddate: at(win.base, 0) },
    );
    expect(await factsOf(wo.id)).toEqual([]);

    const order = { customerid: a.id, createdday: dayOf(win.base, 0), completedday: null, cancelled: false };
    await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid: t1 });
    const [l1, , l3] = await t.db
      .insert(workOrderVendors)
      .values([
        {
          workorderid: wo.id,
          vendorid: v1,
          tradeid: t1,
          quotedamount: "10.00",
          invoiceamount: "5.00",
          invoicenumber: "V-1",
        },
        { workorderid: wo.id, vendorid: v1, tradeid: t1, quotedamount: "2.00" },
        { workorderid: wo.id, vendorid: v2, tradeid: t2, invoiceamount: "7.00" },
      ])
      .returning({ id: workOrderVendors.id });
    const v = (dimid: number, quoted: string, invoiced: string | null, invoicedlines: number) => ({
      ...order,
      kind: "v",
      dimid,
      completedays: null,
      listed: true,
      quoted,
      invoiced,
      invoicedlines,
    });
    const tr = (dimid: number, listed: boolean, invoiced: string | null) => ({
      ...order,
      kind: "t",
      dimid,
      completedays: null,
      listed,
      quoted: null,
      invoiced,
      invoicedlines: 0,
    });
    // By hand: v1 = 10 + 2 quoted, 5 invoiced on one numbered line; v2 = 0 quoted, 7 invoiced, no number;
    // t1 listed and carries v1's lines (5), t2 not listed but carries v2's line (7).
    expect(await factsOf(wo.id)).toEqual([
      tr(t1, true, "5.00"),
      tr(t2, false, "7.00"),
      v(v1, "12.00", "5.00", 1),
      v(v2, "0.00", "7.00", 0),
    ]);

    // The order completes two days after it was received, is cancelled and moves to another customer.
    await t.db
      .update(workOrders)
      .set({ completedate: at(win.base, 2), statusid: STATUS.Cancelled, customerid: b.id })
      .where(eq(workOrders.id, wo.id));
    const after = await factsOf(wo.id);
    expect(after.map((f) => [f.customerid, f.completedday, f.cancelled, f.completedays])).toEqual(
      Array.from({ length: 4 }, () => [b.id, dayOf(win.base, 2), true, 2]),
    );

    // v2's line goes to v1 with a vendor invoice number; a line change that moves no figure changes nothing.
    await t.db
      .update(workOrderVendors)
      .set({ vendorid: v1, invoicenumber: "V-3" })
      .where(eq(workOrderVendors.id, l3?.id ?? 0));
    await t.db
      .update(workOrderVendors)
      .set({ paidbycreditcard: true })
      .where(eq(workOrderVendors.workorderid, wo.id));
    expect(
      (await factsOf(wo.id)).map((f) => [f.kind, f.dimid, f.quoted, f.invoiced, f.invoicedlines]),
    ).toEqual([
      ["t", t1, null, "5.00", 0],
      ["t", t2, null, "7.00", 0],
      ["v", v1, "12.00", "12.00", 2],
    ]);

    // The order no longer lists t1 (its lines still carry it); then the first line and the rest go.
    await t.db.delete(workOrderTrades).where(eq(workOrderTrades.workorderid, wo.id));
    expect((await factsOf(wo.id)).filter((f) => f.kind === "t").map((f) => [f.dimid, f.listed])).toEqual([
      [t1, false],
      [t2, false],
    ]);
    await t.db.delete(workOrderVendors).where(eq(workOrderVendors.id, l1?.id ?? 0));
    expect((await factsOf(wo.id)).map((f) => [f.kind, f.dimid, f.invoiced])).toEqual([
      ["t", t1, null],
      ["t", t2, "7.00"],
      ["v", v1, "7.00"],
    ]);
    await t.db.delete(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    expect(await factsOf(wo.id)).toEqual([]);
  });

  it("a statement over more than 1,000 orders (the bulk path): one row per order and vendor, sums by hand", async () => {
    const { customerid, ids } = await insertOrders(t, 1001);
    const vendorid = (await makeVendor(t.db)).id;
    await t.db
      .insert(workOrderVendors)
      .values(
        ids.map((workorderid, k) => ({ workorderid, vendorid, tradeid: t1, invoiceamount: `${k % 7}.00` })),
      );
    const [kept] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        invoiced: sql<string>`sum(${orderLineFacts.invoiced})::text`,
      })
      .from(orderLineFacts)
      .where(and(eq(orderLineFacts.customerid, customerid), eq(orderLineFacts.kind, "v")));
    let invoiced = 0;
    for (let k = 0; k < 1001; k++) invoiced += k % 7;
    expect(kept).toEqual({ n: 1001, invoiced: invoiced.toFixed(2) });
  });

  it.skipIf(process.env.FM_TEST_DB !== "postgres")(
    "two transactions on one order at once: the one that refreshes second sees the first one's commit",
    async () => {
      const { wo } = await makeOrder(t.db);
      const vendorid = (await makeVendor(t.db)).id;
      // tx1 adds a line and stays open; tx2 lists a trade meanwhile. Without the per-order lock tx2 would not see
      // tx1's line and would leave the facts without it.
      await whileOpen(
        t,
        (tx) =>
          tx
            .insert(workOrderVendors)
            .values({ workorderid: wo.id, vendorid, tradeid: t2, invoiceamount: "70.00" }),
        () => t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid: t1 }),
      );
      expect((await factsOf(wo.id)).map((f) => [f.kind, f.dimid, f.listed, f.invoiced])).toEqual([
        ["t", t1, true, null],
        ["t", t2, false, "70.00"],
        ["v", vendorid, true, "70.00"],
      ]);
    },
  );
});

describe("workorderdaycounts follows the orders", () => {
  it("counts received, dispatched, completed, cancelled and open-by-due-day per customer and dispatcher", async () => {
    const c = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, c.id);
    const d = (await makeUser(t.db, { roles: ["Dispatchers"], isdispatcher: true })).id;
    const refs = { customerid: c.id, jobsiteid: site.id };
    const day = (n: number) => dayOf(win.base, n);
    const a = await makeWorkOrder(t.db, refs, {
      createddate: at(win.base, 0),
      duedate: at(win.base, 5),
      dispatcherid: d,
    });
    const b = await makeWorkOrder(t.db, refs, { createddate: at(win.base, 0), duedate: at(win.base, 5) });
    // Open orders count under dispatcher 0 whoever dispatches them (report 19 does not ask).
    expect(await countsOf(c.id)).toEqual([`o ${day(5)} 0 2`, `r ${day(0)} 0 1`, `r ${day(0)} ${d} 1`]);

    await t.db
      .update(workOrders)
      .set({ dispatchdate: at(win.base, 1), dispatcherid: d })
      .where(eq(workOrders.id, b.id));
    await t.db
      .update(workOrders)
      .set({ completedate: at(win.base, 3), statusid: STATUS.Invoiced })
      .where(eq(workOrders.id, a.id));
    await t.db
      .update(workOrders)
      .set({ statusid: STATUS.Cancelled, duedate: at(win.base, 9) })
      .where(eq(workOrders.id, b.id));
    // a: received 0, completed 3, closed; b: received 0, dispatched 1, cancelled (received-and-cancelled), closed.
    expect(await countsOf(c.id)).toEqual([
      `c ${day(3)} ${d} 1`,
      `d ${day(1)} ${d} 1`,
      `r ${day(0)} ${d} 2`,
      `x ${day(0)} ${d} 1`,
    ]);

    // b reopens (open again, by its new due day; no longer cancelled); a is deleted.
    await t.db.update(workOrders).set({ statusid: STATUS.Received }).where(eq(workOrders.id, b.id));
    await t.db.delete(workOrders).where(eq(workOrders.id, a.id));
    expect(await countsOf(c.id)).toEqual([`d ${day(1)} ${d} 1`, `o ${day(9)} 0 1`, `r ${day(0)} ${d} 1`]);
  });
});
