import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix } from "../../test/permission-matrix.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = {
  rows: Array<{
    id: number;
    vendors: Array<{ vendorid: number }>;
    invoiceamount: number | null;
    lastnote: string | null;
  }>;
};

describe("portal work-order lists", () => {
  it("gives a vendor its own orders by status, with only its own vendor line and no customer money", async () => {
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const [me, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
    const open = await makeWorkOrder(t.db, refs, {
      statusid: 9,
      invoiceamount: "900.00",
      lastnote: "internal remark",
    });
    const invoiced = await makeWorkOrder(t.db, refs, { statusid: 10 });
    const notMine = await makeWorkOrder(t.db, refs, { statusid: 9 });
    await t.db.insert(workOrderVendors).values([
      { workorderid: open.id, vendorid: me.id },
      { workorderid: open.id, vendorid: rival.id },
      { workorderid: invoiced.id, vendorid: me.id },
      { workorderid: notMine.id, vendorid: rival.id },
    ]);
    const { token } = await signIn(t, { roles: ["Tech"], vendorid: me.id });
    const openPage = (
      await t.call(token, { method: "GET", url: "/api/vendorprofile/getworkorders/open" })
    ).json() as Page;
    expect(openPage.rows.map((r) => r.id)).toEqual([open.id]);
    expect(openPage.rows[0]).toMatchObject({
      vendors: [{ vendorid: me.id }],
      invoiceamount: null,
      lastnote: null,
    });
    const inv = (
      await t.call(token, { method: "GET", url: "/api/vendorprofile/getworkorders/invoiced" })
    ).json() as Page;
    expect(inv.rows.map((r) => r.id)).toEqual([invoiced.id]);
    expectRefusal(
      await t.call(token, { method: "GET", url: "/api/vendorprofile/getworkorders/all" }),
      400,
      "validation",
    );
  });

  it("pages a vendor's newest-first list off its lines: each order once, in created order, a date change followed", async () => {
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const [me, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const oldest = await makeWorkOrder(t.db, refs, { statusid: 9, createddate: day(1) });
    const twoLines = await makeWorkOrder(t.db, refs, { statusid: 9, createddate: day(3) });
    const sameDay = await makeWorkOrder(t.db, refs, { statusid: 9, createddate: day(3) });
    const newest = await makeWorkOrder(t.db, refs, { statusid: 9, createddate: day(5) });
    const closed = await makeWorkOrder(t.db, refs, { statusid: 6, createddate: day(6) });
    await t.db.insert(workOrderVendors).values([
      { workorderid: oldest.id, vendorid: me.id },
      { workorderid: twoLines.id, vendorid: me.id },
      { workorderid: twoLines.id, vendorid: me.id },
      { workorderid: twoLines.id, vendorid: rival.id },
      { workorderid: sameDay.id, vendorid: me.id },
      { workorderid: newest.id, vendorid: me.id },
      { workorderid: closed.id, vendorid: me.id },
    ]);
    const { token } = await signIn(t, { roles: ["Vendor"], vendorid: me.id });
    const page = async (n: number) =>
      (
        await t.call(token, {
          method: "GET",
          url: `/api/vendorprofile/getworkorders/open?page=${n}&pageSize=10`,
        })
      ).json() as Page & { total: number };
    const [first, second] = [await page(1), await page(2)];
    const later = Math.max(twoLines.id, sameDay.id);
    const earlier = Math.min(twoLines.id, sameDay.id);
    expect(first.rows.map((r) => r.id)).toEqual([newest.id, later, earlier, oldest.id]);
    expect(second.rows).toEqual([]);
    expect(first.total).toBe(4);
    // The order's created date is copied to its lines: a change of it moves the order on the vendor's page.
    await t.db
      .update(workOrders)
      .set({ createddate: day(9) })
      .where(eq(workOrders.id, oldest.id));
    expect((await page(1)).rows.map((r) => r.id)).toEqual([oldest.id, newest.id, later, earlier]);
  });

  it("gives a customer its own orders: open excludes Invoiced and Cancelled, all includes them", async () => {
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const a = await makeWorkOrder(t.db, refs, { statusid: 1 });
    const b = await makeWorkOrder(t.db, refs, { statusid: 6 });
    const other = await makeCustomer(t.db);
    await makeWorkOrder(t.db, { customerid: other.id, jobsiteid: (await makeJobSite(t.db, other.id)).id });
    const { token } = await signIn(t, { roles: ["Customer"], customerid: c.id });
    const ids = async (s: string) =>
      (
        (
          await t.call(token, { method: "GET", url: `/api/customerprofile/getworkorders/${s}` })
        ).json() as Page
      ).rows
        .map((r) => r.id)
        .sort();
    expect(await ids("open")).toEqual([a.id]);
    expect(await ids("all")).toEqual([a.id, b.id].sort());
    expect(await ids("cancelled")).toEqual([b.id]);
  });

  it("opens each portal list to its own roles only", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/vendorprofile/getworkorders/open" },
      allowed: ["Vendor", "Tech"],
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/customerprofile/getworkorders/open" },
      allowed: ["Customer"],
    });
  });
});

describe("portal lists filter, sort and search only on columns the caller may see", () => {
  type Refusal = { error: string; message: string; fields?: Record<string, string> };
  const setup = async () => {
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const v = await makeVendor(t.db);
    const wo = await makeWorkOrder(t.db, refs, {
      statusid: 9,
      nte: "2000.00",
      invoiceamount: "1500.00",
      proposalamount: "1800.00",
      lastnote: "Internal: waiting on the customer's approval",
    });
    await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: v.id });
    const vendor = (await signIn(t, { roles: ["Vendor"], vendorid: v.id })).token;
    const customer = (await signIn(t, { roles: ["Customer"], customerid: c.id })).token;
    return { wo, vendor, customer };
  };
  const get = (token: string, url: string, q: Record<string, unknown>) =>
    t.call(token, {
      method: "GET",
      url: `${url}?${new URLSearchParams(
        Object.entries(q).map(([k, v]): [string, string] => [
          k,
          typeof v === "string" ? v : JSON.stringify(v),
        ]),
      )}`,
    });
  const VENDOR_LIST = "/api/vendorprofile/getworkorders/open";
  const CUSTOMER_LIST = "/api/customerprofile/getworkorders/open";

  it("refuses a vendor's filter on nte instead of giving the value away through the total", async () => {
    const { wo, vendor } = await setup();
    const byId = { column: "id", op: "=", value: wo.id };
    // The visible columns still filter: the order is there.
    expect((await get(vendor, VENDOR_LIST, { filters: [byId] })).json()).toMatchObject({ total: 1 });
    for (const threshold of [1999.99, 2000]) {
      const res = await get(vendor, VENDOR_LIST, {
        filters: [byId, { column: "nte", op: ">", value: threshold }],
      });
      expect(res.statusCode).toBe(400);
      const body = res.json() as Refusal;
      expect(body.error).toBe("bad_request");
      expect(body.message).toContain('"nte"');
      expect(body.fields).toHaveProperty("filters.1.column");
      expect(body).not.toHaveProperty("total");
    }
  });

  it.each([
    "nte",
    "hasnte",
    "invoiceamount",
    "proposalamount",
    "lastnote",
    "customerdispatcher",
    "managementprovider",
  ])("refuses a vendor's filter and sort on %s", async (column) => {
    const { wo, vendor } = await setup();
    const value =
      column === "hasnte"
        ? true
        : ["lastnote", "customerdispatcher", "managementprovider"].includes(column)
          ? "a"
          : 1;
    const filtered = await get(vendor, VENDOR_LIST, { filters: [{ column, op: "=", value }] });
    expect(filtered.statusCode).toBe(400);
    expect((filtered.json() as Refusal).message).toContain(`"${column}"`);
    const sorted = await get(vendor, VENDOR_LIST, {
      filters: [{ column: "id", op: "=", value: wo.id }],
      sort: [{ column, desc: true }],
    });
    expect(sorted.statusCode).toBe(400);
    expect((sorted.json() as Refusal).fields).toHaveProperty("sort.0.column");
  });

  it("refuses a customer's filter on the last note (internal notes) but keeps nte, which the customer sees", async () => {
    const { wo, customer } = await setup();
    const byId = { column: "id", op: "=", value: wo.id };
    const noted = await get(customer, CUSTOMER_LIST, {
      filters: [byId, { column: "lastnote", op: "contains", value: "Internal" }],
    });
    expect(noted.statusCode).toBe(400);
    expect(noted.json()).toMatchObject({
      error: "bad_request",
      message: expect.stringContaining('"lastnote"'),
    });
    const nte = await get(customer, CUSTOMER_LIST, {
      filters: [byId, { column: "nte", op: ">", value: 1999.99 }],
    });
    expect(nte.json()).toMatchObject({
      total: 1,
      rows: [{ id: wo.id, nte: 2000, lastnote: null, vendors: [] }],
    });
  });

  it("the home popups refuse the same columns for vendors and customers", async () => {
    const { wo, vendor, customer } = await setup();
    const byId = { column: "id", op: "=", value: wo.id };
    const v = await get(vendor, "/api/vendor/getopenworkorders", {
      filters: [byId, { column: "invoiceamount", op: ">", value: 1 }],
    });
    expect(v.statusCode).toBe(400);
    expect((v.json() as Refusal).message).toContain('"invoiceamount"');
    const c = await get(customer, "/api/customer/getopenworkorders", {
      filters: [byId],
      sort: [{ column: "lastnote", desc: false }],
    });
    expect(c.statusCode).toBe(400);
  });

  it("searches a vendor's list only through visible text: the internal note is not searched", async () => {
    const { wo, vendor } = await setup();
    const byId = { column: "id", op: "=", value: wo.id };
    const hit = await get(vendor, VENDOR_LIST, { filters: [byId], search: wo.wonumber });
    expect(hit.json()).toMatchObject({ total: 1 });
    const miss = await get(vendor, VENDOR_LIST, { filters: [byId], search: "waiting on the customer" });
    expect(miss.json()).toMatchObject({ total: 0, rows: [] });
  });
});
