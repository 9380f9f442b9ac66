import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, workOrderStatuses, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { lookupsUsed } from "./workorder-list.queries.ts";

/*
 * The list's page is read in two statements (ids first, joined only to the lookups its filters and sorts
 * read; then the display columns of those ids) and its portal totals come from counters: these tests pin
 * that the rows, their order and the totals are the ones the single joined query gave.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { rows: { id: number; customername: string }[]; total: number; totalcapped: boolean };

describe("the list's id query", () => {
  it("joins only the lookup tables a condition or sort key reads", () => {
    expect([...lookupsUsed([sql`${workOrders.statusid} = 1`, sql`${workOrders.id} desc`])]).toEqual([]);
    expect([...lookupsUsed([sql`${customers.customername} asc`])]).toEqual(["customers"]);
    expect([...lookupsUsed([undefined, sql`lower(${workOrderStatuses.name}) = lower(${"Open"})`])]).toEqual([
      "workorderstatuses",
    ]);
    // A bound value that looks like a column reference is a parameter, never SQL text.
    expect([...lookupsUsed([sql`${workOrders.wonumber} = ${'"customers".x'}`])]).toEqual([]);
  });

  it("sorts and filters on joined columns in the page's order, paging through the ids", async () => {
    const tag = `pq${Date.now().toString(36)}`;
    const made: { id: number; name: string }[] = [];
    for (const n of ["charlie", "alpha", "delta", "bravo"]) {
      const c = await makeCustomer(t.db, { customername: `${tag} ${n}` });
      const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
      for (let i = 0; i < 3; i++)
        made.push({ id: (await makeWorkOrder(t.db, refs, { statusid: 9 })).id, name: `${tag} ${n}` });
    }
    const { token } = await signIn(t, { roles: ["Admin"] });
    const page = async (pageNo: number) => {
      const qs = new URLSearchParams({
        status: "all",
        pageSize: "10",
        page: String(pageNo),
        sort: JSON.stringify([{ column: "customername", desc: false }]),
        filters: JSON.stringify([{ column: "customername", op: "startswith", value: tag }]),
      });
      return (
        await t.call(token, { method: "GET", url: `/api/workorder/getworkorders?${qs}` })
      ).json() as Page;
    };
    const [p1, p2] = [await page(1), await page(2)];
    // Customer name ascending, then the list's tie-breaker: id descending.
    const expected = [...made]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : b.id - a.id))
      .map((m) => ({ id: m.id, customername: m.name }));
    expect(p1.rows.map((r) => ({ id: r.id, customername: r.customername }))).toEqual(expected.slice(0, 10));
    expect(p2.rows.map((r) => ({ id: r.id, customername: r.customername }))).toEqual(expected.slice(10));
    expect([p1.total, p2.total, p1.totalcapped]).toEqual([12, 12, false]);
  });
});

describe("portal totals of a bare status filter", () => {
  it("count a customer's and a vendor's own orders exactly, as the rows are", async () => {
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const v = await makeVendor(t.db);
    const statuses = [1, 9, 9, 10, 6, 2];
    const orders = [];
    for (const statusid of statuses) orders.push(await makeWorkOrder(t.db, refs, { statusid }));
    // The vendor is on four of them, twice on one (two lines of one order count once).
    const mine = [orders[0], orders[1], orders[3], orders[5]].map((o) => o?.id ?? 0);
    await t.db
      .insert(workOrderVendors)
      .values([
        ...mine.map((workorderid) => ({ workorderid, vendorid: v.id })),
        { workorderid: mine[0] ?? 0, vendorid: v.id },
      ]);
    const customer = (await signIn(t, { roles: ["Customer"], customerid: c.id })).token;
    const vendor = (await signIn(t, { roles: ["Vendor"], vendorid: v.id })).token;
    const get = async (token: string, url: string) =>
      (await t.call(token, { method: "GET", url })).json() as Page;
    const cOpen = await get(customer, "/api/customerprofile/getworkorders/open");
    expect(cOpen.total).toBe(4);
    expect(cOpen.rows).toHaveLength(4);
    expect((await get(customer, "/api/customerprofile/getworkorders/all")).total).toBe(6);
    expect((await get(customer, "/api/customerprofile/getworkorders/invoiced")).total).toBe(1);
    const vOpen = await get(vendor, "/api/vendorprofile/getworkorders/open");
    expect(vOpen.total).toBe(3);
    expect(vOpen.rows.map((r) => r.id).sort()).toEqual([mine[0], mine[1], mine[3]].sort());
    expect((await get(vendor, "/api/vendorprofile/getworkorders/invoiced")).total).toBe(1);
    // A status change moves the counters with it (statement triggers), so the next total follows.
    await t.db
      .update(workOrders)
      .set({ statusid: 6 })
      .where(sql`${workOrders.id} = ${mine[1] ?? 0}`);
    expect((await get(customer, "/api/customerprofile/getworkorders/open")).total).toBe(3);
    expect((await get(vendor, "/api/vendorprofile/getworkorders/open")).total).toBe(2);
  });
});
