import type { VendorSelectionPage } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dispatchVendors, trades, vendors, vendorTrades, vendorZips } from "../../db/schema/index.ts";
import { makeDispatchHistory, makeJobSite, makeVendor, makeWorkOrder, uid } from "../../test/factories.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

/*
 * The ONE vendor ranking (Select Vendor's default order, automatic dispatch; decision 0045-s32rank) over the whole
 * list, without a search: two trades only this file's vendors offer, so the page, its order and its total are
 * exactly the vendors built here. Priority (lowest first, 0 = none), coverage of the site's ZIP, the ranking
 * distance (miles less 0.2 mi per Score point above 50; the one trade's row, else the overall row), the better
 * Score, then id.
 */
const SITE = { latitude: 30.2672, longitude: -97.7431, postalcode: "78799" };
const { t, token, customerid } = await useWorkOrderFile();
/** Degrees of latitude per mile. */
const MILE = 1 / 69.09;

const newTrade = async () => {
  const [row] = await t.db
    .insert(trades)
    .values({ tradename: `Ranking ${uid()}` })
    .returning({ id: trades.id });
  if (!row) throw new Error("trade not created");
  return row.id;
};

const site = await makeJobSite(t.db, customerid, SITE);
const refs = { customerid, jobsiteid: site.id };
const wo = await makeWorkOrder(t.db, refs);
const A = await newTrade();
const B = await newTrade();
const vendor = async (
  name: string,
  miles: number | null,
  offers: { trade: number; priority?: number; deleted?: boolean }[],
  over: Partial<typeof vendors.$inferInsert> = {},
) => {
  const v = await makeVendor(t.db, {
    name: `${name} ${uid()}`,
    latitude: miles === null ? null : SITE.latitude + miles * MILE,
    longitude: miles === null ? null : SITE.longitude,
    ...over,
  });
  for (const o of offers) {
    await t.db
      .insert(vendorTrades)
      .values({ vendorid: v.id, tradeid: o.trade, isdeleted: o.deleted ?? false });
    if (o.priority !== undefined)
      await t.db.insert(dispatchVendors).values({ vendorid: v.id, tradeid: o.trade, priority: o.priority });
  }
  return v.id;
};
const p1 = await vendor("P1", 69, [
  { trade: A, priority: 1 },
  { trade: B, priority: 3 },
]);
const p2cover = await vendor("P2 covering", 3.45, [{ trade: A, priority: 2 }]);
const p2 = await vendor("P2", 1.4, [{ trade: A, priority: 2 }]);
const zero = await vendor("Priority 0", 0.7, [{ trade: A, priority: 0 }]);
const cover = await vendor("Covering", 30, [{ trade: A }]);
const good = await vendor("Good", 3, [{ trade: A }]);
const bad = await vendor("Bad on B", 0.5, [{ trade: A }]);
const near = await vendor("Near", 1, [{ trade: A }]);
const twin1 = await vendor("Twin", 5, [{ trade: A }]);
const twin2 = await vendor("Twin", 5, [{ trade: A }]);
const noCoordsGood = await vendor("No coordinates, good", null, [{ trade: A }]);
const noCoords = await vendor("No coordinates", null, [{ trade: A }]);
const bOnly = await vendor("B only", 20, [{ trade: B, priority: 1 }]);
// Never listed: inactive, or the trade deleted.
await vendor("Inactive", 0.1, [{ trade: A, priority: 1 }], { isactive: false });
await vendor("Deleted trade", 0.1, [{ trade: A, priority: 1, deleted: true }]);
await t.db.insert(vendorZips).values([
  { vendorid: p2cover, zipcode: SITE.postalcode },
  { vendorid: cover, zipcode: SITE.postalcode },
]);
await makeDispatchHistory(t.db, refs, { vendorid: good, tradeid: A }, 2, 0); // Score 100 on A and overall: 10 mi nearer
await makeDispatchHistory(t.db, refs, { vendorid: noCoordsGood, tradeid: A }, 1, 0);
await makeDispatchHistory(t.db, refs, { vendorid: bad, tradeid: B }, 0, 2); // Score 0 on B and overall (none on A): 10 mi farther, but only overall

const page = async (tradeIds: number[], query = "") => {
  const res = await t.call(token, {
    method: "GET",
    url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}&tradeIds=${tradeIds.join(",")}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VendorSelectionPage;
};

describe("Select Vendor's ranking over every matching vendor (no search)", () => {
  it("one trade: priority, coverage, the trade's Score weighing the miles, no coordinates last, then id", async () => {
    const res = await page([A], "&pageSize=50");
    expect(res.total).toBe(12);
    // bad has no Score on A (neutral): its 0.5 mi count as they are.
    expect(res.rows.map((r) => r.id)).toEqual([
      p1,
      p2cover,
      p2,
      cover,
      good,
      bad,
      zero,
      near,
      twin1,
      twin2,
      noCoordsGood,
      noCoords,
    ]);
    const byId = new Map(res.rows.map((r) => [r.id, r]));
    expect(byId.get(zero)?.dispatchpriority).toBeNull();
    expect(byId.get(p2cover)?.coversjobsite).toBe(true);
    expect(byId.get(good)?.score).toBe(100);
    expect(byId.get(bad)?.score).toBeNull();
    expect(byId.get(near)?.distancefromjob).toBe(1);
    expect(byId.get(noCoords)?.distancefromjob).toBeNull();
  });

  it("two trades: each vendor once, its best priority, the overall Score; pages cut the same order", async () => {
    const expected = [
      bOnly,
      p1,
      p2cover,
      p2,
      cover,
      good,
      zero,
      near,
      twin1,
      twin2,
      bad,
      noCoordsGood,
      noCoords,
    ];
    const all = await page([A, B], "&pageSize=50");
    expect(all.total).toBe(13);
    expect(all.rows.map((r) => r.id)).toEqual(expected);
    const byId = new Map(all.rows.map((r) => [r.id, r]));
    expect(byId.get(p1)?.dispatchpriority).toBe(1);
    expect(byId.get(bad)?.score).toBe(0);
    const first = await page([A, B], "&pageSize=10");
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(first.rows.map((r) => r.id)).toEqual(expected.slice(0, 10));
    const second = await page([A, B], "&pageSize=10&page=2");
    expect(second).toMatchObject({ total: 13, page: 2 });
    expect(second.rows.map((r) => r.id)).toEqual(expected.slice(10));
    expect((await page([A, B], "&pageSize=10&page=3")).rows).toEqual([]);
  });

  it("the distance sort and the search keep their orders", async () => {
    const byDistance = await page([A], "&pageSize=50&sort=distance");
    expect(byDistance.rows.map((r) => r.id)).toEqual([
      p2cover,
      cover,
      bad,
      zero,
      near,
      p2,
      good,
      twin1,
      twin2,
      p1,
      noCoordsGood,
      noCoords,
    ]);
    const searched = await page([A], "&pageSize=50&search=twin");
    expect(searched.rows.map((r) => r.id)).toEqual([twin1, twin2]);
    expect(searched.total).toBe(2);
  });

  it("follows the vendor's changes: deactivated, moved, a trade deleted, a priority set", async () => {
    await t.db.update(vendors).set({ isactive: false }).where(eq(vendors.id, p1));
    await t.db
      .update(vendors)
      .set({ latitude: SITE.latitude + 0.2 * MILE })
      .where(eq(vendors.id, twin2));
    await t.db.update(vendorTrades).set({ isdeleted: true }).where(eq(vendorTrades.vendorid, cover));
    await t.db.insert(dispatchVendors).values({ vendorid: noCoords, tradeid: A, priority: 1 });
    const res = await page([A], "&pageSize=50");
    expect(res.total).toBe(10);
    expect(res.rows.map((r) => r.id)).toEqual([
      noCoords,
      p2cover,
      p2,
      good,
      twin2,
      bad,
      zero,
      near,
      twin1,
      noCoordsGood,
    ]);
  });
});
