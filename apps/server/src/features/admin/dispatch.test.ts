import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, dispatchVendors, trades, vendors, vendorTrades } from "../../db/schema/index.ts";
import { makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { roles: ["Admin"] })).token;
});
afterAll(async () => t?.close());

/** A trade of its own per test, so rows of other tests never show up in its lists. */
const makeTrade = async () => {
  const [row] = await t.db
    .insert(trades)
    .values({ tradename: `Trade ${uid()}` })
    .returning();
  if (!row) throw new Error("trade not created");
  return row.id;
};
const vendorFor = async (tradeid: number, over: Parameters<typeof makeVendor>[1] = {}) => {
  const v = await makeVendor(t.db, over);
  await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid });
  return v;
};
const add = (tradeid: number, vendorid: number, priority: number) =>
  t.call(admin, {
    method: "POST",
    url: "/api/admin/savedispatchvendor",
    payload: { tradeid, vendorid, priority },
  });
const change = (tradeid: number, vendorid: number, priority: number) =>
  t.call(admin, {
    method: "PUT",
    url: "/api/admin/updatedispatchvendor",
    payload: { tradeid, vendorid, priority },
  });
const rowsOf = (tradeid: number) =>
  t.db
    .select()
    .from(dispatchVendors)
    .where(eq(dispatchVendors.tradeid, tradeid))
    .orderBy(dispatchVendors.vendorid);

describe("Dispatch tab", () => {
  it("adds vendors with a priority, lists them best first, changes and removes (priority 0), auditing each", async () => {
    const tradeid = await makeTrade();
    const a = await vendorFor(tradeid, { name: `Alpha ${uid()}` });
    const b = await vendorFor(tradeid, { name: `Bravo ${uid()}` });
    expect((await add(tradeid, a.id, 2)).statusCode).toBe(200);
    const list = (await add(tradeid, b.id, 1)).json();
    expect(list.map((r: { vendorid: number; priority: number }) => [r.vendorid, r.priority])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    const picker = (
      await t.call(admin, { method: "GET", url: `/api/admin/getallvendorsbytradeid?tradeId=${tradeid}` })
    ).json();
    expect(picker).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ vendorid: a.id, priority: 2, dispatchable: true }),
        expect.objectContaining({ vendorid: b.id, priority: 1, dispatchable: true }),
      ]),
    );

    expect((await change(tradeid, a.id, 1)).statusCode).toBe(200);
    const removed = (await change(tradeid, b.id, 0)).json();
    expect(removed.map((r: { vendorid: number }) => r.vendorid)).toEqual([a.id]);
    expect((await rowsOf(tradeid)).find((r) => r.vendorid === b.id)?.priority).toBe(0);
    const listed = (
      await t.call(admin, { method: "GET", url: `/api/admin/getvendorsbytradeid?tradeId=${tradeid}` })
    ).json();
    expect(listed).toEqual([expect.objectContaining({ vendorid: a.id, priority: 1, name: a.name })]);
    // A removed vendor can be added again.
    expect((await add(tradeid, b.id, 3)).statusCode).toBe(200);

    const audit = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, "dispatchvendor"), eq(adminAudit.entitykey, `${tradeid}:${b.id}`)))
      .orderBy(adminAudit.id);
    expect(audit.map((x) => [x.action, x.before, x.after])).toEqual([
      ["add", null, { priority: 1 }],
      ["remove", { priority: 1 }, { priority: 0 }],
      ["add", { priority: 0 }, { priority: 3 }],
    ]);
  });

  it("refuses Redlined and tier 6 vendors (also for a priority change once they became so), leaving rows unchanged", async () => {
    const tradeid = await makeTrade();
    const tier6 = await vendorFor(tradeid, { tierid: 6 });
    const redlined = await vendorFor(tradeid, { vendorstatustypeid: 4 });
    const state = () => rowsOf(tradeid);
    const r1 = await expectRefusedUnchanged(() => add(tradeid, tier6.id, 1), 400, "vendor_tier_6", state);
    expect(r1.fields).toHaveProperty("vendorid");
    await expectRefusedUnchanged(() => add(tradeid, redlined.id, 1), 400, "vendor_redlined", state);
    const picker = (
      await t.call(admin, { method: "GET", url: `/api/admin/getallvendorsbytradeid?tradeId=${tradeid}` })
    ).json();
    expect(picker.map((p: { dispatchable: boolean }) => p.dispatchable)).toEqual([false, false]);

    // A vendor redlined after being added keeps its row; a new priority is refused, removal allowed.
    const later = await vendorFor(tradeid);
    expect((await add(tradeid, later.id, 1)).statusCode).toBe(200);
    await t.db.update(vendors).set({ vendorstatustypeid: 4 }).where(eq(vendors.id, later.id));
    await expectRefusedUnchanged(() => change(tradeid, later.id, 5), 400, "vendor_redlined", state);
    expect((await change(tradeid, later.id, 0)).statusCode).toBe(200);
  });

  it("refuses a vendor without the trade, a duplicate add, an unknown row or trade, and bad priorities", async () => {
    const tradeid = await makeTrade();
    const other = await makeVendor(t.db);
    const state = () => rowsOf(tradeid);
    const r = await expectRefusedUnchanged(() => add(tradeid, other.id, 1), 400, "bad_request", state);
    expect(r.fields).toEqual({ vendorid: "This vendor does not offer this trade." });
    const v = await vendorFor(tradeid);
    expect((await add(tradeid, v.id, 1)).statusCode).toBe(200);
    await expectRefusedUnchanged(() => add(tradeid, v.id, 2), 400, "duplicate", state);
    await expectRefusedUnchanged(() => change(tradeid, other.id, 2), 404, "not_found", state);
    expectRefusal(await add(2147483000, v.id, 1), 404, "not_found");
    const bad = expectRefusal(await add(tradeid, v.id, 0), 400, "validation");
    expect(bad.fields).toEqual({ priority: "Priority must be between 1 and 999." });
    expectRefusal(await change(tradeid, v.id, -1), 400, "validation");
    expectRefusal(
      await t.call(admin, { method: "GET", url: "/api/admin/getvendorsbytradeid?tradeId=abc" }),
      400,
      "validation",
    );
  });

  it("is Admin only", async () => {
    const dispatcher = (await signIn(t, { roles: ["Dispatchers"] })).token;
    const tradeid = await makeTrade();
    const v = await vendorFor(tradeid);
    await expectRefusedUnchanged(
      () =>
        t.call(dispatcher, {
          method: "POST",
          url: "/api/admin/savedispatchvendor",
          payload: { tradeid, vendorid: v.id, priority: 1 },
        }),
      403,
      "forbidden",
      () => rowsOf(tradeid),
    );
  });
});
