import { createHash } from "node:crypto";
import { STATUS } from "@fm/domain";
import type { StreamTicket } from "@fm/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { workOrderVendors } from "../db/schema/index.ts";
import { openStream, type TestStream } from "../features/live-events/live-events.test-helpers.ts";
import { makeCustomer, makeJobSite, makeUser, makeVendor, makeWorkOrder } from "../test/factories.ts";
import {
  createScratchDatabase,
  onPostgres,
  openScratchDatabase,
  type ScratchDatabase,
} from "./scratch-database.ts";
import { type RunningInstance, startInstancePair } from "./spawn-instance.ts";

/**
 * Live screens across instances (issue 33): two server processes on one PostgreSQL database; a change
 * committed through instance A reaches a stream held by instance B (LISTEN/NOTIFY), scoped per vendor.
 * Runs in the api-postgres project (TEST_DATABASE_URL); creates and drops its own database.
 */
if (!onPostgres)
  console.log("live-events.deployment.test.ts: skipped, needs PostgreSQL (api-postgres project).");

const PASSWORD = "correct horse battery staple";
let scratch: ScratchDatabase;
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
    scratch = await createScratchDatabase("fm_live_two");
    database = await openScratchDatabase(scratch);
    [a, b] = await startInstancePair({
      DATABASE_URL: scratch.url,
      // Tickets are sealed with the at-rest key: instances behind one balancer share it.
      APP_ENCRYPTION_KEY: createHash("sha256").update(scratch.name).digest("base64"),
    });
  }, 180_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
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
