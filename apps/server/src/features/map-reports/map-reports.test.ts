import type { MapFeatureCollection, MapPointFeature } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trades, users, vendorTrades, workOrders, workOrderTrades } from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
  signIn,
  uid,
} from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { mapReportData } from "./index.ts";

/*
 * Map reports 13, 14, 24 on hand-built data. Expected weights and counts are written out by hand from the rows
 * each test makes (ZIP centroids: Absarokee MT 59001 45.5154 -109.4692, Acton MT 59002 45.9291 -108.6888,
 * Barrow AK 99723 71.2346 -156.8174, Atqasuk AK 99791 70.4947 -157.4411, Nuiqsut AK 99789 70.1927 -150.9971).
 * On the shared PostgreSQL test database other files add orders too, so report 13 looks at 1990 (nobody else
 * writes orders then), and report 24 at the North Slope of Alaska (nobody else has job sites there).
 */

const t = useTestApp();
const admin = useSignedIn(t, { roles: ["Admin"] });

const post = (token: string | null, payload: Record<string, unknown>) =>
  t.call(token, { method: "POST", url: "/api/reports/getreportdata", payload });

/** Heat points as `zip-or-place → mag`, for readable expectations. */
const weights = (c: MapFeatureCollection) =>
  Object.fromEntries(c.features.map((f) => [f.properties.address, f.properties.mag]));
const byAddress = (c: MapFeatureCollection, address: string): MapPointFeature => {
  const f = c.features.find((x) => x.properties.address === address);
  if (!f) throw new Error(`no point ${address} in ${JSON.stringify(c.features)}`);
  return f;
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("report 13: work orders by date range", () => {
  it("weighs each job-site ZIP by its count of orders created in the range (end date inclusive), on the ZIP centroid", async () => {
    const c = await makeCustomer(t.db);
    const a1 = await makeJobSite(t.db, c.id, { postalcode: "59001", city: "Absarokee", statecode: "MT" });
    const a2 = await makeJobSite(t.db, c.id, {
      postalcode: "59001-1234",
      city: "Absarokee",
      statecode: "MT",
    });
    const b = await makeJobSite(t.db, c.id, { postalcode: "59002", city: "Acton", statecode: "MT" });
    const at = (site: { id: number }, iso: string) =>
      makeWorkOrder(t.db, { customerid: c.id, jobsiteid: site.id }, { createddate: new Date(iso) });
    const moved = await at(a1, "1990-03-01T10:00:00Z");
    await at(a1, "1990-03-02T10:00:00Z");
    await at(a2, "1990-03-10T12:00:00Z");
    await at(a2, "1990-03-31T23:59:00Z"); // on the end date: counted
    const deleted = await at(b, "1990-03-15T08:00:00Z");
    await at(b, "1990-02-28T23:59:59Z"); // the day before: not counted
    await at(b, "1990-04-01T00:00:00Z"); // the day after: not counted

    const res = await post(admin.token, { reportid: 13, startDate: "1990-03-01", endDate: "1990-03-31" });
    expect(res.statusCode, res.body).toBe(200);
    const heat = res.json() as MapFeatureCollection;
    expect(heat.type).toBe("FeatureCollection");
    expect(weights(heat)).toEqual({ "Absarokee, MT 59001": 4, "Acton, MT 59002": 1 });
    expect(heat.total).toBe(5);
    const abs = byAddress(heat, "Absarokee, MT 59001");
    expect(abs.geometry.coordinates).toEqual([-109.4692, 45.5154]);
    expect(abs.properties.time).toBe("1990-03-31"); // the UTC day of the latest order
    expect(byAddress(heat, "Acton, MT 59002").geometry.coordinates).toEqual([-108.6888, 45.9291]);

    // The per-day counts follow edits: one order moved out of the range, one deleted.
    await t.db
      .update(workOrders)
      .set({ createddate: new Date("1990-05-01T10:00:00Z") })
      .where(eq(workOrders.id, moved.id));
    await t.db.delete(workOrders).where(eq(workOrders.id, deleted.id));
    const after = (
      await post(admin.token, { reportid: 13, startDate: "1990-03-01", endDate: "1990-03-31" })
    ).json();
    expect(weights(after as MapFeatureCollection)).toEqual({ "Absarokee, MT 59001": 3 });
  });

  it("answers an empty collection for a range without orders", async () => {
    const res = await post(admin.token, { reportid: 13, startDate: "1901-01-01", endDate: "1901-01-31" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: "FeatureCollection", features: [], total: 0 });
  });

  it("names the missing or reversed dates (400 validation)", async () => {
    const none = expectRefusal(await post(admin.token, { reportid: 13 }), 400, "validation");
    expect(none.fields).toEqual({ startDate: "Begin Date is required.", endDate: "End Date is required." });
    const reversed = expectRefusal(
      await post(admin.token, { reportid: 13, startDate: "1990-03-31", endDate: "1990-03-01" }),
      400,
      "validation",
    );
    expect(reversed.fields).toEqual({ endDate: "End Date must be on or after Begin Date." });
    const bad = expectRefusal(
      await post(admin.token, { reportid: 13, startDate: "soon", endDate: "1990-03-01" }),
      400,
      "validation",
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(["startDate"]);
  });
});

describe("report 14: vendors of a trade (markers) and the company's orders of it (heat)", () => {
  it("marks the active, dispatchable vendors of the trade and weighs the company's orders of that trade in the last year per ZIP", async () => {
    const [trade] = await t.db
      .insert(trades)
      .values({ tradename: `Map trade ${uid()}` })
      .returning();
    const [other] = await t.db
      .insert(trades)
      .values({ tradename: `Map other ${uid()}` })
      .returning();
    if (!trade || !other) throw new Error("trades not created");
    const offer = async (over: Parameters<typeof makeVendor>[1], isdeleted = false) => {
      const v = await makeVendor(t.db, over);
      await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid: trade.id, isdeleted });
      return v;
    };
    await offer({
      name: "Zed Air",
      latitude: 30.1,
      longitude: -97.1,
      postalcode: "78701",
      city: "Austin",
      address: "1 Main St",
    });
    await offer({
      name: "Able Air",
      ispreferredvendor: true,
      postalcode: "59001",
      city: "Absarokee",
      statecode: "MT",
      address: "2 Elm St",
      address2: "Suite 4",
    });
    await offer({ name: "Deleted trade" }, true);
    await offer({ name: "Redlined", vendorstatustypeid: 4 });
    await offer({ name: "Tier six", tierid: 6 });
    await offer({ name: "Inactive", isactive: false });
    await makeVendor(t.db, { name: "Other trade only" });

    const c = await makeCustomer(t.db);
    const abs = await makeJobSite(t.db, c.id, { postalcode: "59001" });
    const act = await makeJobSite(t.db, c.id, { postalcode: "59002" });
    const order = async (site: { id: number }, tradeid: number, created: Date, customerid = c.id) => {
      const wo = await makeWorkOrder(t.db, { customerid, jobsiteid: site.id }, { createddate: created });
      await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid });
    };
    await order(abs, trade.id, daysAgo(1));
    await order(abs, trade.id, daysAgo(200));
    await order(act, trade.id, daysAgo(10));
    await order(act, other.id, daysAgo(10)); // another trade
    await order(abs, trade.id, daysAgo(400)); // older than a year
    const c2 = await makeCustomer(t.db);
    const site2 = await makeJobSite(t.db, c2.id, { postalcode: "59002" });
    await order(site2, trade.id, daysAgo(5), c2.id); // another company

    const res = await post(admin.token, { reportid: 14, customerid: c.id, tradeid: trade.id });
    expect(res.statusCode, res.body).toBe(200);
    const [markers, heat] = res.json() as [MapFeatureCollection, MapFeatureCollection];
    expect(markers.total).toBe(2);
    expect(markers.features.map((f) => f.properties.name)).toEqual(["Able Air", "Zed Air"]);
    const able = markers.features[0];
    expect(able?.properties.address).toBe("2 Elm St, Suite 4, Absarokee, MT 59001");
    expect(able?.geometry.coordinates).toEqual([-109.4692, 45.5154]); // no coordinates of its own: ZIP centroid
    expect(markers.features[1]?.geometry.coordinates).toEqual([-97.1, 30.1]);
    expect(weights(heat)).toEqual({ "Absarokee, MT 59001": 2, "Acton, MT 59002": 1 });
  });

  it("names a missing company and trade, and an unknown one", async () => {
    const none = expectRefusal(await post(admin.token, { reportid: 14 }), 400, "validation");
    expect(none.fields).toEqual({ customerid: "Company is required.", tradeid: "Trade is required." });
    const c = await makeCustomer(t.db);
    const unknown = expectRefusal(
      await post(admin.token, { reportid: 14, customerid: c.id, tradeid: 2147483000 }),
      400,
      "validation",
    );
    expect(unknown.fields).toEqual({ tradeid: "Trade was not found." });
  });
});

describe("report 24: job sites within a radius of a ZIP", () => {
  it("counts the active job sites within the radius (or in the ZIP), nearest first, with their orders of the last year as heat", async () => {
    const c = await makeCustomer(t.db, { customername: `North Slope ${uid()}` });
    // ~0.7 mi, ~53 mi and ~150 mi from Barrow's centroid.
    const near = await makeJobSite(t.db, c.id, {
      jobsite: "Store #1",
      streetaddress: "1 Stevenson St",
      city: "Barrow",
      statecode: "AK",
      postalcode: "99723",
      latitude: 71.2446,
      longitude: -156.8174,
    });
    const mid = await makeJobSite(t.db, c.id, {
      postalcode: "99791",
      latitude: 70.4947,
      longitude: -157.4411,
    });
    const far = await makeJobSite(t.db, c.id, {
      postalcode: "99789",
      latitude: 70.1927,
      longitude: -150.9971,
    });
    await makeJobSite(t.db, c.id, {
      postalcode: "99723",
      latitude: 71.2346,
      longitude: -156.8174,
      isactive: false,
    });
    await makeJobSite(t.db, c.id, { postalcode: "99723" }); // no coordinates: cannot be placed
    const orders = async (site: { id: number }, n: number, created = daysAgo(3)) => {
      for (let i = 0; i < n; i++)
        await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: site.id }, { createddate: created });
    };
    await orders(near, 2);
    await orders(near, 1, daysAgo(400));
    await orders(mid, 1);
    await orders(far, 3);

    const count = async (radius?: number) => {
      const res = await post(admin.token, {
        reportid: 24,
        zipcode: "99723",
        ...(radius === undefined ? {} : { radius }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [markers] = res.json() as [MapFeatureCollection, MapFeatureCollection];
      return markers.total;
    };
    expect(await count(0)).toBe(1);
    expect(await count(50)).toBe(1);
    expect(await count()).toBe(1); // default 50
    expect(await count(60)).toBe(2);

    const res = await post(admin.token, { reportid: 24, zipcode: "99723", radius: 200 });
    const [markers, heat] = res.json() as [MapFeatureCollection, MapFeatureCollection];
    expect(markers.total).toBe(3);
    expect(markers.features.map((f) => [f.properties.name?.endsWith("Store #1"), f.properties.mag])).toEqual([
      [true, 2],
      [false, 1],
      [false, 3],
    ]);
    expect(markers.features[0]?.properties).toMatchObject({
      name: `${c.customername} — Store #1`,
      address: "1 Stevenson St, Barrow, AK 99723",
    });
    expect(weights(heat)).toEqual({ "Barrow, AK 99723": 2, "Atqasuk, AK 99791": 1, "Nuiqsut, AK 99789": 3 });
    // The search circle's box, centred on Barrow's centroid: 200 mi = 2.8965° of latitude.
    const [west, south, east, north] = markers.bbox ?? [];
    expect(((south ?? 0) + (north ?? 0)) / 2).toBeCloseTo(71.2346, 4);
    expect(((west ?? 0) + (east ?? 0)) / 2).toBeCloseTo(-156.8174, 4);
    expect((north ?? 0) - 71.2346).toBeCloseTo(200 / 69.05, 3);
  });

  it("names a missing or unknown ZIP and an out-of-range radius", async () => {
    expect(expectRefusal(await post(admin.token, { reportid: 24 }), 400, "validation").fields).toEqual({
      zipcode: "Zip Code is required.",
    });
    expect(
      expectRefusal(await post(admin.token, { reportid: 24, zipcode: "00000" }), 400, "validation").fields,
    ).toEqual({
      zipcode: "Zip Code 00000 was not found.",
    });
    const bad = expectRefusal(
      await post(admin.token, { reportid: 24, zipcode: "9972", radius: 510 }),
      400,
      "validation",
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["radius", "zipcode"]);
  });
});

describe("access", () => {
  it("runs for Admin, AccountingAdmin and a dispatcher given view:reports and the map reports", async () => {
    for (const opts of [
      { roles: ["AccountingAdmin" as const] },
      { roles: ["Dispatchers" as const], permissions: ["read:workorders", "view:reports"] },
    ]) {
      const { token, user } = await signIn(t, opts);
      // A non-admin runs the reports their user was given (reports feature, spec 3 §2.11 user editor).
      await t.db
        .update(users)
        .set({ reports: [13, 14, 24] })
        .where(eq(users.id, user.id));
      expect(
        (await post(token, { reportid: 13, startDate: "1901-01-01", endDate: "1901-01-02" })).statusCode,
      ).toBe(200);
    }
  });

  it("refuses staff without view:reports, portal users holding it, and anonymous callers", async () => {
    const { token: dispatcher } = await signIn(t, { roles: ["Dispatchers"] });
    expectRefusal(
      await post(dispatcher, { reportid: 13, startDate: "1990-01-01", endDate: "1990-12-31" }),
      403,
      "forbidden",
    );
    const c = await makeCustomer(t.db);
    const { token: customer } = await signIn(t, {
      roles: ["Customer"],
      customerid: c.id,
      permissions: ["view:reports"],
    });
    expectRefusal(await post(customer, { reportid: 24, zipcode: "99723" }), 403, "forbidden");
    expectRefusal(await post(null, { reportid: 13 }), 401, "unauthorized");
  });

  it("the function itself refuses a caller without view:reports (the reports route may call it directly)", async () => {
    const u = await makeUser(t.db, { roles: ["Dispatchers"] });
    const user = { ...u, id: u.id, name: "x", roles: ["Dispatchers"], permissions: u.permissions };
    await expect(mapReportData(t.db, user, { reportid: 13 })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("the function refuses a report id that is not a map report", async () => {
    const u = await makeUser(t.db, { roles: ["Admin"] });
    const user = { ...u, id: u.id, name: "x", roles: ["Admin"], permissions: u.permissions };
    await expect(mapReportData(t.db, user, { reportid: 2 })).rejects.toMatchObject({
      code: "bad_request",
      fields: { reportid: "Report 2 is not a map report." },
    });
  });
});
