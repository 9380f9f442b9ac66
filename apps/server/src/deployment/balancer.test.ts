import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { makeCustomer, makeJobSite, makeUser, makeWorkOrder } from "../test/factories.ts";
import { type Balancer, HAPROXY, hasHaproxy, startHaproxy } from "./haproxy.ts";
import {
  createScratchDatabase,
  onPostgres,
  openScratchDatabase,
  type ScratchDatabase,
} from "./scratch-database.ts";
import { type RunningInstance, startInstancePair } from "./spawn-instance.ts";

/**
 * Two instances behind a real HAProxy (docs/deployment.md "Graceful shutdown and rolling restarts"): the
 * balancer spreads requests over both, and a SIGTERM to one mid-traffic loses no request (health turns
 * "draining", the balancer takes it out, in-flight requests finish). api-postgres project; skipped without
 * haproxy, except on CI.
 */
const onCi = !["", "0", "false", undefined].includes(process.env.CI);
const present = hasHaproxy();
if (onPostgres && !present)
  console.log(`balancer.test.ts: skipped, no ${HAPROXY} (apt-get install haproxy).`);

/** A server process starts in seconds; on a 2-core host shared by busy test suites it has taken over 60 s. */
const STARTUP_MS = 150_000;
const PASSWORD = "correct horse battery staple";
let scratch: ScratchDatabase;
let database: Database;
let a: RunningInstance;
let b: RunningInstance;
let lb: Balancer;

describe.runIf(onPostgres && onCi && !present)("load-balancer prerequisites", () => {
  it(`needs haproxy at ${HAPROXY} on CI`, () => {
    expect(present, "apt-get install -y haproxy").toBe(true);
  });
});

describe.runIf(onPostgres && present)("two instances behind HAProxy", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase("fm_balancer");
    database = await openScratchDatabase(scratch);
    const customerid = (await makeCustomer(database.db)).id;
    const jobsiteid = (await makeJobSite(database.db, customerid)).id;
    for (let i = 0; i < 3; i++) await makeWorkOrder(database.db, { customerid, jobsiteid });
    [a, b] = await startInstancePair(
      {
        DATABASE_URL: scratch.url,
        // Well above the balancer's check interval × fall count (250 ms × 2) on a busy host.
        SHUTDOWN_DRAIN_MS: "2000",
      },
      STARTUP_MS,
    );
    lb = await startHaproxy({ a: a.baseUrl, b: b.baseUrl });
  }, STARTUP_MS + 60_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it("spreads requests over both; a rolling restart (SIGTERM to one mid-traffic) loses no request", async () => {
    const user = await makeUser(database.db, { password: PASSWORD, roles: ["Admin"] });
    const signedIn = await fetch(`${lb.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const list = async () => {
      const res = await fetch(`${lb.url}/api/workorder/getworkorders?pageSize=10`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const text = await res.text();
      const total = res.status === 200 ? (JSON.parse(text) as { total: number }).total : text.slice(0, 200);
      return { status: res.status, total, by: res.headers.get("x-served-by") };
    };

    const warm = await Promise.all(Array.from({ length: 10 }, list));
    expect(new Set(warm.map((r) => r.by))).toEqual(new Set(["a", "b"]));

    // Four clients read for 4 s; instance a gets SIGTERM after 0.5 s.
    const results: { status: number; total?: number | string; by: string | null }[] = [];
    const stopAt = Date.now() + 4000;
    const client = async () => {
      while (Date.now() < stopAt)
        results.push(
          await list().catch((err: Error) => ({ status: 0, total: String(err.cause ?? err), by: null })),
        );
    };
    const traffic = Promise.all([client(), client(), client(), client()]);
    await new Promise((r) => setTimeout(r, 500));
    const exitCode = a.signal("SIGTERM");
    await traffic;

    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((r) => r.status !== 200 || r.total !== 3)).toEqual([]);
    expect(await exitCode).toBe(0);
    // After the drain only b answers.
    const after = await Promise.all(Array.from({ length: 6 }, list));
    expect(after.map((r) => r.by)).toEqual(Array(6).fill("b"));
  }, 60_000);
});
