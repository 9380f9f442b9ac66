import { STATUS, scorecardOf, VENDOR_BILLING_STATUS } from "@fm/domain";
import type { VendorScorecard } from "@fm/domain/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  tradeScorecardPending,
  tradeScorecardTotals,
  vendorInvoices,
  vendorScorecards,
  workOrderCheckins,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeUser, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { scoreSql } from "./scorecards.service.ts";

const { t, token, customerid, jobsiteid } = await useWorkOrderFile({ role: "Dispatchers" });
const site = { customerid, jobsiteid };
const HOUR = 3_600_000;
const T0 = new Date("2026-10-01T14:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

const scorecard = async (vendorid: number) => {
  const res = await t.call(token, { method: "GET", url: `/api/vendor/scorecard?vendorid=${vendorid}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VendorScorecard;
};
const dispatched = async (
  vendorid: number,
  tradeid: number,
  over: Partial<typeof workOrders.$inferInsert> = {},
) => {
  const wo = await makeWorkOrder(t.db, site, {
    statusid: STATUS.Dispatched,
    scheduledate: at(4),
    duedate: at(24),
    ...over,
  });
  await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid });
  const [line] = await t.db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid, tradeid, quotedamount: "100", createddate: T0 })
    .returning();
  if (!line) throw new Error("line not created");
  return { wo, line };
};
const complete = (id: number, when: Date) =>
  t.db
    .update(workOrders)
    .set({ statusid: STATUS.CompletedVendor, completedate: when })
    .where(eq(workOrders.id, id));

/** A dispatched line billed through the portal: submitted, then approved at `approved` (a vendor bill). */
const bill = async (vendorid: number, tradeid: number, submitted: string, approved: string) => {
  const { wo, line } = await dispatched(vendorid, tradeid);
  const invoicenumber = `INV-${uid()}`;
  await t.db.insert(vendorInvoices).values({
    workorderid: wo.id,
    vendorid,
    workordervendorid: line.id,
    invoicenumber,
    invoicestatusid: VENDOR_BILLING_STATUS.Waiting,
    description: "Repair",
    submittedamount: submitted,
  });
  await t.db
    .update(workOrderVendors)
    .set({ invoicenumber, invoiceamount: approved, isapproved: true })
    .where(eq(workOrderVendors.id, line.id));
  await t.db
    .update(vendorInvoices)
    .set({ invoicestatusid: VENDOR_BILLING_STATUS.Approved })
    .where(eq(vendorInvoices.invoicenumber, invoicenumber));
  return { wo, line };
};

describe("vendor scorecard rollup (kept by triggers)", () => {
  it("acceptance: accepting and declining dispatches moves the rate and the time", async () => {
    const vendor = await makeVendor(t.db);
    const a = await dispatched(vendor.id, 5);
    const b = await dispatched(vendor.id, 5);
    expect((await scorecard(vendor.id)).overall).toMatchObject({ lines: 2, acceptancerate: null });
    await t.db
      .update(workOrderVendors)
      .set({ acceptedat: at(0.5) })
      .where(eq(workOrderVendors.id, a.line.id));
    expect((await scorecard(vendor.id)).overall).toMatchObject({ acceptancerate: 100, acceptminutes: 30 });
    await t.db
      .update(workOrderVendors)
      .set({ declinedat: at(1), declinereason: "No tech free" })
      .where(eq(workOrderVendors.id, b.line.id));
    expect((await scorecard(vendor.id)).overall.acceptancerate).toBe(50);
  });

  it("on-time arrival: the first check-in against the schedule, else the order's on-site date", async () => {
    const vendor = await makeVendor(t.db);
    const tech = await makeUser(t.db, { roles: ["Tech"], vendorid: vendor.id });
    const early = await dispatched(vendor.id, 5);
    const late = await dispatched(vendor.id, 5);
    await t.db.insert(workOrderCheckins).values({
      workorderid: early.wo.id,
      workordervendorid: early.line.id,
      userid: tech.id,
      kind: "in",
      at: at(3),
      method: "gps",
    });
    expect((await scorecard(vendor.id)).overall.ontimearrival).toBe(100);
    // No check-in on the second: its on-site date (after the schedule) counts.
    await t.db
      .update(workOrders)
      .set({ onsitedate: at(6) })
      .where(eq(workOrders.id, late.wo.id));
    expect((await scorecard(vendor.id)).overall.ontimearrival).toBe(50);
  });

  it("SLA compliance and first-time fix: completion by the due date, and a recall against the original vendor", async () => {
    const vendor = await makeVendor(t.db);
    const other = await makeVendor(t.db);
    const first = await dispatched(vendor.id, 5);
    const second = await dispatched(vendor.id, 7);
    await complete(first.wo.id, at(20));
    await complete(second.wo.id, at(30));
    let card = await scorecard(vendor.id);
    expect(card.overall).toMatchObject({ slacompliance: 50, firsttimefix: 100 });
    expect(card.trades.find((r) => r.tradeid === 5)).toMatchObject({ slacompliance: 100 });

    // The recall is saved through the API (the new-order form), dispatched to another vendor.
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/saveworkorder",
      payload: {
        customerid,
        jobsiteid,
        divisionid: 1,
        statusid: STATUS.Received,
        priorityid: 2,
        requesttypeid: 1,
        duedate: "2026-12-10T17:00:00Z",
        briefdescription: "Still leaking",
        tradeids: [5],
        recallof: first.wo.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const recall = res.json() as { id: number };
    await t.db.insert(workOrderVendors).values({ workorderid: recall.id, vendorid: other.id, tradeid: 5 });
    card = await scorecard(vendor.id);
    expect(card.overall.firsttimefix).toBe(50);
    expect(card.trades.find((r) => r.tradeid === 5)?.firsttimefix).toBe(0);
    expect((await scorecard(other.id)).overall.firsttimefix).toBeNull();

    // Cancelling the recall gives the first-time fix back.
    await t.db
      .update(workOrders)
      .set({ statusid: STATUS.Cancelled, cancelreason: "Opened by mistake" })
      .where(eq(workOrders.id, recall.id));
    expect((await scorecard(vendor.id)).overall.firsttimefix).toBe(100);
  });

  it("invoice accuracy and cost against the trade: approved at the submitted amount or changed", async () => {
    const vendor = await makeVendor(t.db);
    const peer = await makeVendor(t.db);
    const tradeid = 9;
    await bill(peer.id, tradeid, "100.00", "100.00");
    await bill(vendor.id, tradeid, "300.00", "300.00");
    let card = await scorecard(vendor.id);
    expect(card.overall).toMatchObject({ invoiceaccuracy: 100, averagecost: 300 });
    // Trade average: (100 + 300) / 2 = 200; the vendor bills 300 → 150.
    expect(card.trades.find((r) => r.tradeid === tradeid)?.costindex).toBe(150);
    await bill(vendor.id, tradeid, "500.00", "450.00");
    card = await scorecard(vendor.id);
    expect(card.overall.invoiceaccuracy).toBe(50);
  });

  it("deleting a vendor's only line empties its rollup; an unknown vendor is 404", async () => {
    const vendor = await makeVendor(t.db);
    const { line } = await dispatched(vendor.id, 5);
    expect(
      await t.db.select().from(vendorScorecards).where(eq(vendorScorecards.vendorid, vendor.id)),
    ).not.toEqual([]);
    await t.db.delete(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    expect(
      await t.db.select().from(vendorScorecards).where(eq(vendorScorecards.vendorid, vendor.id)),
    ).toEqual([]);
    expect((await scorecard(vendor.id)).overall.lines).toBe(0);
    expectRefusal(
      await t.call(token, { method: "GET", url: "/api/vendor/scorecard?vendorid=2147483000" }),
      404,
      "not_found",
    );
  });

  it("the ranking's SQL Score (scoreSql) equals scorecardOf's on every rollup row, fractions included", async () => {
    const vendor = await makeVendor(t.db);
    // 1 of 3 accepted (33.3) and a late completion; every row of the rollup is compared, not only this one.
    for (const accepted of [true, false, false]) {
      const { line } = await dispatched(vendor.id, 7);
      await t.db
        .update(workOrderVendors)
        .set(accepted ? { acceptedat: at(1) } : { declinedat: at(1), declinereason: "Busy" })
        .where(eq(workOrderVendors.id, line.id));
    }
    const { wo } = await dispatched(vendor.id, 7);
    await complete(wo.id, at(30));
    const rows = await t.db
      .select({ row: vendorScorecards, sqlscore: sql<number | null>`${scoreSql("sc")}` })
      .from(sql`vendorscorecards sc`)
      .innerJoin(
        vendorScorecards,
        and(eq(vendorScorecards.vendorid, sql`sc.vendorid`), eq(vendorScorecards.tradeid, sql`sc.tradeid`)),
      );
    expect(rows.some((r) => r.row.vendorid === vendor.id && r.sqlscore !== null)).toBe(true);
    for (const { row, sqlscore } of rows)
      expect([row.vendorid, row.tradeid, sqlscore]).toEqual([
        row.vendorid,
        row.tradeid,
        scorecardOf(row).score,
      ]);
  });

  it("is staff-only: a vendor user is refused", async () => {
    const vendor = await makeVendor(t.db);
    const { token: vendorToken } = await signIn(t, { roles: ["Vendor"], vendorid: vendor.id });
    expectRefusal(
      await t.call(vendorToken, { method: "GET", url: `/api/vendor/scorecard?vendorid=${vendor.id}` }),
      403,
      "forbidden",
    );
  });
});

describe("per-trade totals (tradescorecardtotals, kept with the rollup)", () => {
  const TRADE = 20;
  const totalsOf = async (tradeid: number) => {
    const [row] = await t.db
      .select()
      .from(tradeScorecardTotals)
      .where(eq(tradeScorecardTotals.tradeid, tradeid));
    return { bills: row?.bills ?? 0, billcents: row?.billcents ?? 0 };
  };
  /** Every trade's totals equal the sums of its vendors' rows, and nothing is left queued after a commit. */
  const expectTotalsInStep = async () => {
    const res = await t.db.execute(sql`
      select coalesce(s.tradeid, x.tradeid) as tradeid, coalesce(s.bills, 0)::int as sumbills,
             coalesce(s.billcents, 0)::float8 as sumcents, coalesce(x.bills, 0)::int as bills,
             coalesce(x.billcents, 0)::float8 as billcents
        from (select tradeid, sum(bills) as bills, sum(billcents) as billcents from vendorscorecards
               where tradeid <> 0 group by tradeid) s
        full join tradescorecardtotals x on x.tradeid = s.tradeid
       where coalesce(s.bills, 0) <> coalesce(x.bills, 0) or coalesce(s.billcents, 0) <> coalesce(x.billcents, 0)`);
    expect((res as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await t.db.select().from(tradeScorecardPending)).toEqual([]);
  };
  const costIndexOf = async (vendorid: number) =>
    (await scorecard(vendorid)).trades.find((r) => r.tradeid === TRADE)?.costindex;

  it("follow inserts, updates and deletes of the lines and orders that feed them", async () => {
    const before = await totalsOf(TRADE);
    const vendor = await makeVendor(t.db);
    const peer = await makeVendor(t.db);
    // Insert: two bills of 100 and 300 on the trade.
    const cheap = await bill(peer.id, TRADE, "100.00", "100.00");
    const dear = await bill(vendor.id, TRADE, "300.00", "300.00");
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills + 2, billcents: before.billcents + 40_000 });
    await expectTotalsInStep();
    // A write that changes no bill (acceptance) leaves the totals and queues nothing.
    await t.db
      .update(workOrderVendors)
      .set({ acceptedat: at(1) })
      .where(eq(workOrderVendors.id, dear.line.id));
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills + 2, billcents: before.billcents + 40_000 });
    await expectTotalsInStep();
    // Update of the approved amount: 300 → 250.
    await t.db
      .update(workOrderVendors)
      .set({ invoiceamount: "250.00" })
      .where(eq(workOrderVendors.id, dear.line.id));
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills + 2, billcents: before.billcents + 35_000 });
    await expectTotalsInStep();
    // The order's status: a cancelled order's lines count for nothing, re-opened they count again.
    await t.db
      .update(workOrders)
      .set({ statusid: STATUS.Cancelled, cancelreason: "Duplicate" })
      .where(eq(workOrders.id, cheap.wo.id));
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills + 1, billcents: before.billcents + 25_000 });
    await expectTotalsInStep();
    await t.db.update(workOrders).set({ statusid: STATUS.Dispatched }).where(eq(workOrders.id, cheap.wo.id));
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills + 2, billcents: before.billcents + 35_000 });
    // Moving a line to another trade moves its bill.
    await t.db.update(workOrderVendors).set({ tradeid: 5 }).where(eq(workOrderVendors.id, cheap.line.id));
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills + 1, billcents: before.billcents + 25_000 });
    await expectTotalsInStep();
    // Delete: the line, then a whole order (its lines go with it).
    await t.db.delete(workOrderVendors).where(eq(workOrderVendors.id, cheap.line.id));
    await t.db.delete(vendorInvoices).where(eq(vendorInvoices.workordervendorid, dear.line.id));
    await t.db.delete(workOrders).where(eq(workOrders.id, dear.wo.id));
    expect(await totalsOf(TRADE)).toEqual(before);
    await expectTotalsInStep();
  });

  it("count a transaction's changes once at its commit, and nothing of a rolled-back one", async () => {
    const vendor = await makeVendor(t.db);
    const peer = await makeVendor(t.db);
    const mine = await bill(vendor.id, TRADE, "200.00", "200.00");
    const theirs = await bill(peer.id, TRADE, "600.00", "600.00");
    const before = await totalsOf(TRADE);
    const avg = before.billcents / before.bills;
    expect(await costIndexOf(vendor.id)).toBe(Math.round((20_000 / avg) * 1000) / 10);
    // Two statements of one transaction, two vendors: counted together at the commit.
    await t.db.transaction(async (tx) => {
      await tx
        .update(workOrderVendors)
        .set({ invoiceamount: "100.00" })
        .where(eq(workOrderVendors.id, mine.line.id));
      await tx
        .update(workOrderVendors)
        .set({ invoiceamount: "700.00" })
        .where(eq(workOrderVendors.id, theirs.line.id));
    });
    expect(await totalsOf(TRADE)).toEqual({ bills: before.bills, billcents: before.billcents });
    await t.db.transaction(async (tx) => {
      await tx
        .update(workOrderVendors)
        .set({ invoiceamount: "400.00" })
        .where(eq(workOrderVendors.id, mine.line.id));
    });
    const after = await totalsOf(TRADE);
    expect(after).toEqual({ bills: before.bills, billcents: before.billcents + 30_000 });
    expect(await costIndexOf(vendor.id)).toBe(
      Math.round((40_000 / (after.billcents / after.bills)) * 1000) / 10,
    );
    // A rolled-back bill leaves the totals as they were.
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .update(workOrderVendors)
          .set({ invoiceamount: "9000.00" })
          .where(eq(workOrderVendors.id, mine.line.id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await totalsOf(TRADE)).toEqual(after);
    await expectTotalsInStep();
  });
});
