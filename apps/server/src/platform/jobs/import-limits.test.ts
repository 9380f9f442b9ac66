import fs from "node:fs";
import path from "node:path";
import { JOB_SITE_IMPORT_KIND, TRADE_RATE_IMPORT_KIND } from "@fm/domain/contracts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { makeCustomer, makeVendor, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";
import { hitRateLimit } from "../auth/rate-limit-store.ts";
import { QUOTAS } from "../auth/user-quota.ts";
import { ONE_IMPORT_AT_A_TIME } from "./file-import.ts";

/** Issue 29 item 4: a per-user quota on every import route, and one file import per user at a time. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const RATES_HEADER =
  "Trade,Name,Rate Type,States,Cities,Counties,Zip Codes,Regular Rate,Overtime Rate,Holiday Rate,Trip Charge,Markup";
const importRates = (token: string, customerid: number) =>
  t.call(token, {
    method: "POST",
    url: `/api/customer/rate/import?customerid=${customerid}`,
    ...multipartBody({}, [{ name: "rates.csv", content: `${RATES_HEADER}\n` }]),
  });
const importSites = (token: string, customerid: number) =>
  t.call(token, {
    method: "POST",
    url: `/api/jobsites/importjobsites?customerid=${customerid}`,
    // a zip's magic bytes: enough to be stored and queued (the job, not the route, reads the workbook)
    ...multipartBody({}, [{ name: "sites.xlsx", content: SAMPLES.docx }]),
  });

/** What an import writes: the user's job rows and the stored upload files. */
const importState = (userid: number, folder: string, customerid: number) => async () => {
  const dir = path.join(t.ctx.config.dataDir, "files", "imports", folder, String(customerid));
  return {
    jobs: await t.db
      .select({ id: jobs.id, kind: jobs.kind, state: jobs.state })
      .from(jobs)
      .where(eq(jobs.createdby, userid))
      .orderBy(asc(jobs.id)),
    files: fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [],
  };
};

describe("per-user quota on imports", () => {
  it("answers the N+1th import in a minute with 429 + Retry-After, queueing and storing nothing", async () => {
    const me = await signIn(t, { roles: ["Dispatchers"] });
    const c = await makeCustomer(t.db);
    for (let i = 0; i < QUOTAS.import.max; i++) {
      const ok = await importRates(me.token, c.id);
      expect(ok.statusCode, ok.body.slice(0, 200)).toBe(202);
      await t.ctx.jobs.drain(); // the header-only file fails at once, so the next one is not busy
    }
    let retryAfter = "";
    const body = await expectRefusedUnchanged(
      async () => {
        const res = await importRates(me.token, c.id);
        retryAfter = String(res.headers["retry-after"]);
        return res;
      },
      429,
      "rate_limited",
      importState(me.user.id, "traderates", c.id),
    );
    expect(body.message).toMatch(/^Too many imports\. Try again in/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(QUOTAS.import.windowSeconds);
    // Another user is not held back by this one's count.
    const other = await signIn(t, { roles: ["Dispatchers"] });
    expect((await importRates(other.token, c.id)).statusCode).toBe(202);
    await t.ctx.jobs.drain();
  });

  it("guards every import route, before its file or body is read", async () => {
    const vendor = await makeVendor(t.db);
    const v = await signIn(t, { roles: ["Vendor"], vendorid: vendor.id });
    const admin = await signIn(t, { roles: ["Admin"] });
    for (const who of [v, admin]) {
      for (let i = 0; i < QUOTAS.import.max; i++)
        await hitRateLimit(
          t.db,
          `quota:${QUOTAS.import.key}:user:${who.user.id}`,
          QUOTAS.import.max,
          QUOTAS.import.windowSeconds * 1000,
        );
    }
    const c = await makeCustomer(t.db);
    // Ids that do not exist: a route that read the file or looked at its subject first would answer 4xx otherwise.
    const file = multipartBody({ proposalid: 2147483647, invoiceid: 2147483647 }, [
      { name: "items.xlsx", content: Buffer.from("not read") },
    ]);
    const cases: [string, string][] = [
      [v.token, "/api/vendorprofile/importproposalitems"],
      [v.token, "/api/vendorprofile/importinvoiceitems"],
      [admin.token, `/api/customer/rate/import?customerid=${c.id}`],
      [admin.token, `/api/jobsites/importjobsites?customerid=${c.id}`],
      [admin.token, "/api/admin/importtradezips?vendorid=2147483647"],
      [admin.token, "/api/workorder/parseWOHTML"],
    ];
    for (const [token, url] of cases) {
      const res = await t.call(token, { method: "POST", url, ...file });
      expect(expectRefusal(res, 429, "rate_limited").message, url).toMatch(/^Too many imports/);
      expect(Number(res.headers["retry-after"]), url).toBeGreaterThan(0);
    }
    const sc = await t.call(admin.token, {
      method: "POST",
      url: "/api/workorder/importwofromservicechannel?id=PO-1",
    });
    expectRefusal(sc, 429, "rate_limited");
  });
});

describe("one file import per user at a time", () => {
  it("answers a second import while the first is queued with 409, whatever its kind, and queues no second job", async () => {
    const me = await signIn(t, { roles: ["Dispatchers"] });
    const a = await makeCustomer(t.db);
    const b = await makeCustomer(t.db);
    const first = await importRates(me.token, a.id);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(202);

    const sameKind = await expectRefusedUnchanged(
      () => importRates(me.token, b.id),
      409,
      "conflict",
      importState(me.user.id, "traderates", b.id),
    );
    expect(sameKind.message).toBe(ONE_IMPORT_AT_A_TIME);
    const otherKind = await expectRefusedUnchanged(
      () => importSites(me.token, b.id),
      409,
      "conflict",
      importState(me.user.id, "jobsites", b.id),
    );
    expect(otherKind.message).toBe(ONE_IMPORT_AT_A_TIME);
    const mine = await t.db.select().from(jobs).where(eq(jobs.createdby, me.user.id));
    expect(mine.map((j) => [j.kind, j.state])).toEqual([[TRADE_RATE_IMPORT_KIND, "queued"]]);

    // Someone else's import is not held back by mine.
    const other = await signIn(t, { roles: ["Dispatchers"] });
    expect((await importRates(other.token, b.id)).statusCode).toBe(202);

    // Once mine has ended, I can start the next one.
    await t.ctx.jobs.drain();
    const next = await importSites(me.token, b.id);
    expect(next.statusCode, next.body.slice(0, 200)).toBe(202);
    const after = await t.db.select().from(jobs).where(eq(jobs.createdby, me.user.id));
    expect(after.map((j) => j.kind).sort()).toEqual([JOB_SITE_IMPORT_KIND, TRADE_RATE_IMPORT_KIND].sort());
    await t.ctx.jobs.drain();
  });
});
