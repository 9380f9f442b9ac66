import fs from "node:fs";
import path from "node:path";
import { customerImportKey, TRADE_RATE_IMPORT_KIND } from "@fm/domain/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerTrades, jobs } from "../../db/schema/index.ts";
import { makeCustomer, signIn } from "../../test/factories.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
// A fresh user per test: imports count against a per-user quota and one import per user at a time (issue 29).
beforeEach(async () => {
  ({ token } = await signIn(t, { roles: ["Dispatchers"] }));
});
afterAll(() => t.close());

const HEADER =
  "Trade,Name,Rate Type,States,Cities,Counties,Zip Codes,Regular Rate,Overtime Rate,Holiday Rate,Trip Charge,Markup";
const upload = (customerid: number, csv: string | Buffer, name = "rates.csv") =>
  t.call(token, {
    method: "POST",
    url: `/api/customer/rate/import?customerid=${customerid}`,
    ...multipartBody({}, [{ name, content: csv }]),
  });
/** What an import request writes: its job rows, the stored upload files and the customer's trades. */
const importState = async (customerid: number) => {
  const dir = path.join(t.ctx.config.dataDir, "files", "imports", "traderates", String(customerid));
  return {
    jobs: await t.db
      .select({ id: jobs.id, state: jobs.state })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, TRADE_RATE_IMPORT_KIND),
          sql`${jobs.payload}->>'customerid' = ${String(customerid)}`,
        ),
      )
      .orderBy(asc(jobs.id)),
    files: fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [],
    trades: await t.db.select().from(customerTrades).where(eq(customerTrades.customerid, customerid)),
  };
};
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
  it("asks read:jobsites, as the page and its menu item do (read:customers alone is refused, nothing queued)", async () => {
    const c = await makeCustomer(t.db);
    const send = (as: string) =>
      t.call(as, {
        method: "POST",
        url: `/api/customer/rate/import?customerid=${c.id}`,
        ...multipartBody({}, [{ name: "rates.csv", content: `${HEADER}\n` }]),
      });
    const customersOnly = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:customers"] }))
      .token;
    await expectRefusedUnchanged(
      () => send(customersOnly),
      403,
      "forbidden",
      () => importState(c.id),
    );
    const jobSitesOnly = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:jobsites"] })).token;
    expect((await send(jobSitesOnly)).statusCode).toBe(202);
  });

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

  it("refuses a second import for the same customer while one is queued (409), adding no second job", async () => {
    const c = await makeCustomer(t.db);
    const first = await upload(c.id, `${HEADER}\nHVAC,First,Hourly,TX,,,,70,,,,\n`);
    expect(first.statusCode, first.body).toBe(202);
    const { jobid } = first.json() as { jobid: number };
    const second = await expectRefusedUnchanged(
      () => upload(c.id, `${HEADER}\nPlumbing,Second,Hourly,TX,,,,90,,,,\n`),
      409,
      "conflict",
      () => importState(c.id),
    );
    expect(second.message).toBe("An import of trade rates for this customer is already running.");
    expect((await importState(c.id)).jobs).toEqual([{ id: jobid, state: "queued" }]);

    // the first import runs alone; once it has finished the customer may import again
    await t.ctx.jobs.drain();
    expect(await job(jobid)).toMatchObject({ state: "succeeded", result: { imported: 1 } });
    expect((await trades(c.id)).map((x) => x.tradename)).toEqual(["HVAC"]);
    expect((await upload(c.id, `${HEADER}\nPlumbing,Later,Hourly,TX,,,,90,,,,\n`)).statusCode).toBe(202);
    await t.ctx.jobs.drain();
  });

  it("is not blocked by a job-site import of the same customer, and is found again by its kind's key", async () => {
    const c = await makeCustomer(t.db);
    // another staff member's (one import per user at a time)
    const colleague = (await signIn(t, { roles: ["Dispatchers"] })).token;
    const sites = await t.call(colleague, {
      method: "POST",
      url: `/api/jobsites/importjobsites?customerid=${c.id}`,
      ...multipartBody({}, [{ name: "sites.xlsx", content: SAMPLES.docx }]),
    });
    expect(sites.statusCode, sites.body).toBe(202);
    const rates = await upload(c.id, `${HEADER}\nHVAC,Own,Hourly,TX,,,,70,,,,\n`);
    expect(rates.statusCode, rates.body).toBe(202);
    const { jobid } = rates.json() as { jobid: number };
    const latest = await t.call(token, {
      method: "GET",
      url: `/api/jobs/latest?kind=${TRADE_RATE_IMPORT_KIND}&key=${encodeURIComponent(customerImportKey(TRADE_RATE_IMPORT_KIND, c.id))}`,
    });
    expect((latest.json() as { job: { id: number } | null }).job?.id).toBe(jobid);
    await t.ctx.jobs.drain();
    expect(await job(jobid)).toMatchObject({ state: "succeeded", result: { imported: 1 } });
  });

  it('refuses a file that is not a .csv ("Only .csv files can be imported.") with nothing enqueued or stored', async () => {
    const c = await makeCustomer(t.db);
    // files the upload rules accept (their bytes match their kind), none of them a .csv
    const files: [string, Buffer][] = [
      ["rates.xlsx", SAMPLES.docx],
      ["rates.pdf", SAMPLES.pdf],
      ["rates.txt", Buffer.from(`${HEADER}\nHVAC,X,Hourly,TX,,,,50,,,,\n`)],
    ];
    for (const [name, content] of files) {
      const body = await expectRefusedUnchanged(
        () => upload(c.id, content, name),
        400,
        "bad_request",
        () => importState(c.id),
      );
      expect(body.message, name).toBe("Only .csv files can be imported.");
      expect(body.fields, name).toEqual({ file: "Only .csv files can be imported." });
    }
    expect(await importState(c.id)).toEqual({ jobs: [], files: [], trades: [] });
  });
});
