import { createHash } from "node:crypto";
import { STATUS } from "@fm/domain";
import type { StreamTicket } from "@fm/domain/contracts";
import { exportJWK, generateKeyPair } from "jose";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { ensureReferenceData } from "../db/reference-data.ts";
import { workOrderVendors } from "../db/schema/index.ts";
import { openStream, type TestStream } from "../features/live-events/live-events.test-helpers.ts";
import { makeCustomer, makeJobSite, makeUser, makeVendor, makeWorkOrder } from "../test/factories.ts";
import { type RunningInstance, startInstance } from "./spawn-instance.ts";

/**
 * Live screens across instances (issue 33): two server processes on one PostgreSQL database; a change
 * committed through instance A reaches a stream held by instance B (LISTEN/NOTIFY), scoped per vendor.
 * Runs in the api-postgres project (TEST_DATABASE_URL); creates and drops its own database.
 */
const onPostgres = process.env.FM_TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.log("live-events.deployment.test.ts: skipped, needs PostgreSQL (api-postgres project).");

const PASSWORD = "correct horse battery staple";
let adminUrl: string;
let dbName: string;
let database: Database;
let a: RunningInstance;
let b: RunningInstance;
const streams: TestStream[] = [];

const login = async (on: RunningInstance, email: string) => {
  const res = await fetch(`${on.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
};
const ticket = async (on: RunningInstance, token: string) => {
  const res = await fetch(`${on.baseUrl}/api/events/ticket`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as StreamTicket).ticket;
};

describe.skipIf(!onPostgres)("live events across two instances", () => {
  beforeAll(async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? "");
    dbName = `fm_live_two_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    adminUrl = base.toString();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    await ensureReferenceData(database.db);
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)),
      // Tickets are sealed with the at-rest key: instances behind one balancer share it.
      APP_ENCRYPTION_KEY: createHash("sha256").update(dbName).digest("base64"),
    };
    const started = await Promise.allSettled([startInstance("a", env), startInstance("b", env)]);
    const failed = started.find((r) => r.status === "rejected");
    if (failed) {
      await Promise.all(started.map((r) => (r.status === "fulfilled" ? r.value.stop() : undefined)));
      throw failed.reason;
    }
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<RunningInstance>).value) as [
      RunningInstance,
      RunningInstance,
    ];
  }, 180_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it("a status change on A reaches a stream on B within a second; another vendor's stream stays silent", async () => {
    const customer = await makeCustomer(database.db);
    const site = await makeJobSite(database.db, customer.id);
    const [v1, v2] = [await makeVendor(database.db), await makeVendor(database.db)];
    const wo = await makeWorkOrder(database.db, { customerid: customer.id, jobsiteid: site.id });
    await database.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: v1.id, quotedamount: "100" });
    const staff = await makeUser(database.db, { password: PASSWORD, roles: ["Dispatchers"] });
    const mine = await makeUser(database.db, { password: PASSWORD, roles: ["Vendor"], vendorid: v1.id });
    const other = await makeUser(database.db, { password: PASSWORD, roles: ["Vendor"], vendorid: v2.id });
    const staffToken = await login(a, staff.email);

    // A ticket from A opens a stream on B (one key): a balancer may send the two requests to either.
    const onB = await openStream(b.baseUrl, await ticket(a, staffToken));
    const vendorOnB = await openStream(b.baseUrl, await ticket(b, await login(b, mine.email)));
    const otherOnB = await openStream(b.baseUrl, await ticket(b, await login(b, other.email)));
    streams.push(onB, vendorOnB, otherOnB);
    expect([onB.status, vendorOnB.status, otherOnB.status]).toEqual([200, 200, 200]);

    const started = Date.now();
    const res = await fetch(`${a.baseUrl}/api/workorder/updateworkorderstatus`, {
      method: "POST",
      headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
      body: JSON.stringify({ workorderid: wo.id, statusid: STATUS.TBS, version: wo.version, note: "Live" }),
    });
    expect(res.status).toBe(200);
    await onB.waitFor((e) => e.some((x) => x.workorderid === wo.id && x.kind === "status"), 2000);
    const latency = Date.now() - started;
    console.log(`live-events.deployment: A → B status event in ${latency} ms (request included)`);
    expect(latency).toBeLessThan(1000);
    await vendorOnB.waitFor((e) => e.some((x) => x.workorderid === wo.id), 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(otherOnB.events).toEqual([]);
  });
});
