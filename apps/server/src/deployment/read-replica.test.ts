import { exportJWK, generateKeyPair } from "jose";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { ensureReferenceData } from "../db/reference-data.ts";
import { makeCustomer, makeJobSite, makeUser, makeWorkOrder } from "../test/factories.ts";
import { hasPgBinaries, PG_BIN, type PgCluster, startPgCluster } from "./pg-cluster.ts";
import { type RunningInstance, startInstance } from "./spawn-instance.ts";

/**
 * DATABASE_READ_URL against a REAL streaming replica (docs/deployment.md "Read replicas"): the test starts a
 * primary and a hot standby from Debian's PostgreSQL 15 binaries and a server process on them. Runs in the
 * api-postgres project; without the binaries it is skipped, except on CI where that is a failure.
 */
const inProject = process.env.FM_TEST_DB === "postgres";
const onCi = !["", "0", "false", undefined].includes(process.env.CI);
const present = hasPgBinaries();
if (inProject && !present) {
  console.log(
    `read-replica.test.ts: skipped, no PostgreSQL 15 binaries in ${PG_BIN} (apt-get install postgresql-15).`,
  );
}

/** A server process starts in seconds; on a 2-core host shared by busy test suites it has taken over 60 s. */
const STARTUP_MS = 150_000;
const PASSWORD = "correct horse battery staple";
let cluster: PgCluster;
let database: Database;
let standby: pg.Client;
let server: RunningInstance;
/** A second instance on the same databases: read-your-writes must hold whichever instance serves the read. */
let second: RunningInstance;
let customerid: number;
let jobsiteid: number;

const login = async (email: string) => {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
};
const listTotal = async (token: string, instance: RunningInstance = server) => {
  const res = await fetch(`${instance.baseUrl}/api/workorder/getworkorders?pageSize=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
};
type HealthBody = {
  status: string;
  replica?: { state: string; lagSeconds: number | null; lagBytes: number | null };
};
const health = async (instance: RunningInstance = server) => {
  const res = await fetch(`${instance.baseUrl}/api/health`);
  return { status: res.status, body: (await res.json()) as HealthBody };
};
const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const replicaState = async (state: string, instance: RunningInstance = server) =>
  (await health(instance)).body.replica?.state === state;

describe.runIf(inProject && onCi && !present)("read replica prerequisites", () => {
  it(`needs PostgreSQL 15 binaries in ${PG_BIN} on CI`, () => {
    expect(present, "install postgresql-15 (initdb, pg_ctl, pg_basebackup)").toBe(true);
  });
});

describe.runIf(inProject && present)("read replica (DATABASE_READ_URL) on a real streaming standby", () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    const admin = new pg.Client({ connectionString: cluster.primary.url() });
    await admin.connect();
    await admin.query("create database fm");
    await admin.end();
    database = await openDatabase({ url: cluster.primary.url("fm"), poolSize: 2 });
    await database.migrate();
    await ensureReferenceData(database.db);
    customerid = (await makeCustomer(database.db)).id;
    jobsiteid = (await makeJobSite(database.db, customerid)).id;
    await makeWorkOrder(database.db, { customerid, jobsiteid });
    standby = new pg.Client({ connectionString: cluster.standby.url("fm") });
    await until("the standby to accept connections", () =>
      standby.connect().then(
        () => true,
        () => {
          standby = new pg.Client({ connectionString: cluster.standby.url("fm") });
          return false;
        },
      ),
    );
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const env = {
      DATABASE_URL: cluster.primary.url("fm"),
      DATABASE_READ_URL: cluster.standby.url("fm"),
      DATABASE_READ_POLL_MS: "100",
      DATABASE_READ_MAX_LAG_SECONDS: "60",
      DB_CONNECT_TIMEOUT_MS: "1000",
      JWT_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)),
    };
    // Started together: they migrate one at a time under the migration lock.
    [server, second] = await Promise.all([
      startInstance("replica", env, STARTUP_MS),
      startInstance("replica-2", env, STARTUP_MS),
    ]);
    await until("the replica to be in use", () => replicaState("ok"));
    await until("the replica to be in use on the second instance", () => replicaState("ok", second));
  }, STARTUP_MS + 60_000);

  afterAll(async () => {
    await server?.stop();
    await second?.stop();
    await standby?.end().catch(() => undefined);
    await database?.close();
    cluster?.destroy();
  }, 60_000);

  it("lists from the replica, reads a user's own write from the primary, reports lag, survives the replica's loss", async () => {
    const writer = await makeUser(database.db, { password: PASSWORD, roles: ["Admin"] });
    const other = await makeUser(database.db, { password: PASSWORD, roles: ["Admin"] });
    const wo = await makeWorkOrder(database.db, { customerid, jobsiteid });
    const [writerToken, otherToken] = [await login(writer.email), await login(other.email)];
    await until("the standby to replay the new order", async () => {
      const { rows } = await standby.query("select 1 from workorders where id = $1", [wo.id]);
      return rows.length === 1;
    });
    const before = await listTotal(otherToken);

    // Replay paused: the primary gets an order the replica does not have.
    await standby.query("select pg_wal_replay_pause()");
    await makeWorkOrder(database.db, { customerid, jobsiteid });
    await until("the lag to show", async () => ((await health()).body.replica?.lagBytes ?? 0) > 0);
    const lagged = await health();
    expect(lagged.status).toBe(200);
    expect(lagged.body).toMatchObject({ status: "ok", replica: { state: "ok" } });
    expect(lagged.body.replica?.lagSeconds).toBeGreaterThanOrEqual(0);

    // A list read is served by the replica: the stale count, on a connection marked fm-dispatch-read there.
    expect(await listTotal(otherToken)).toBe(before);
    const marked = await standby.query(
      "select count(*)::int as n from pg_stat_activity where application_name = 'fm-dispatch-read' and datname = 'fm'",
    );
    expect(marked.rows[0].n).toBeGreaterThan(0);

    // Read-your-writes: right after its own write the writer's list comes from the primary (both new orders).
    const saved = await fetch(`${server.baseUrl}/api/workorder/updatefollowupdate`, {
      method: "PUT",
      headers: { authorization: `Bearer ${writerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ id: wo.id, version: wo.version, followupdate: "2026-12-02" }),
    });
    expect(saved.status).toBe(200);
    expect(await listTotal(writerToken)).toBe(before + 1);
    // …on the other instance too, which never saw the write (behind a balancer without sticky sessions).
    expect(await listTotal(writerToken, second)).toBe(before + 1);
    // …while a user who wrote nothing still reads the (paused) replica, on either instance.
    expect(await listTotal(otherToken)).toBe(before);
    expect(await listTotal(otherToken, second)).toBe(before);

    // Replica gone: reads fall back to the primary with no error; health says so and stays 200.
    await standby.end();
    cluster.standby.stop();
    expect(await listTotal(otherToken)).toBe(before + 1);
    await until("the replica to be reported down", () => replicaState("down"));
    const down = await health();
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: "ok", replica: { state: "down", lagBytes: null } });
    expect(await listTotal(otherToken)).toBe(before + 1);
  }, 60_000);
});
