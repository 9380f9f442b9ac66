import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerTrades, tradeRates, tradeRateZips } from "../../db/schema/index.ts";
import { makeCustomer } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { jsonCaller, useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

const call = jsonCaller(t, dispatcher);
interface Trade {
  customertradeid: number;
  tradeid: number;
  rates: {
    id: number;
    version: number;
    statecodes: string[];
    zipcodes: { zipcode: string }[];
    cities: unknown[];
  }[];
}
const trades = async (customerid: number) =>
  (await call("GET", `/api/customer/gettrades?customerid=${customerid}`)).json() as Trade[];

describe("customer trades and the rate editor", () => {
  it("adds a trade once ('Trade is required.'), a rate for a state and two ZIPs, edits and removes it", async () => {
    const c = await makeCustomer(t.db);
    const tradeRows = () => t.db.select().from(customerTrades).where(eq(customerTrades.customerid, c.id));
    const noTrade = await expectRefusedUnchanged(
      () => call("POST", "/api/customer/trade/add", { customerid: c.id }),
      400,
      "validation",
      tradeRows,
    );
    expect(noTrade.fields).toEqual({ tradeid: "Trade is required." });
    const added = await call("POST", "/api/customer/trade/add", { customerid: c.id, tradeid: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const again = expectRefusal(
      await call("POST", "/api/customer/trade/add", { customerid: c.id, tradeid: 1 }),
      400,
      "bad_request",
    );
    expect(again.fields).toEqual({ tradeid: "The customer already has this trade." });
    const [trade] = await trades(c.id);
    if (!trade) throw new Error("no trade");

    const rateRows = () =>
      t.db.select().from(tradeRates).where(eq(tradeRates.customertradeid, trade.customertradeid));
    for (const regularrate of [undefined, "", null]) {
      const missing = await expectRefusedUnchanged(
        () =>
          call("POST", "/api/customer/rate/add", {
            customertradeid: trade.customertradeid,
            name: "Std",
            statecodes: ["TX"],
            ...(regularrate === undefined ? {} : { regularrate }),
          }),
        400,
        "validation",
        rateRows,
      );
      expect(missing.fields, `regularrate ${String(regularrate)}`).toEqual({
        regularrate: "Regular Rate is required.",
      });
    }

    const rate = await call("POST", "/api/customer/rate/add", {
      customertradeid: trade.customertradeid,
      name: "Standard",
      statecodes: ["TX"],
      zipcodes: [
        { zipcode: "78701", statecode: "TX" },
        { zipcode: "78702", statecode: "TX" },
      ],
      regularrate: "85.50",
      overtimerate: 120,
      markupcharge: 12.5,
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const [withRate] = await trades(c.id);
    expect(withRate?.rates).toEqual([
      expect.objectContaining({
        statecodes: ["TX"],
        regularrate: 85.5,
        overtimerate: 120,
        markupcharge: 12.5,
        zipcodes: [
          { zipcode: "78701", statecode: "TX" },
          { zipcode: "78702", statecode: "TX" },
        ],
      }),
    ]);
    const r = withRate?.rates[0];
    if (!r) throw new Error("no rate");

    // a ZIP outside the rate's states is refused by name (removing a state drops its areas)
    const outside = await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/rate/update", {
          id: r.id,
          version: r.version,
          name: "Standard",
          statecodes: ["OK"],
          zipcodes: [{ zipcode: "78701", statecode: "TX" }],
          regularrate: 85,
        }),
      400,
      "bad_request",
      () => t.db.select().from(tradeRateZips).where(eq(tradeRateZips.traderateid, r.id)),
    );
    expect(outside.fields).toEqual({ "zipcodes.0": "78701 is not in one of the rate's states." });

    const moved = await call("PUT", "/api/customer/rate/update", {
      id: r.id,
      version: r.version,
      name: "Standard",
      statecodes: ["OK"],
      regularrate: 85,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.db.select().from(tradeRateZips).where(eq(tradeRateZips.traderateid, r.id))).length).toBe(
      0,
    );
    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/rate/update", {
          id: r.id,
          version: r.version,
          name: "Stale",
          statecodes: ["OK"],
          regularrate: 1,
        }),
      409,
      "conflict",
      () => t.db.select().from(tradeRates).where(eq(tradeRates.id, r.id)),
    );
    expect((await call("DELETE", `/api/customer/rate/delete/${r.id}`)).statusCode).toBe(200);
    expect((await trades(c.id))[0]?.rates).toEqual([]);

    const removed = await call("PUT", "/api/customer/trade/remove", { customerid: c.id, tradeid: 1 });
    expect(removed.json()).toEqual({ trades: [] });
  });

  it("looks cities, counties and ZIPs of the chosen states up in pages of 50", async () => {
    const cities = (await call("GET", "/api/geoinfo/getcities?states=TX")).json() as {
      items: { city: string; statecode: string }[];
      total: number;
    };
    expect(cities.items).toHaveLength(50);
    expect(cities.total).toBeGreaterThan(500);
    expect(cities.items.every((c) => c.statecode === "TX")).toBe(true);
    const next = (await call("GET", "/api/geoinfo/getcities?states=TX&skip=50")).json() as {
      items: { city: string }[];
    };
    expect(next.items[0]?.city).not.toBe(cities.items[0]?.city);
    const austin = (await call("GET", "/api/geoinfo/getzipcodes?states=TX&search=7870")).json() as {
      items: { zipcode: string }[];
    };
    expect(austin.items.map((z) => z.zipcode)).toContain("78701");
    const counties = (await call("GET", "/api/geoinfo/getcounties?states=TX,OK&search=travis")).json() as {
      items: unknown[];
    };
    expect(counties.items).toEqual([{ county: "Travis", statecode: "TX" }]);
    expectRefusal(await call("GET", "/api/geoinfo/getcities"), 400, "validation");
  });
});
