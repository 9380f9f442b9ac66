import type { VendorSearchResult } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { vendors } from "../../db/schema/index.ts";
import { states, trades, vendorServiceStates, vendorTrades, vendorZips } from "../../db/schema/index.ts";
import { lookupZip } from "../../platform/geo/us-zips.ts";
import { makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { boundingBox } from "./vendor-search.service.ts";

let t: TestApp;
let token: string;
let tradeid: number;
let otherTrade: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t, { roles: ["Dispatchers"] }));
  // Trades of this file only: on PostgreSQL every test file shares the database.
  const [a, b] = await t.db
    .insert(trades)
    .values([{ tradename: `Search A ${uid()}` }, { tradename: `Search B ${uid()}` }])
    .returning();
  if (!a || !b) throw new Error("trades not created");
  tradeid = a.id;
  otherTrade = b.id;
});
afterAll(() => t.close());

/** A vendor at the centre of a ZIP offering the trades. */
const vendorAt = async (
  zip: string,
  over: Partial<typeof vendors.$inferInsert> = {},
  tradeIds = [tradeid],
) => {
  const place = lookupZip(zip);
  if (!place) throw new Error(`unknown zip ${zip}`);
  const v = await makeVendor(t.db, {
    name: `${place.city} ${uid()}`,
    city: place.city,
    statecode: place.statecode,
    postalcode: zip,
    county: place.county,
    latitude: place.latitude,
    longitude: place.longitude,
    ...over,
  });
  for (const tid of tradeIds) await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid: tid });
  return v;
};

const radius = (body: Record<string, unknown>) =>
  t.call(token, { method: "POST", url: "/api/vendor/searchbyradius", payload: body });
const geography = (body: Record<string, unknown>) =>
  t.call(token, { method: "POST", url: "/api/vendor/searchbygeography", payload: body });
const found = async (res: Awaited<ReturnType<typeof radius>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VendorSearchResult;
};

describe("vendor search by radius", () => {
  // Distances from the centre of 78701 (downtown Austin) to the ZIP centres, haversine in miles:
  // 78660 Pflugerville 13.6, 78626 Georgetown 25.4, 76501 Temple 61.5, 77002 Houston 146.9.
  it("finds the vendors of the trades within the radius, closest first, with their distances", async () => {
    const pflugerville = await vendorAt("78660");
    const georgetown = await vendorAt("78626", { ispreferredvendor: true });
    const temple = await vendorAt("76501");
    await vendorAt("77002");
    await vendorAt("78704", {}, [otherTrade]); // 2.4 mi, but another trade
    await vendorAt("78704", { isactive: false }); // inactive vendors are not offered

    const ids = async (miles: number) =>
      (await found(await radius({ trades: [tradeid], radius: miles, zip: "78701" }))).rows.map((r) => r.id);
    expect(await ids(10)).toEqual([]);
    expect(await ids(20)).toEqual([pflugerville.id]);
    expect(await ids(30)).toEqual([pflugerville.id, georgetown.id]);
    expect(await ids(75)).toEqual([pflugerville.id, georgetown.id, temple.id]);
    expect(await ids(100)).toEqual([pflugerville.id, georgetown.id, temple.id]);

    // The default radius is 50 miles; the row carries the §3 search-result fields.
    const res = await found(await radius({ trades: [tradeid, otherTrade], zip: "78701" }));
    expect(res.rows.map((r) => r.distancefromjob)).toEqual([2.4, 13.6, 25.4]);
    expect(res.rows[2]).toMatchObject({
      id: georgetown.id,
      name: georgetown.name,
      ispreferredvendor: true,
      city: "Georgetown",
      statecode: "TX",
      postalcode: "78626",
      county: "Williamson",
      vendorstatus: "Complete",
      wocount: 0,
      tierid: 1,
      matchedby: "location",
      compliancealert: false,
    });
    expect(res.rows[2]?.trades).toContain("Search A");
  });

  it("adds vendors whose coverage ZIPs include the ZIP, wherever they are", async () => {
    const houston = await vendorAt("77002");
    await t.db.insert(vendorZips).values([
      { vendorid: houston.id, zipcode: "78741" },
      { vendorid: houston.id, zipcode: "78742" },
    ]);
    const hit = await found(await radius({ trades: [tradeid], radius: 10, zip: "78741" }));
    expect(hit.rows.find((r) => r.id === houston.id)).toMatchObject({ matchedby: "coverage" });
    expect(hit.rows.find((r) => r.id === houston.id)?.distancefromjob).toBeGreaterThan(140);
    const miss = await found(await radius({ trades: [tradeid], radius: 10, zip: "78744" }));
    expect(miss.rows.some((r) => r.id === houston.id)).toBe(false);
  });

  it("marks vendors whose insurance expires within 30 days", async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const v = await vendorAt("78610", { glexpirationdate: soon });
    const row = (await found(await radius({ trades: [tradeid], radius: 20, zip: "78701" }))).rows.find(
      (r) => r.id === v.id,
    );
    expect(row?.compliancealert).toBe(true);
    expect(row?.compliance.find((c) => c.doc === "GL")).toMatchObject({ state: "expiring", daysLeft: 10 });
  });

  it("names every bad field", async () => {
    const res = expectRefusal(await radius({ trades: [], radius: 15, zip: "7870" }), 400, "validation");
    expect(res.fields).toMatchObject({
      trades: "No Trade has been selected",
      radius: "Radius must be one of 10, 20, 30, 40, 50, 75, 100 miles.",
      zip: "Zip Code must be a 5-digit ZIP code.",
    });
    const unknown = expectRefusal(await radius({ trades: [tradeid], zip: "00000" }), 400, "bad_request");
    expect(unknown.fields).toEqual({ zip: "Zip Code 00000 was not found." });
  });

  it("keeps the bounding box around every point of the radius", () => {
    for (const lat of [25, 30.27, 47, 64]) {
      const box = boundingBox(lat, -97.74, 100);
      expect(box.maxLat - lat).toBeGreaterThanOrEqual(100 / 69.2);
      // 100 miles due east at that latitude stays inside the box
      const east = 100 / (69.172 * Math.cos((lat * Math.PI) / 180));
      expect(box.maxLon - -97.74).toBeGreaterThanOrEqual(east);
    }
  });
});

describe("vendor search by geography", () => {
  it("finds vendors by address, coverage ZIP and, for states, States Serviced", async () => {
    const inTravis = await vendorAt("78704");
    const inWilliamson = await vendorAt("78626");
    const covering = await vendorAt("77002");
    await t.db.insert(vendorZips).values({ vendorid: covering.id, zipcode: "78613" }); // Cedar Park, Williamson
    const oklahoman = await vendorAt("73102");
    const [tx] = await t.db.select({ id: states.id }).from(states).where(eq(states.statecode, "TX"));
    if (!tx) throw new Error("no TX");
    await t.db.insert(vendorServiceStates).values({ vendorid: oklahoman.id, stateid: tx.id });

    const counties = await found(
      await geography({
        trades: [tradeid],
        states: ["TX"],
        counties: [{ county: "Williamson", statecode: "TX" }],
      }),
    );
    expect(counties.rows.map((r) => [r.id, r.matchedby])).toEqual(
      expect.arrayContaining([
        [inWilliamson.id, "location"],
        [covering.id, "coverage"],
      ]),
    );
    expect(counties.rows.some((r) => r.id === inTravis.id || r.id === oklahoman.id)).toBe(false);

    const cities = await found(
      await geography({ trades: [tradeid], states: ["TX"], cities: [{ city: "austin", statecode: "TX" }] }),
    );
    expect(cities.rows.some((r) => r.id === inTravis.id)).toBe(true);
    expect(cities.rows.some((r) => r.id === inWilliamson.id)).toBe(false);

    const whole = await found(await geography({ trades: [tradeid], states: ["TX"] }));
    const byId = new Map(whole.rows.map((r) => [r.id, r.matchedby]));
    expect(byId.get(inTravis.id)).toBe("location");
    expect(byId.get(oklahoman.id)).toBe("servicestate");
    expect(whole.rows.every((r) => r.distancefromjob === null)).toBe(true);
  });

  it("needs a trade and a place", async () => {
    const res = expectRefusal(await geography({ trades: [], states: [] }), 400, "validation");
    expect(res.fields).toMatchObject({ trades: "No Trade has been selected" });
    const none = expectRefusal(await geography({ trades: [tradeid] }), 400, "validation");
    expect(none.fields).toMatchObject({ states: "Choose a state, county or city." });
  });
});
