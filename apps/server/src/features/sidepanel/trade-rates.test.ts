import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customerTrades,
  tradeRates,
  vendorTrades,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("side-panel rates", () => {
  it("returns the customer's trade rates for the job site's state", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const c = await makeCustomer(t.db);
    const [ct] = await t.db.insert(customerTrades).values({ customerid: c.id, tradeid: 1 }).returning();
    await t.db.insert(tradeRates).values([
      {
        customertradeid: ct?.id,
        name: "Texas",
        statecodes: ["TX"],
        regularrate: "95.00",
        overtimerate: "142.50",
        tripcharge: "45",
      },
      { customertradeid: ct?.id, name: "Ohio", statecodes: ["OH"], regularrate: "80.00" },
    ]);
    const rows = (
      await t.call(token, { method: "GET", url: `/api/customer/traderates?customerid=${c.id}&statecode=tx` })
    ).json() as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Texas",
        regularrate: 95,
        overtimerate: 142.5,
        holidayrate: null,
        tripcharge: 45,
        tradeid: 1,
      }),
    ]);
    const none = await makeCustomer(t.db);
    expect(
      (
        await t.call(token, {
          method: "GET",
          url: `/api/customer/traderates?customerid=${none.id}&statecode=TX`,
        })
      ).json(),
    ).toEqual([]);
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/customer/traderates?customerid=${c.id}` },
      allowed: STAFF,
    });
  });

  it("returns each attached vendor's rates for the order's trades in the site's state", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const c = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, c.id, { statecode: "CO" });
    const wo = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: site.id });
    const v = await makeVendor(t.db);
    const bare = await makeVendor(t.db);
    await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid: 2 });
    await t.db.insert(workOrderVendors).values([
      { workorderid: wo.id, vendorid: v.id },
      { workorderid: wo.id, vendorid: bare.id },
    ]);
    const [vt] = await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid: 2 }).returning();
    const [otherTrade] = await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid: 3 }).returning();
    await t.db.insert(tradeRates).values([
      { vendortradeid: vt?.id, name: "Colorado", statecodes: ["CO"], regularrate: "70" },
      { vendortradeid: vt?.id, name: "Utah", statecodes: ["UT"], regularrate: "60" },
      { vendortradeid: otherTrade?.id, name: "Other trade", statecodes: ["CO"], regularrate: "50" },
    ]);
    const rows = (
      await t.call(token, { method: "GET", url: `/api/workorder/getvendorrates?workorderid=${wo.id}` })
    ).json() as Array<{
      vendorid: number;
      rates: Array<{ name: string }>;
    }>;
    expect(rows.map((r) => [r.vendorid, r.rates.map((x) => x.name)])).toEqual([
      [v.id, ["Colorado"]],
      [bare.id, []],
    ]);
  });
});
