import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/workorder/getpastvendors", () => {
  it("lists vendors used before at the same job site, most recent first, with dispatchability", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const c = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, c.id);
    const elsewhere = await makeJobSite(t.db, c.id);
    const [a, b, red, far] = [
      await makeVendor(t.db),
      await makeVendor(t.db),
      await makeVendor(t.db, { vendorstatustypeid: 4 }),
      await makeVendor(t.db),
    ];
    const old = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: site.id },
      { createddate: new Date("2026-01-01") },
    );
    const recent = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: site.id },
      { createddate: new Date("2026-06-01") },
    );
    const other = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: elsewhere.id });
    const current = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: site.id });
    await t.db.insert(workOrderVendors).values([
      { workorderid: old.id, vendorid: a.id },
      { workorderid: recent.id, vendorid: b.id },
      { workorderid: recent.id, vendorid: red.id },
      { workorderid: other.id, vendorid: far.id },
      { workorderid: current.id, vendorid: a.id },
    ]);
    const rows = (
      await t.call(token, { method: "GET", url: `/api/workorder/getpastvendors?workorderid=${current.id}` })
    ).json() as Array<{
      vendorid: number;
      dispatchable: boolean;
      attached: boolean;
    }>;
    expect(rows.map((r) => r.vendorid).sort()).toEqual([a.id, b.id, red.id].sort());
    expect(rows.at(-1)?.vendorid).toBe(a.id);
    expect(rows.find((r) => r.vendorid === red.id)?.dispatchable).toBe(false);
    expect(rows.find((r) => r.vendorid === a.id)?.attached).toBe(true);
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/getpastvendors?workorderid=${current.id}` },
      allowed: STAFF,
    });
  });
});
