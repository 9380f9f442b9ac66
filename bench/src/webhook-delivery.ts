/**
 * Issue 33 bench: webhook delivery under load and a crash.
 * `npx tsx bench/src/webhook-delivery.ts --url postgres://…/postgres [--rate 100] [--seconds 20]`
 *
 * One server process (`src/main.ts`, as `npm start`) on a new database; an Admin subscribes a local receiver to
 * `workorder.note_added`; a dispatcher adds notes (over 50 orders) at `--rate` per second for `--seconds`. Half-way the server is
 * killed with SIGKILL and started again on the same database. Every note the API acknowledged (201) must reach
 * the receiver at least once (the message id tells duplicates apart). Reports acknowledged / delivered /
 * duplicates, and delivery latency (ack → receipt) p50 / p95 / max. `--kill no` leaves the crash out (the sustained
 * rate alone) and the throughput line says how many deliveries per second arrived.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { type RunningInstance, startInstance } from "../../apps/server/src/deployment/spawn-instance.ts";
import { makeCustomer, makeJobSite, makeUser, makeWorkOrder } from "../../apps/server/src/test/factories.ts";
import { arg } from "./cli-arg.ts";
import { ms, summarize } from "./stats.ts";

const baseUrl = arg("url", process.env.TEST_DATABASE_URL ?? "");
const RATE = Number(arg("rate", "100"));
const SECONDS = Number(arg("seconds", "20"));
const DRAIN_SECONDS = Number(arg("drain", "300"));
/** `--kill no`: no crash half-way, to measure the sustained rate alone. */
const KILL = arg("kill", "yes") !== "no";
if (!baseUrl) throw new Error("--url postgres://… (or TEST_DATABASE_URL) is required");
const PASSWORD = "correct horse battery staple";

/** The receiver: every delivery's message id and the note it carries, with its arrival time. */
const startReceiver = async () => {
  const seen = new Map<number, number>(); // noteid → first arrival (performance.now())
  const ids = new Map<string, number>(); // webhook-id → deliveries
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      const id = String(req.headers["webhook-id"] ?? "");
      ids.set(id, (ids.get(id) ?? 0) + 1);
      try {
        const noteid = (JSON.parse(body) as { data?: { noteid?: number } }).data?.noteid;
        if (typeof noteid === "number" && !seen.has(noteid)) seen.set(noteid, performance.now());
      } catch {
        // not JSON: counted by id only
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, seen, ids, server };
};

const main = async () => {
  const base = new URL(baseUrl);
  const dbName = `fm_bench_hooks_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const receiver = await startReceiver();
  let server: RunningInstance | undefined;
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const customer = await makeCustomer(database.db);
    const site = await makeJobSite(database.db, customer.id);
    // Notes spread over 50 orders, as a day's traffic is (one order's notes queue on its row lock).
    const orders = await Promise.all(
      Array.from({ length: 50 }, () =>
        makeWorkOrder(database.db, { customerid: customer.id, jobsiteid: site.id }),
      ),
    );
    const adminUser = await makeUser(database.db, { password: PASSWORD, roles: ["Admin"] });
    const staff = await makeUser(database.db, { password: PASSWORD, roles: ["Dispatchers"] });
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)),
      APP_ENCRYPTION_KEY: createHash("sha256").update(dbName).digest("base64"),
      LOGIN_RATE_LIMIT_PER_MINUTE: "10000",
    };
    server = await startInstance("hooks", env, 120_000);
    const tokenOf = async (email: string) => {
      const res = await fetch(`${server?.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    };
    const call = async (token: string, method: string, path: string, body: unknown) =>
      fetch(`${server?.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const adminToken = await tokenOf(adminUser.email);
    const staffToken = await tokenOf(staff.email);
    // The receiver is on loopback: allowed for this test database only.
    const allowed = await call(adminToken, "PUT", "/api/admin/webhooks/settings", { allowprivateurls: true });
    if (!allowed.ok) throw new Error(`settings answered ${allowed.status}: ${await allowed.text()}`);
    const sub = await call(adminToken, "POST", "/api/admin/webhooks", {
      url: receiver.url,
      events: ["workorder.note_added"],
      description: "bench receiver",
    });
    if (!sub.ok) throw new Error(`subscribe answered ${sub.status}: ${await sub.text()}`);

    const acked = new Map<number, number>(); // noteid → ack time
    const refused = new Map<number, number>(); // status → count
    let failed = 0;
    const addNote = async (i: number) => {
      try {
        const res = await call(staffToken, "POST", "/api/workorder/savenote", {
          workorderid: orders[i % orders.length]?.id,
          note: `<p>Bench note ${i}</p>`,
          type: "Internal",
          pertainsto: 2,
        });
        if (res.status === 201) acked.set(((await res.json()) as { id: number }).id, performance.now());
        else refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
      } catch {
        failed++; // the connection died with the server: not acknowledged, so not owed
      }
    };
    const total = RATE * SECONDS;
    const killAt = KILL ? Math.floor(total / 2) : -1;
    let t0 = performance.now();
    const inFlight: Promise<void>[] = [];
    let restartMs = 0;
    for (let i = 0; i < total; i++) {
      const due = t0 + (i / RATE) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (i === killAt) {
        const k0 = performance.now();
        await server.signal("SIGKILL");
        server = await startInstance("hooks-2", env, 120_000);
        restartMs = performance.now() - k0;
        t0 += restartMs; // the rate resumes where it stopped: no burst of the requests due meanwhile
      }
      inFlight.push(addNote(i));
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - t0) / 1000; // t0 moved past the restart already

    const deadline = performance.now() + DRAIN_SECONDS * 1000;
    while (performance.now() < deadline && [...acked.keys()].some((id) => !receiver.seen.has(id)))
      await new Promise((r) => setTimeout(r, 250));
    const missing = [...acked.keys()].filter((id) => !receiver.seen.has(id));
    const latencies = [...acked].flatMap(([id, at]) => {
      const got = receiver.seen.get(id);
      return got === undefined ? [] : [got - at];
    });
    const l = summarize(latencies, 1);
    const duplicates = [...receiver.ids.values()].reduce((s, n) => s + (n > 1 ? n - 1 : 0), 0);
    console.log(
      `webhooks: ${acked.size} notes acknowledged of ${total} sent at ${RATE}/s over ${sendSeconds.toFixed(1)} s (refused: ${JSON.stringify(Object.fromEntries(refused))}, ${failed} lost with the killed server; kill -9 + restart ${ms(restartMs)} ms)`,
    );
    console.log(
      `delivered ${acked.size - missing.length} / ${acked.size} (missing ${missing.length}), ${duplicates} duplicate deliveries (same webhook-id); ack → receipt p50 ${ms(l.p50)} / p95 ${ms(l.p95)} / max ${ms(Math.max(0, ...latencies))} ms`,
    );
    const received = [...acked.keys()].flatMap((id) => receiver.seen.get(id) ?? []);
    if (received.length > 1) {
      const span = (Math.max(...received) - t0) / 1000;
      console.log(
        `throughput: ${received.length} deliveries in ${span.toFixed(1)} s from the first send to the last receipt = ${(received.length / span).toFixed(1)}/s (notes sent at ${RATE}/s)`,
      );
    }
    if (missing.length) process.exitCode = 1;
  } finally {
    await server?.stop();
    receiver.server.close();
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
};

await main();
