/**
 * Issue 33 benchmarks (o33live): `npx tsx bench/src/live-audit.ts --url postgres://…/postgres [--changes 50]
 * [--streams 500]`.
 *
 * 1. audit overhead: a work-order save's transaction (lock, update, System note) with the fm_audit triggers
 *    on and off, alternating rounds; p50 each and the ratio (target: ≤ 1.10).
 * 2. event to screen across two instances: two server processes (`src/main.ts`, as `npm start`) on one new
 *    database; a status change through A's API, the SSE `change` on a stream held by B; p50 / p95 from the
 *    request being sent (target p95 < 500 ms).
 * 3. open streams: N SSE streams on B; B's resident memory before, after opening, and after 20 changes
 *    delivered to every stream (target: flat).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import pg from "pg";
import { type Database, openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { workOrderVendors } from "../../apps/server/src/db/schema/index.ts";
import { type RunningInstance, startInstance } from "../../apps/server/src/deployment/spawn-instance.ts";
import {
  openStream,
  type TestStream,
} from "../../apps/server/src/features/live-events/live-events.test-helpers.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
} from "../../apps/server/src/test/factories.ts";
import { NOTE_TYPE_ID, PERTAINS_TO, STATUS, SYSTEM_NOTE_TYPE } from "../../packages/domain/src/index.ts";
import { arg } from "./cli-arg.ts";
import { ms, summarize } from "./stats.ts";

const baseUrl = arg("url", process.env.TEST_DATABASE_URL ?? "");
const CHANGES = Number(arg("changes", "50"));
const STREAMS = Number(arg("streams", "500"));
const SAVES = Number(arg("saves", "300"));
if (!baseUrl) throw new Error("--url postgres://… (or TEST_DATABASE_URL) is required");

const PASSWORD = "correct horse battery staple";
const rssMb = (pid: number | undefined) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

const auditOverhead = async (database: Database, workorderid: number) => {
  const { db } = database;
  const save = async (i: number) => {
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select id from workorders where id = ${workorderid} for update`));
      await tx.execute(
        sql.raw(
          `update workorders set briefdescription = 'Save ${i}', version = version + 1, modifieddate = now() where id = ${workorderid}`,
        ),
      );
      await tx.execute(
        sql.raw(
          `insert into workordernotes (workorderid, note, type, typeid, pertainsto, createdbyname) values (${workorderid}, 'Brief Description changed', '${SYSTEM_NOTE_TYPE}', ${NOTE_TYPE_ID.Other}, ${PERTAINS_TO.Internal}, 'Bench')`,
        ),
      );
    });
    return performance.now() - t0;
  };
  const setAudit = (on: boolean) =>
    Promise.all(
      ["workorders", "workordernotes"].map((t) =>
        db.execute(sql.raw(`alter table ${t} ${on ? "enable" : "disable"} trigger fm_audit`)),
      ),
    );
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < 20; i++) await save(i); // warm-up
  for (let round = 0; round < 6; round++) {
    for (const audit of [true, false]) {
      await setAudit(audit);
      for (let i = 0; i < SAVES / 6; i++) (audit ? on : off).push(await save(i));
    }
  }
  await setAudit(true);
  const a = summarize(on, 1);
  const b = summarize(off, 1);
  console.log(
    `audit: save p50 ${ms(a.p50)} ms with, ${ms(b.p50)} ms without (p95 ${ms(a.p95)} / ${ms(b.p95)}) → ${(a.p50 / b.p50).toFixed(2)}× (${on.length} + ${off.length} saves)`,
  );
};

const main = async () => {
  const base = new URL(baseUrl);
  const dbName = `fm_bench_live_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  let a: RunningInstance | undefined;
  let b: RunningInstance | undefined;
  const streams: TestStream[] = [];
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const customer = await makeCustomer(database.db);
    const site = await makeJobSite(database.db, customer.id);
    const wo = await makeWorkOrder(database.db, { customerid: customer.id, jobsiteid: site.id });
    await database.db.insert(workOrderVendors).values({
      workorderid: wo.id,
      vendorid: (await makeVendor(database.db)).id,
      quotedamount: "100",
    });
    await auditOverhead(database, wo.id);

    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)),
      APP_ENCRYPTION_KEY: createHash("sha256").update(dbName).digest("base64"),
      LOGIN_RATE_LIMIT_PER_MINUTE: "10000",
    };
    [a, b] = await Promise.all([startInstance("a", env, 120_000), startInstance("b", env, 120_000)]);
    const staff = await makeUser(database.db, { password: PASSWORD, roles: ["Dispatchers"] });
    const login = await fetch(`${a.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: staff.email, password: PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const ticket = async () => {
      const res = await fetch(`${b?.baseUrl}/api/events/ticket`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await res.json()) as { ticket: string }).ticket;
    };
    const watcher = await openStream(b.baseUrl, await ticket());
    streams.push(watcher);
    const version = (await database.db.execute(
      sql.raw(`select version from workorders where id = ${wo.id}`),
    )) as unknown as {
      rows: { version: number }[];
    };
    let current = version.rows[0]?.version ?? 1;
    const change = async (i: number) => {
      const res = await fetch(`${a?.baseUrl}/api/workorder/updateworkorderstatus`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          workorderid: wo.id,
          statusid: i % 2 ? STATUS.TBS : STATUS.WaitingOnParts,
          version: current,
          note: "Bench",
        }),
      });
      if (res.status !== 200) throw new Error(`status change answered ${res.status}: ${await res.text()}`);
      current = ((await res.json()) as { version: number }).version;
    };
    const latencies: number[] = [];
    // The commit's share: from A's answer (the change is committed) to the event on B; 0 when the event
    // arrived first. The stream helper polls every 20 ms, so both figures carry up to 20 ms of it.
    const afterCommit: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const seen = watcher.events.length;
      const t0 = performance.now();
      const shown = watcher
        .waitFor((e) => e.slice(seen).some((x) => x.kind === "status"), 5000)
        .then(() => performance.now());
      await change(i);
      const answered = performance.now();
      const at = await shown;
      latencies.push(at - t0);
      afterCommit.push(Math.max(0, at - answered));
    }
    const c = summarize(afterCommit, 1);
    console.log(
      `event to screen (A's answer → B's stream): p50 ${ms(c.p50)} / p95 ${ms(c.p95)} / max ${ms(Math.max(...afterCommit))} ms`,
    );
    const l = summarize(latencies, 1);
    console.log(
      `event to screen (A → B, request included): p50 ${ms(l.p50)} / p95 ${ms(l.p95)} / max ${ms(Math.max(...latencies))} ms (${CHANGES} changes)`,
    );

    const before = rssMb(b.pid);
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(b.baseUrl, await ticket()));
    await new Promise((r) => setTimeout(r, 1000));
    const opened = rssMb(b.pid);
    const start = streams.map((s) => s.events.length);
    for (let i = 0; i < 20; i++) await change(CHANGES + i);
    const t0 = performance.now();
    await Promise.all(
      streams.map((s, i) =>
        s.waitFor((e) => e.slice(start[i]).filter((x) => x.kind === "status").length >= 20, 30_000),
      ),
    );
    const fanout = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssMb(b.pid);
    console.log(
      `${STREAMS} streams on B: RSS ${before.toFixed(0)} MB → ${opened.toFixed(0)} MB open (${(((opened - before) * 1024) / STREAMS).toFixed(1)} KB/stream) → ${after.toFixed(0)} MB after 20 changes to every stream (all delivered, last ${fanout.toFixed(0)} ms after the 20th change)`,
    );
  } finally {
    for (const s of streams) s.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
};

await main();
