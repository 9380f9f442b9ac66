import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicedOrderDays, invoices, trades, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeOrder,
  makeVendor,
  makeWorkOrder,
  uid,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { at, dayOf, insertOrders, randomWindow, whileOpen } from "./reports.test-helpers.ts";

/*
 * invoicedorderdays (migration 0039) is kept by triggers: after each kind of write the rows of the order are
 * what the figures say by hand — per invoice day: count, total and latest date of the not-rejected invoices,
 * the order's number and customer, and the vendor cost of all its lines.
 */
let t: TestApp;
let win: ReturnType<typeof randomWindow>;
let order: { id: number; wonumber: string };
let customerB: number;
let tradeid: number;
let vendorid: number;

const rowsOf = (workorderid: number) =>
  t.db
    .select({
      day: invoicedOrderDays.day,
      customerid: invoicedOrderDays.customerid,
      wonumber: invoicedOrderDays.wonumber,
      invoices: invoicedOrderDays.invoices,
      invoicetotal: invoicedOrderDays.invoicetotal,
      lastinvoicedate: invoicedOrderDays.lastinvoicedate,
      vendorcost: invoicedOrderDays.vendorcost,
    })
    .from(invoicedOrderDays)
    .where(eq(invoicedOrderDays.workorderid, workorderid))
    .orderBy(asc(invoicedOrderDays.day));

const invoice = (day: number, amount: string, hour = 0) => ({
  workorderid: order.id,
  invoicenumber: `I-${uid()}`,
  invoicedate: new Date(at(win.base, day).getTime() + hour * 3_600_000),
  duedate: at(win.base, day + 30),
  amount,
});

beforeAll(async () => {
  t = await createTestApp();
  win = randomWindow();
  const a = await makeCustomer(t.db);
  const b = await makeCustomer(t.db);
  customerB = b.id;
  const site = await makeJobSite(t.db, a.id);
  const wo = await makeWorkOrder(t.db, { customerid: a.id, jobsiteid: site.id });
  order = { id: wo.id, wonumber: wo.wonumber };
  tradeid = (await t.db.select({ id: trades.id }).from(trades).limit(1))[0]?.id ?? 0;
  vendorid = (await makeVendor(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe("invoicedorderdays follows invoices, vendor lines and the order", () => {
  it("keeps count, total, latest date and vendor cost per invoice day through every kind of write", async () => {
    const [wo] = await t.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    const customerA = wo?.customerid ?? 0;
    expect(await rowsOf(order.id)).toEqual([]);

    // Two invoices on day 1 (one later in the day), one on day 2, one rejected on day 2.
    const [i1, i2, i3] = await t.db
      .insert(invoices)
      .values([invoice(1, "100.00"), invoice(1, "50.25", 3), invoice(2, "10.00")])
      .returning({ id: invoices.id });
    await t.db.insert(invoices).values({ ...invoice(2, "999.00"), isrejected: true });
    expect(await rowsOf(order.id)).toEqual([
      {
        day: dayOf(win.base, 1),
        customerid: customerA,
        wonumber: order.wonumber,
        invoices: 2,
        invoicetotal: "150.25",
        lastinvoicedate: new Date(at(win.base, 1).getTime() + 3 * 3_600_000),
        vendorcost: "0.00",
      },
      {
        day: dayOf(win.base, 2),
        customerid: customerA,
        wonumber: order.wonumber,
        invoices: 1,
        invoicetotal: "10.00",
        lastinvoicedate: at(win.base, 2),
        vendorcost: "0.00",
      },
    ]);

    // Vendor lines: two with amounts, one without (no cost); the cost is the order's, on every day row.
    const [l1] = await t.db
      .insert(workOrderVendors)
      .values([
        { workorderid: order.id, vendorid, tradeid, invoiceamount: "40.00" },
        { workorderid: order.id, vendorid, tradeid, invoiceamount: "5.50" },
        { workorderid: order.id, vendorid, tradeid },
      ])
      .returning({ id: workOrderVendors.id });
    expect((await rowsOf(order.id)).map((r) => r.vendorcost)).toEqual(["45.50", "45.50"]);
    await t.db
      .update(workOrderVendors)
      .set({ invoiceamount: "30.00" })
      .where(eq(workOrderVendors.id, l1?.id ?? 0));
    expect((await rowsOf(order.id)).map((r) => r.vendorcost)).toEqual(["35.50", "35.50"]);
    // A change that does not touch the amount leaves the figures as they are.
    await t.db
      .update(workOrderVendors)
      .set({ invoicenumber: "INV-X" })
      .where(eq(workOrderVendors.workorderid, order.id));
    expect((await rowsOf(order.id)).map((r) => r.vendorcost)).toEqual(["35.50", "35.50"]);
    // The line not billed yet costs its quote (vendorLineCostCents, migration 0042); a billed line's quote does not.
    await t.db
      .update(workOrderVendors)
      .set({ quotedamount: "7.25" })
      .where(eq(workOrderVendors.workorderid, order.id));
    expect((await rowsOf(order.id)).map((r) => r.vendorcost)).toEqual(["42.75", "42.75"]);

    // Amount changed, an invoice rejected, one moved to day 3.
    await t.db
      .update(invoices)
      .set({ amount: "120.00" })
      .where(eq(invoices.id, i1?.id ?? 0));
    await t.db
      .update(invoices)
      .set({ isrejected: true })
      .where(eq(invoices.id, i2?.id ?? 0));
    await t.db
      .update(invoices)
      .set({ invoicedate: at(win.base, 3) })
      .where(eq(invoices.id, i3?.id ?? 0));
    expect((await rowsOf(order.id)).map((r) => [r.day, r.invoices, r.invoicetotal])).toEqual([
      [dayOf(win.base, 1), 1, "120.00"],
      [dayOf(win.base, 3), 1, "10.00"],
    ]);

    // The order moves to another customer and gets a new number.
    const wonumber = `N-${uid()}`.slice(0, 32);
    await t.db.update(workOrders).set({ customerid: customerB, wonumber }).where(eq(workOrders.id, order.id));
    expect((await rowsOf(order.id)).map((r) => [r.customerid, r.wonumber])).toEqual([
      [customerB, wonumber],
      [customerB, wonumber],
    ]);

    // Vendor line deleted; then the invoices.
    await t.db.delete(workOrderVendors).where(eq(workOrderVendors.id, l1?.id ?? 0));
    expect((await rowsOf(order.id)).map((r) => r.vendorcost)).toEqual(["12.75", "12.75"]);
    await t.db.delete(invoices).where(eq(invoices.id, i3?.id ?? 0));
    expect((await rowsOf(order.id)).map((r) => r.day)).toEqual([dayOf(win.base, 1)]);
    await t.db.delete(invoices).where(eq(invoices.workorderid, order.id));
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it("a statement over more than 1,000 orders (the bulk path): one row per order, totals by hand", async () => {
    const { customerid, ids } = await insertOrders(t, 1001);
    await t.db.insert(invoices).values(
      ids.map((workorderid, k) => ({
        workorderid,
        invoicenumber: `B-${uid()}`,
        invoicedate: at(win.base, k % 5),
        duedate: at(win.base, 40),
        amount: `${k}.50`,
      })),
    );
    await t.db
      .insert(workOrderVendors)
      .values(
        ids.map((workorderid, k) => ({ workorderid, vendorid, tradeid, invoiceamount: `${k % 7}.00` })),
      );
    const kept = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<string>`sum(${invoicedOrderDays.invoicetotal})::text`,
        cost: sql<string>`sum(${invoicedOrderDays.vendorcost})::text`,
      })
      .from(invoicedOrderDays)
      .where(eq(invoicedOrderDays.customerid, customerid));
    // By hand: 1,001 orders, one invoice each; Σk + 1001 × 0.50 and Σ(k mod 7).
    const total = (1000 * 1001) / 2 + 1001 * 0.5;
    let cost = 0;
    for (let k = 0; k < 1001; k++) cost += k % 7;
    expect(kept[0]).toEqual({ n: 1001, total: total.toFixed(2), cost: cost.toFixed(2) });
  });

  it.skipIf(process.env.FM_TEST_DB !== "postgres")(
    "two transactions on one order at once: the one that refreshes second sees the first one's commit",
    async () => {
      const { wo } = await makeOrder(t.db);
      // tx1 adds an invoice and stays open; tx2 adds a vendor line meanwhile. Without the per-order lock tx2
      // would not see the invoice (no row to cost) and tx1 would not see the line (cost 0).
      await whileOpen(
        t,
        (tx) => tx.insert(invoices).values({ ...invoice(1, "80.00"), workorderid: wo.id }),
        () =>
          t.db
            .insert(workOrderVendors)
            .values({ workorderid: wo.id, vendorid, tradeid, invoiceamount: "70.00" }),
      );
      expect((await rowsOf(wo.id)).map((r) => [r.invoicetotal, r.vendorcost])).toEqual([["80.00", "70.00"]]);
    },
  );
});
