import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, signIn } from "../../test/factories.ts";
import { multipartBody } from "../../test/multipart.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t, { roles: ["Dispatchers"] }));
});
afterAll(() => t.close());

const HEADER =
  "Trade,Name,Rate Type,States,Cities,Counties,Zip Codes,Regular Rate,Overtime Rate,Holiday Rate,Trip Charge,Markup";
const upload = (customerid: number, csv: string) =>
  t.call(token, {
    method: "POST",
    url: `/api/customer/rate/import?customerid=${customerid}`,
    ...multipartBody({}, [{ name: "rates.csv", content: csv }]),
  });
const job = async (id: number) =>
  (await t.call(token, { method: "GET", url: `/api/jobs/${id}` })).json() as {
    state: string;
    result: { imported: number; errors: { row: number; field: string; message: string }[] } | null;
  };
const trades = async (customerid: number) =>
  (
    await t.call(token, { method: "GET", url: `/api/customer/gettrades?customerid=${customerid}` })
  ).json() as {
    tradename: string;
    rates: {
      name: string;
      zipcodes: { zipcode: string }[];
      cities: { city: string }[];
      regularrate: number;
    }[];
  }[];

describe("Import Trade Rates", () => {
  it("imports every rate of a valid CSV, adding missing trades", async () => {
    const c = await makeCustomer(t.db);
    const csv = `${HEADER}\nHVAC,Austin,Hourly,TX,Austin/TX,,78701;78702,"1,0",,,,\nPlumbing,"Statewide, TX",Flat Rate,TX,,Travis/TX,,95.50,140,190,45,12.5\n`;
    const bad = await upload(c.id, csv);
    const { jobid } = bad.json() as { jobid: number };
    await t.ctx.jobs.drain();
    // "1,0" is not a number: the whole file is refused, by row
    expect(await job(jobid)).toMatchObject({
      state: "failed",
      result: { imported: 0, errors: [{ row: 2, field: "regularrate" }] },
    });
    expect(await trades(c.id)).toEqual([]);

    const ok = await upload(c.id, csv.replace('"1,0"', "80"));
    const { jobid: second } = ok.json() as { jobid: number };
    await t.ctx.jobs.drain();
    expect(await job(second)).toMatchObject({ state: "succeeded", result: { imported: 2 } });
    const list = await trades(c.id);
    expect(list.map((x) => x.tradename)).toEqual(["HVAC", "Plumbing"]);
    expect(list[0]?.rates[0]).toMatchObject({
      name: "Austin",
      regularrate: 80,
      cities: [{ city: "Austin" }],
    });
    expect(list[0]?.rates[0]?.zipcodes.map((z) => z.zipcode)).toEqual(["78701", "78702"]);
    expect(list[1]?.rates[0]).toMatchObject({ name: "Statewide, TX", regularrate: 95.5 });
  });

  it("names an unknown trade and a ZIP outside the states by row", async () => {
    const c = await makeCustomer(t.db);
    const res = await upload(
      c.id,
      `${HEADER}\nUnderwater Welding,X,Hourly,TX,,,,50,,,,\nHVAC,Y,Hourly,OK,,,78701,50,,,,\n`,
    );
    const { jobid } = res.json() as { jobid: number };
    await t.ctx.jobs.drain();
    expect((await job(jobid)).result?.errors).toEqual([
      { row: 2, field: "Trade", message: "Unknown trade Underwater Welding." },
      { row: 3, field: "States", message: "Cities, counties and ZIP codes must be in the rate's states." },
    ]);
  });
});
