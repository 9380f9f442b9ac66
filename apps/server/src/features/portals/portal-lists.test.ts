import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrderVendors } from "../../db/schema/index.ts";
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
      "bad_request",
    );
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
