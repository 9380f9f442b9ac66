import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/client.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { DEMO_WORK_ORDER_COUNT } from "../../apps/server/src/seed/demo.ts";
import { CUSTOMER_USER, DISPATCHER_USER, VENDOR_USER } from "./cases/users.ts";
import { countWorkOrders, ensureDataSet, machineNotes, markdownTable, openBenchDatabase } from "./dataset.ts";
import { createHttpClient } from "./load/http-client.ts";
import type { MemorySample } from "./load/memory-reporter.ts";
import { createRecorder, type EndpointStats } from "./load/recorder.ts";
import {
  createSession,
  dispatcher,
  type IdPools,
  portalUser,
  type ScenarioContext,
  type VirtualUser,
} from "./load/scenarios.ts";
import { linearSlope, ms } from "./stats.ts";

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = path.resolve(benchDir, "..");
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/fm_bench_load";

const HELP = `Usage: npm run bench:load -- [options]

Starts the server (apps/server/src/main.ts) as its own process on a loopback port, then runs virtual users
for a fixed time: half dispatchers (work-order list, detail, every fourth round an edit), a quarter vendor
portal users, a quarter customer portal users. Reports p95 per endpoint, errors, and the server's memory
trend (least-squares slope of RSS and of the heap after a forced GC). Exits 1 on any error, and on a
growing heap in runs of a minute or more.

  --database-url URL   PostgreSQL to load (default $LOAD_DATABASE_URL or ${DEFAULT_DATABASE_URL});
                       created and seeded when missing, used as it is when it has users
  --pglite             a fresh PGlite data set under bench/out/ instead of PostgreSQL
  --workorders N       work orders when seeding (default 100000)
  --vus N              virtual users (default 200)
  --duration S         seconds of load (default 300)
  --think-ms N         mean pause between a virtual user's rounds, uniform 0..2N (default 500)
  --short              CI run: PGlite, demo data set (${DEMO_WORK_ORDER_COUNT} orders), 20 virtual users, 10 s,
                       nothing written to RESULTS.md
  --note TEXT          machine or run notes for RESULTS.md
  --no-results         do not append to bench/RESULTS.md
  -h, --help`;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

const databaseExists = async (url: string): Promise<boolean> => {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const server = await openDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    const res = (await server.db.execute(
      sql`select 1 from pg_database where datname = ${name}`,
    )) as unknown as { rows: unknown[] };
    return res.rows.length > 0;
  } finally {
    await server.close();
  }
};

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The ids each role works on: a random sample for dispatchers, the portal users' own orders. */
const gatherIds = async (database: Database): Promise<IdPools> => {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ id: number }>(database, query)).map((r) => Number(r.id));
  const userLink = async (email: string, column: "vendorid" | "customerid") => {
    const [row] = await rowsOf<{ id: number | null }>(
      database,
      sql`select ${sql.identifier(column)} as id from users where lower(email) = lower(${email})`,
    );
    if (!row?.id) throw new Error(`${email} has no ${column}: seed the demo data first`);
    return Number(row.id);
  };
  const vendorid = await userLink(VENDOR_USER.email, "vendorid");
  const customerid = await userLink(CUSTOMER_USER.email, "customerid");
  const pools: IdPools = {
    any: await ids(sql`select id from workorders order by random() limit 5000`),
    // Editable with the form as it loads: open statuses and every required field present.
    editable: await ids(
      sql`select id from workorders where statusid not in (6, 10) and divisionid is not null and priorityid is not null
          and requesttypeid is not null and duedate is not null order by random() limit 5000`,
    ),
    vendor: await ids(
      sql`select distinct workorderid as id from workordervendors where vendorid = ${vendorid} limit 2000`,
    ),
    customer: await ids(sql`select id from workorders where customerid = ${customerid} limit 2000`),
  };
  for (const [name, list] of Object.entries(pools))
    if (!list.length) throw new Error(`no work orders for the ${name} pool`);
  return pools;
};

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  memory: MemorySample[];
  stop: () => Promise<void>;
}

/** The real server entry point, with the memory reporter preloaded; its output goes to server.log. */
const startServer = async (env: Record<string, string>, runDir: string): Promise<ServerProcess> => {
  const port = await freePort();
  const log = fs.openSync(path.join(runDir, "server.log"), "a");
  const reporter = pathToFileURL(path.join(benchDir, "src/load/memory-reporter.ts")).href;
  const child = fork(path.join(repoDir, "apps/server/src/main.ts"), [], {
    cwd: repoDir,
    execArgv: ["--import", "tsx", "--expose-gc", "--import", reporter],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log, "ipc"],
  });
  const memory: MemorySample[] = [];
  child.on("message", (m: MemorySample) => {
    if (m?.type === "memory") memory.push(m);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}): see ${runDir}/server.log`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer /api/health within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    baseUrl,
    memory,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
};

/** Seeded pseudo-random numbers (mulberry32), so a run's request mix can be repeated. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

interface MemoryTrend {
  samples: number;
  rssStartMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  rssSlopeMbPerMin: number;
  heapSlopeMbPerMin: number;
  heapMeanMb: number;
  /** Projected growth of the post-GC heap over the measured window is under max(5 MB, 5 % of its mean). */
  flat: boolean;
  /** The server's CPU use over the whole run, in % of one core. */
  serverCpuPercent: number;
}

const MB = 2 ** 20;

/** Trend of the server's memory after the first 10 % of the run (warm-up: caches, JIT, pool filling). */
const memoryTrend = (samples: readonly MemorySample[], startedAt: number, endedAt: number): MemoryTrend => {
  const from = startedAt + (endedAt - startedAt) * 0.1;
  const window = samples.filter((s) => s.at >= from && s.at <= endedAt);
  const minutes = (s: MemorySample) => (s.at - startedAt) / 60_000;
  const rss = window.map((s) => ({ x: minutes(s), y: s.rss / MB }));
  const heap = window
    .filter((s) => s.heapAfterGc !== null)
    .map((s) => ({ x: minutes(s), y: (s.heapAfterGc ?? 0) / MB }));
  const heapPoints = heap.length >= 3 ? heap : window.map((s) => ({ x: minutes(s), y: s.heapUsed / MB }));
  const heapSlope = linearSlope(heapPoints);
  const heapMean = heapPoints.reduce((t, p) => t + p.y, 0) / Math.max(1, heapPoints.length);
  const span = (window.at(-1)?.at ?? 0) / 60_000 - (window[0]?.at ?? 0) / 60_000;
  const during = samples.filter((s) => s.at >= startedAt && s.at <= endedAt);
  const first = during[0];
  const last = during.at(-1);
  const serverCpuPercent =
    first && last && last.at > first.at
      ? ((last.cpuMs - first.cpuMs) / (last.at - first.at)) * 100
      : Number.NaN;
  return {
    serverCpuPercent,
    samples: window.length,
    rssStartMb: rss[0]?.y ?? Number.NaN,
    rssEndMb: rss.at(-1)?.y ?? Number.NaN,
    rssMaxMb: rss.reduce((m, p) => Math.max(m, p.y), 0),
    rssSlopeMbPerMin: linearSlope(rss),
    heapSlopeMbPerMin: heapSlope,
    heapMeanMb: heapMean,
    flat: Number.isFinite(heapSlope) && heapSlope * span < Math.max(5, heapMean * 0.05),
  };
};

const fmt = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : "-");

const writeResults = (
  stats: readonly EndpointStats[],
  mem: MemoryTrend,
  meta: {
    kind: string;
    workOrders: number;
    vus: number;
    seconds: number;
    thinkMs: number;
    note: string;
    requests: number;
    errors: number;
    host: string;
  },
): void => {
  const file = path.join(benchDir, "RESULTS.md");
  const worst = stats.reduce((m, s) => Math.max(m, s.p95), 0);
  const lines = [
    "",
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — load: ${meta.vus} virtual users × ${meta.seconds} s, ${meta.kind}, ${meta.workOrders.toLocaleString("en-US")} work orders`,
    "",
    `Written by \`npm run bench:load\` (bench/src/load.ts). Machine: ${machineNotes()}. Server in its own process, load generator in another, both on this host with the database. Think time 0–${2 * meta.thinkMs} ms between rounds. ${meta.host}${meta.note ? ` ${meta.note}` : ""}`,
    "",
    ...markdownTable(
      [
        "run",
        "requests",
        "req/s",
        "errors",
        "worst p95 ms",
        "RSS start → end MB",
        "heap slope MB/min",
        "memory",
      ],
      ["l", "r", "r", "r", "r", "r", "r", "l"],
      [
        [
          `${meta.vus} VUs × ${meta.seconds} s`,
          String(meta.requests),
          fmt(meta.requests / meta.seconds, 0),
          String(meta.errors),
          ms(worst),
          `${fmt(mem.rssStartMb, 0)} → ${fmt(mem.rssEndMb, 0)}`,
          fmt(mem.heapSlopeMbPerMin, 2),
          mem.flat ? "flat" : "GROWS",
        ],
      ],
    ),
    "",
    ...markdownTable(
      ["endpoint", "requests", "req/s", "p50", "p95", "p99", "max", "errors"],
      ["l", "r", "r", "r", "r", "r", "r", "r"],
      stats.map((s) => [
        s.endpoint,
        String(s.count),
        fmt(s.perSecond, 1),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
        String(s.errors),
      ]),
    ),
    "",
    `Memory (${mem.samples} one-second samples after the first 10 % of the run): RSS ${fmt(mem.rssStartMb, 0)} → ${fmt(mem.rssEndMb, 0)} MB (max ${fmt(mem.rssMaxMb, 0)}), RSS slope ${fmt(mem.rssSlopeMbPerMin, 2)} MB/min; heap after forced GC mean ${fmt(mem.heapMeanMb, 0)} MB, slope ${fmt(mem.heapSlopeMbPerMin, 2)} MB/min → ${mem.flat ? "flat (projected growth under max(5 MB, 5 %))" : "GROWS"}.`,
    "",
  ];
  fs.appendFileSync(file, lines.join("\n"));
  console.log(`Results appended to ${path.relative(process.cwd(), file)}`);
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
      short: { type: "boolean", default: false },
      note: { type: "string", default: "" },
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
  if (!(vus >= 4 && seconds > 0 && thinkMs >= 0))
    throw new Error("--vus ≥ 4, --duration > 0, --think-ms ≥ 0");
  const runDir = path.join(benchDir, "out", `load-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  fs.mkdirSync(runDir, { recursive: true });

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

  // 2. The server, in its own process, so the memory measured is the server's alone.
  const server = await startServer(
    {
      DATA_DIR: runDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000000",
      ...(url ? { DATABASE_URL: url } : {}),
    },
    runDir,
  );
  console.log(
    `Server (pid ${server.child.pid}) on ${server.baseUrl}; ${vus} virtual users for ${seconds} s…`,
  );
  const http = createHttpClient(server.baseUrl, vus + 8, 30_000);
  const recorder = createRecorder();
  const sessions = {
    dispatcher: createSession(http, DISPATCHER_USER),
    vendor: createSession(http, VENDOR_USER),
    customer: createSession(http, CUSTOMER_USER),
  };
  let requests = 0;
  let errors = 0;
  let startedAt = 0;
  let loadBefore = Number.NaN;
  let loadAfter = Number.NaN;
  let endedAt = 0;
  try {
    await Promise.all(Object.values(sessions).map((s) => s.token()));
    const rnd = random(20261122);
    const ctxFor = (role: keyof typeof sessions, i: number): ScenarioContext => ({
      http,
      session: sessions[role],
      recorder,
      rnd: random(1000 + i + Math.floor(rnd() * 1e6)),
    });
    const dispatchers = Math.round(vus / 2);
    const vendors = Math.round(vus / 4);
    const users: VirtualUser[] = [];
    for (let i = 0; i < vus; i++) {
      if (i < dispatchers) {
        const own = pools.editable.filter((_, j) => j % dispatchers === i);
        users.push(dispatcher(ctxFor("dispatcher", i), own, pools));
      } else if (i < dispatchers + vendors)
        users.push(portalUser(ctxFor("vendor", i), "vendor", pools.vendor));
      else users.push(portalUser(ctxFor("customer", i), "customer", pools.customer));
    }
    loadBefore = os.loadavg()[0] ?? Number.NaN;
    startedAt = Date.now();
    const end = startedAt + seconds * 1000;
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
    endedAt = Date.now();
    loadAfter = os.loadavg()[0] ?? Number.NaN;
  } finally {
    http.close();
    await server.stop();
  }

  const wall = endedAt - startedAt;
  const stats = recorder.stats(wall);
  requests = stats.reduce((t, s) => t + s.count + s.errors, 0);
  errors = stats.reduce((t, s) => t + s.errors, 0);
  const mem = memoryTrend(server.memory, startedAt, endedAt);
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
  const host = `Host load average (1 min) ${fmt(loadBefore)} at the start, ${fmt(loadAfter)} at the end on ${os.cpus().length} cores; the server used ${fmt(mem.serverCpuPercent, 0)} % of one core.`;
  console.log(host);
  console.log(
    `Server memory: RSS ${fmt(mem.rssStartMb, 0)} → ${fmt(mem.rssEndMb, 0)} MB, slope ${fmt(mem.rssSlopeMbPerMin, 2)} MB/min; heap after GC slope ${fmt(mem.heapSlopeMbPerMin, 2)} MB/min (${mem.flat ? "flat" : "GROWS"}).`,
  );
  for (const e of recorder.examples()) console.log(`  error: ${e}`);
  if (!short && !values["no-results"])
    writeResults(stats, mem, {
      kind: database.kind === "pglite" ? "PGlite" : "PostgreSQL",
      workOrders: actualWorkOrders,
      vus,
      seconds,
      thinkMs,
      note: values.note,
      requests,
      errors,
      host,
    });
  if (requests === 0) {
    console.error("No request completed.");
    return 1;
  }
  // A trend needs a run long enough to have one: the memory verdict counts from one minute on.
  const memoryFails = seconds >= 60 && !mem.flat;
  if (memoryFails) console.error("The server's heap grew over the run.");
  return errors === 0 && !memoryFails ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
