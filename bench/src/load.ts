import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Balancer, startHaproxy } from "../../apps/server/src/deployment/haproxy.ts";
import { DEMO_WORK_ORDER_COUNT } from "../../apps/server/src/seed/demo.ts";
import { copyDemoTemplate, ensureDemoTemplate } from "../../apps/server/src/test/demo-template.ts";
import { CUSTOMER_USER, DISPATCHER_USER, TECH_USER, VENDOR_USER } from "./cases/users.ts";
import { countWorkOrders, ensureDataSet, markdownTable, openBenchDatabase } from "./dataset.ts";
import { createHttpClient } from "./load/http-client.ts";
import { gatherIds } from "./load/id-pools.ts";
import { samplePostgresCpu } from "./load/pg-cpu.ts";
import { createRecorder } from "./load/recorder.ts";
import { fmt, MB, memoryTrend, writeResults } from "./load/report.ts";
import {
  createSession,
  dispatcher,
  type IdPools,
  portalUser,
  type ScenarioContext,
  technician,
  type VirtualUser,
} from "./load/scenarios.ts";
import { databaseExists, startServer } from "./load/server-process.ts";
import { createWriteLedger, type LedgerCheck } from "./load/write-ledger.ts";
import { ms } from "./stats.ts";

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = path.resolve(benchDir, "..");
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/fm_bench_load";
/** The start left out of the "after the first" line: every user arrives within its first second. */
const WARM_UP_MS = 10_000;

const HELP = `Usage: npm run bench:load -- [options]

Starts the server (apps/server/src/main.ts) as its own process on a loopback port, then runs virtual users
for a fixed time: half dispatchers (work-order list, detail, every fourth round an edit), a sixth vendor
portal users, a sixth technicians (Today, detail, check-in state, every fourth round a note), the rest
customer portal users. Reports p95 per endpoint, errors, and the server's memory trend (least-squares slope
of RSS and of the heap after a forced GC). Every acknowledged write is looked up in the database after the
run. Exits 1 on any error (with --kill-at: on any error of a read), on an acknowledged write that is missing,
and on a growing heap in runs of a minute or more.

  --database-url URL   PostgreSQL to load (default $LOAD_DATABASE_URL or ${DEFAULT_DATABASE_URL});
                       created and seeded when missing, used as it is when it has users
  --pglite             a fresh PGlite data set under bench/out/ instead of PostgreSQL
  --workorders N       work orders when seeding (default 100000)
  --vus N              virtual users (default 200)
  --duration S         seconds of load (default 300)
  --think-ms N         mean pause between a virtual user's rounds, uniform 0..2N (default 500)
  --timeout-ms N       a request slower than this counts as an error (default 30000; 60000 with --short,
                       so a busy CI host does not fail the run on latency alone)
  --short              CI run: PGlite, demo data set (${DEMO_WORK_ORDER_COUNT} orders), 20 virtual users, 10 s,
                       nothing written to RESULTS.md
  --instances N        N server processes behind Debian's HAProxy (PostgreSQL only; apt-get install haproxy)
  --read-url URL       DATABASE_READ_URL of every instance: a streaming replica of the database (issue 34)
  --kill-at S          with --instances ≥ 2: SIGKILL the last instance S seconds into the run (issue 34)
  --cpu-prof           write a V8 CPU profile of the server (.cpuprofile in the run folder; open it in
                       Chrome DevTools) to see where its time goes
  --note TEXT          machine or run notes for RESULTS.md
  --no-results         do not append to bench/RESULTS.md
  -h, --help`;

/** Seeded pseudo-random numbers (mulberry32), so a run's request mix can be repeated. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      pglite: { type: "boolean", default: false },
      workorders: { type: "string", default: "100000" },
      vus: { type: "string", default: "200" },
      duration: { type: "string", default: "300" },
      "think-ms": { type: "string", default: "500" },
      "timeout-ms": { type: "string" },
      short: { type: "boolean", default: false },
      note: { type: "string", default: "" },
      "cpu-prof": { type: "boolean", default: false },
      instances: { type: "string", default: "1" },
      "read-url": { type: "string" },
      "kill-at": { type: "string" },
      "no-results": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const short = values.short;
  const usePglite = short || values.pglite;
  const workOrders = short ? DEMO_WORK_ORDER_COUNT : Number(values.workorders.replace(/_/g, ""));
  const vus = short ? 20 : Number(values.vus);
  const seconds = short ? 10 : Number(values.duration);
  const thinkMs = Number(values["think-ms"]);
  const timeoutMs = Number(values["timeout-ms"] ?? (short ? 60_000 : 30_000));
  if (!(vus >= 4 && seconds > 0 && thinkMs >= 0))
    throw new Error("--vus ≥ 4, --duration > 0, --think-ms ≥ 0");
  if (!(timeoutMs > 0)) throw new Error("--timeout-ms > 0");
  const instances = Number(values.instances);
  if (!(Number.isInteger(instances) && instances >= 1)) throw new Error("--instances ≥ 1");
  if (instances > 1 && usePglite)
    throw new Error("--instances > 1 needs PostgreSQL (not --pglite / --short)");
  const killAt = values["kill-at"] === undefined ? null : Number(values["kill-at"]);
  if (killAt !== null && !(instances > 1 && killAt > 0 && killAt < seconds))
    throw new Error("--kill-at S needs --instances ≥ 2 and 0 < S < --duration");
  const runDir = path.join(benchDir, "out", `load-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  fs.mkdirSync(runDir, { recursive: true });
  // CI's run starts from the seeded demo data folder the browser suite made minutes before, or makes it.
  if (short) await copyDemoTemplate(await ensureDemoTemplate(), runDir);

  // 1. The data set (seeded once, reused by later runs on PostgreSQL) and the ids the users will work on.
  const url = usePglite
    ? undefined
    : (values["database-url"] ?? process.env.LOAD_DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const database = await openBenchDatabase(url, url ? !(await databaseExists(url)) : false, runDir);
  let pools: IdPools;
  let actualWorkOrders: number;
  try {
    await ensureDataSet(database, workOrders);
    actualWorkOrders = await countWorkOrders(database);
    pools = await gatherIds(database);
  } finally {
    await database.close();
  }
  console.log(
    `Data set: ${database.kind}, ${actualWorkOrders.toLocaleString("en-US")} work orders; vendor has ${pools.vendor.length}, customer ${pools.customer.length} in the pools`,
  );

  // 2. The servers, each in its own process, so the memory measured is a server's alone; with --instances N
  // behind HAProxy, sharing one signing key (docs/deployment.md).
  const signingKey = generateKeyPairSync("ec", { namedCurve: "P-256" })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  const servers = await Promise.all(
    Array.from({ length: instances }, async () =>
      startServer(
        repoDir,
        {
          DATA_DIR: runDir,
          LOG_LEVEL: "warn",
          SEED_DEMO: "false",
          LOGIN_RATE_LIMIT_PER_MINUTE: "1000000",
          JWT_SIGNING_KEY: signingKey,
          SHUTDOWN_DRAIN_MS: instances > 1 ? "2000" : "0",
          ...(url ? { DATABASE_URL: url } : {}),
          ...(values["read-url"] ? { DATABASE_READ_URL: values["read-url"] } : {}),
        },
        runDir,
        values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${runDir}`] : [],
      ),
    ),
  );
  const server = servers[0];
  if (!server) throw new Error("no server started");
  const lb: Balancer | null =
    instances > 1
      ? await startHaproxy(Object.fromEntries(servers.map((s, i) => [`i${i + 1}`, s.baseUrl])))
      : null;
  const target = lb?.url ?? server.baseUrl;
  console.log(
    `Server${instances > 1 ? `s (pids ${servers.map((s) => s.child.pid).join(", ")}) behind HAProxy on ${target}` : ` (pid ${server.child.pid}) on ${target}`}; ${vus} virtual users for ${seconds} s…`,
  );
  const http = createHttpClient(target, vus + 8, timeoutMs);
  const recorder = createRecorder();
  const sessions = {
    dispatcher: createSession(http, DISPATCHER_USER),
    vendor: createSession(http, VENDOR_USER),
    tech: createSession(http, TECH_USER),
    customer: createSession(http, CUSTOMER_USER),
  };
  let requests = 0;
  let errors = 0;
  let startedAt = 0;
  let loadBefore = Number.NaN;
  let loadAfter = Number.NaN;
  let endedAt = 0;
  let pgCpuMs = Number.NaN;
  const ledger = createWriteLedger();
  let killedAt: number | null = null;
  try {
    await Promise.all(Object.values(sessions).map((s) => s.token()));
    const rnd = random(20261122);
    const ctxFor = (role: keyof typeof sessions, i: number): ScenarioContext => ({
      http,
      session: sessions[role],
      recorder,
      ledger,
      rnd: random(1000 + i + Math.floor(rnd() * 1e6)),
    });
    const dispatchers = Math.round(vus / 2);
    const vendors = Math.round(vus / 6);
    const techs = Math.round(vus / 6);
    const users: VirtualUser[] = [];
    for (let i = 0; i < vus; i++) {
      if (i < dispatchers) {
        const own = pools.editable.filter((_, j) => j % dispatchers === i);
        users.push(dispatcher(ctxFor("dispatcher", i), own, pools));
      } else if (i < dispatchers + vendors)
        users.push(portalUser(ctxFor("vendor", i), "vendor", pools.vendor));
      else if (i < dispatchers + vendors + techs) users.push(technician(ctxFor("tech", i), pools.tech, i));
      else users.push(portalUser(ctxFor("customer", i), "customer", pools.customer));
    }
    const pgCpu = url ? await samplePostgresCpu(url) : null;
    loadBefore = os.loadavg()[0] ?? Number.NaN;
    startedAt = Date.now();
    const end = startedAt + seconds * 1000;
    const victim = servers.at(-1);
    const killer =
      killAt === null || !victim
        ? null
        : setTimeout(() => {
            killedAt = Date.now();
            victim.child.kill("SIGKILL");
            console.log(
              `  ${killAt} s: instance ${servers.length} (pid ${victim.child.pid}) killed with SIGKILL`,
            );
          }, killAt * 1000);
    const progress = setInterval(() => {
      const done = recorder.stats(1).reduce((t, s) => t + s.count + s.errors, 0);
      const rss = server.memory.at(-1)?.rss ?? 0;
      console.log(
        `  ${Math.round((Date.now() - startedAt) / 1000)} s: ${done} requests, server RSS ${fmt(rss / MB, 0)} MB`,
      );
    }, 30_000);
    await Promise.all(
      users.map(async (u, i) => {
        const think = random(i + 7);
        // Stagger the start over the first second so 200 users do not arrive in one burst.
        await new Promise((r) => setTimeout(r, think() * 1000));
        for (let n = 0; Date.now() < end; n++) {
          await u.journey(n);
          await new Promise((r) => setTimeout(r, think() * 2 * thinkMs));
        }
      }),
    );
    clearInterval(progress);
    if (killer) clearTimeout(killer);
    endedAt = Date.now();
    if (pgCpu) pgCpuMs = await pgCpu.stop();
    loadAfter = os.loadavg()[0] ?? Number.NaN;
  } finally {
    http.close();
    await lb?.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }

  // Every write the server acknowledged, looked up now that every instance has stopped.
  const check: LedgerCheck = await (async () => {
    const db = await openBenchDatabase(url, false, runDir);
    try {
      return await ledger.verify(db);
    } catch (err) {
      return {
        checked: 0,
        missing: [`the check itself failed: ${err instanceof Error ? err.message : String(err)}`],
      };
    } finally {
      await db.close();
    }
  })();
  const wall = endedAt - startedAt;
  const stats = recorder.stats(wall);
  requests = stats.reduce((t, s) => t + s.count + s.errors, 0);
  errors = stats.reduce((t, s) => t + s.errors, 0);
  const mem = memoryTrend(server.memory, startedAt, endedAt);
  fs.writeFileSync(path.join(runDir, "latency.csv"), recorder.timelineCsv());
  console.log("");
  for (const line of markdownTable(
    ["endpoint", "requests", "p50", "p95", "p99", "max", "errors"],
    ["l", "r", "r", "r", "r", "r", "r"],
    stats.map((s) => [
      s.endpoint,
      String(s.count),
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
      String(s.errors),
    ]),
  ))
    console.log(line);
  console.log(
    `\n${requests} requests in ${fmt(wall / 1000, 0)} s (${fmt((requests * 1000) / wall, 0)}/s), ${errors} errors.`,
  );
  // The whole run's tail includes the start, when every user arrives within a second at cold instances.
  if (seconds >= 60) {
    const settled = recorder.stats(wall, startedAt + WARM_UP_MS).filter((s) => s.count > 0);
    console.log(
      `After the first ${WARM_UP_MS / 1000} s, p95 per endpoint: ${settled.map((s) => `${s.endpoint} ${ms(s.p95)}`).join("; ")} ms.`,
    );
  }
  // CPU time per request (server process, and PostgreSQL's backends for this database): what a request
  // costs, which a busy shared host does not inflate the way it inflates latencies.
  const serverCpuMs = (mem.serverCpuPercent / 100) * wall;
  const perRequest = `CPU per request: server ${fmt(serverCpuMs / requests, 2)} ms${Number.isFinite(pgCpuMs) ? `, PostgreSQL ${fmt(pgCpuMs / requests, 2)} ms` : ""}`;
  const host = `Host load average (1 min) ${fmt(loadBefore)} at the start, ${fmt(loadAfter)} at the end on ${os.cpus().length} cores; the server used ${fmt(mem.serverCpuPercent, 0)} % of one core${Number.isFinite(pgCpuMs) ? `, PostgreSQL ${fmt((pgCpuMs / wall) * 100, 0)} %` : ""}. ${perRequest}.`;
  console.log(host);
  console.log(
    `Server memory: RSS ${fmt(mem.rssStartMb, 0)} → ${fmt(mem.rssEndMb, 0)} MB, slope ${fmt(mem.rssSlopeMbPerMin, 2)} MB/min; heap after GC slope ${fmt(mem.heapSlopeMbPerMin, 2)} MB/min (${seconds < 60 ? "run too short to judge a trend" : mem.flat ? "flat" : "GROWS"}).`,
  );
  if (instances > 1)
    servers.forEach((s, i) => {
      const m = memoryTrend(s.memory, startedAt, endedAt);
      console.log(
        `  instance ${i + 1}: RSS ${fmt(m.rssStartMb, 0)} → ${fmt(m.rssEndMb, 0)} MB, heap slope ${fmt(m.heapSlopeMbPerMin, 2)} MB/min, ${fmt(m.serverCpuPercent, 0)} % of a core`,
      );
    });
  console.log(`Errors by kind: ${recorder.errorKinds()}.`);
  const readErrors = stats.filter((s) => s.endpoint.includes(" GET ")).reduce((t, s) => t + s.errors, 0);
  const writeErrors = errors - readErrors;
  if (killedAt !== null)
    console.log(
      `Instance ${instances} killed ${fmt((killedAt - startedAt) / 1000, 0)} s in: ${readErrors} failed reads, ${writeErrors} failed writes (a write in flight on the killed instance is not acknowledged, so not owed).`,
    );
  console.log(
    `Acknowledged writes: ${check.checked} looked up after the run, ${check.missing.length} missing.`,
  );
  for (const m of check.missing.slice(0, 10)) console.log(`  lost: ${m}`);
  for (const e of recorder.examples()) console.log(`  error: ${e}`);
  if (!short && !values["no-results"])
    writeResults(path.join(benchDir, "RESULTS.md"), stats, mem, {
      kind: database.kind === "pglite" ? "PGlite" : "PostgreSQL",
      workOrders: actualWorkOrders,
      vus,
      seconds,
      thinkMs,
      note: values.note,
      requests,
      errors,
      errorKinds: recorder.errorKinds(),
      host: `${host} Acknowledged writes checked afterwards: ${check.checked}, missing ${check.missing.length}.${killedAt === null ? "" : ` Instance ${instances} of ${instances} killed with SIGKILL ${fmt((killedAt - startedAt) / 1000, 0)} s in: ${readErrors} failed reads, ${writeErrors} failed writes.`}`,
    });
  if (requests === 0) {
    console.error("No request completed.");
    return 1;
  }
  // A trend needs a run long enough to have one: the memory verdict counts from one minute on.
  const memoryFails = seconds >= 60 && !mem.flat;
  if (memoryFails) console.error("The server's heap grew over the run.");
  // With an instance killed, a write in flight on it may fail (it is not acknowledged); a read may not.
  const errorsThatCount = killedAt === null ? errors : readErrors;
  const passed = errorsThatCount === 0 && check.missing.length === 0 && !memoryFails;
  // The CI run's throw-away PGlite data set goes once it has passed; a failed run keeps it and server.log.
  if (short && passed) fs.rmSync(runDir, { recursive: true, force: true });
  else console.log(`Run folder (server.log): ${path.relative(process.cwd(), runDir)}`);
  return passed ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
