import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type SQLWrapper, sql } from "drizzle-orm";
import { buildApp, serializerChoices } from "../../apps/server/src/app.ts";
import { createContext } from "../../apps/server/src/bootstrap.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import type { Database } from "../../apps/server/src/db/client.ts";
import { DEMO_WORK_ORDER_COUNT } from "../../apps/server/src/seed/demo.ts";
import { browserTable, runBrowserBench } from "./browser.ts";
import { BENCH_LOGIN } from "./cases/auth.ts";
import { CASES } from "./cases/index.ts";
import type { BenchCase, BenchTarget, BenchUser } from "./cases/types.ts";
import {
  countWorkOrders,
  ensureDataSet,
  loadAverage,
  machineNotes,
  markdownTable,
  openBenchDatabase,
} from "./dataset.ts";
import { drive } from "./drive.ts";
import { type LatencyStats, ms, summarize } from "./stats.ts";

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const HELP = `Usage: npm run bench -- [options]

  --database-url URL   PostgreSQL to benchmark (default: a new PGlite folder under bench/out/)
  --create-db          create the database named in --database-url first (it must not exist)
  --workorders N       work orders in the data set (default 2000): demo seed, then the set-based scale seed;
                       a database that already has users is used as it is
  --case TEXT          only cases whose name contains TEXT (repeatable)
  --connections N      concurrent HTTP connections (default 10)
  --duration S         seconds per endpoint (default 10; login uses 5)
  --sql-iterations N   bare-SQL repetitions per case (default 2000; login 500)
  --sql-seconds S      stop the bare-SQL timing after S seconds even if iterations remain (default 10)
  --sql-connections N  bare-SQL loops run at once, each on its own pool connection (default 1: sequential);
                       2 with --connections 2 gives issue 19's "req/s at 2 connections vs bare ops/s at 2"
  --explain            after the timings, print EXPLAIN (ANALYZE, BUFFERS) of each case's main statements
                       (also written to the run folder under bench/out/)
  --explain-only       only the EXPLAIN output: no HTTP or SQL timing, nothing appended to RESULTS.md
  --browser            also the browser cases (Chromium: first-load transfer and timings, the work-order list
                       render); serves apps/web/dist, so build the SPA first (npm run build --workspace @fm/web)
  --browser-only       only the browser cases
  --zod-serializer     serialise responses with zod at run time instead of the compiled serializer (before/after)
  --note TEXT          machine or run notes for RESULTS.md
  --no-results         do not append to bench/RESULTS.md
  --json FILE          also write each case's figures (name, HTTP and bare-SQL latency) to FILE (cost-curve.ts)
  -h, --help`;

interface Row {
  name: string;
  http: LatencyStats & { errors: number; non2xx: number };
  sql: LatencyStats;
  target?: BenchTarget;
}

/** "yes"/"NO (…)" against the case's target: endpoint p95 and, when set, endpoint p50 ÷ bare-SQL p50. */
const targetVerdict = (r: Row): string => {
  const t = r.target;
  if (!t) return "-";
  const misses: string[] = [];
  if (!(r.http.p95 < t.p95Ms)) misses.push(`p95 ≥ ${t.p95Ms}`);
  if (t.maxRatio !== undefined && !(r.http.p50 / r.sql.p50 <= t.maxRatio))
    misses.push(`ratio > ${t.maxRatio}×`);
  if (r.http.errors + r.http.non2xx > 0) misses.push("errors");
  return misses.length ? `NO (${misses.join(", ")})` : "yes";
};

/**
 * The bare SQL of a case, timed straight against the database by `concurrency` loops at once (each loop one
 * call at a time, on the pool's connections): 1 = sequential; 2 = the bare twin of "HTTP at 2 connections"
 * (issue 19's throughput target compares the endpoint's req/s with these ops/s).
 */
const timeSql = async (
  c: BenchCase,
  database: Database,
  iterations: number,
  maxSeconds: number,
  concurrency = 1,
): Promise<LatencyStats> => {
  const warmupEnd = performance.now() + Math.min(2, maxSeconds) * 1000;
  for (let i = 0; i < Math.min(50, iterations) && performance.now() < warmupEnd; i++)
    await c.bareSql(database.db);
  const samples: number[] = [];
  const start = performance.now();
  const end = start + maxSeconds * 1000;
  let started = 0;
  const loop = async (): Promise<void> => {
    while (started < iterations && performance.now() < end) {
      started++;
      const t0 = performance.now();
      await c.bareSql(database.db);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, loop));
  return summarize(samples, performance.now() - start);
};

const timeHttp = (
  c: BenchCase,
  baseUrl: string,
  token: string,
  connections: number,
  duration: number,
): Promise<Row["http"]> => {
  const headers: Record<string, string> = { name: "bench", "content-type": "application/json" };
  if (c.auth) headers.authorization = `Bearer ${token}`;
  return drive({
    url: `${baseUrl}${c.path}`,
    method: c.method,
    headers,
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
    connections,
    duration,
  });
};

const explainCase = async (c: BenchCase, database: Database): Promise<string> => {
  if (!c.explain) return "";
  const out: string[] = [`### ${c.name}`];
  for (const { label, query } of c.explain(database.db)) {
    const result = (await database.db.execute(
      sql`explain (analyze, buffers, format text) ${query as SQLWrapper}`,
    )) as unknown as { rows: Record<string, string>[] };
    out.push(`-- ${label}`, ...result.rows.map((r) => Object.values(r)[0] ?? ""), "");
  }
  return out.join("\n");
};

const signIn = async (baseUrl: string, user: BenchUser): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`login of ${user.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
};

const writeResults = (
  rows: readonly Row[],
  meta: {
    kind: string;
    workOrders: number;
    seedSeconds: number | null;
    note: string;
    connections: number;
    sqlConnections: number;
    load: string;
  },
): void => {
  const file = path.join(benchDir, "RESULTS.md");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      `# Benchmark results

Written by \`npm run bench\` (bench/src/run.ts). Each run seeds a database, starts the real app in the
same process on a loopback port and drives each case with autocannon, then times the bare SQL the
endpoint runs, sequentially, straight against the database. Latencies are milliseconds; "ratio" is
endpoint p50 ÷ bare-SQL p50 (what the HTTP stack, auth, serialisation and queueing behind the other
connections add); "ratio req/s" is endpoint req/s ÷ sequential bare-SQL ops/s. The load generator shares
the process (and, on PGlite, the single connection is shared by all requests), so treat numbers as
relative, for spotting regressions between runs on the same machine.
`,
    );
  }
  const lines = [
    "",
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${meta.kind}, ${meta.workOrders.toLocaleString("en-US")} work orders`,
    "",
    `Machine: ${machineNotes()}. Connections: ${meta.connections} HTTP, ${meta.sqlConnections} bare SQL. Host load average (1/5/15 min) ${meta.load}.${meta.seedSeconds === null ? " Existing data set." : ` Seeding took ${meta.seedSeconds.toFixed(1)} s.`}${meta.note ? ` ${meta.note}` : ""}`,
    "",
    ...markdownTable(
      [
        "case",
        "HTTP p50",
        "p95",
        "p99",
        "req/s",
        "errors",
        "SQL p50",
        "p95",
        "p99",
        "SQL ops/s",
        "ratio p50",
        "ratio req/s",
        "target met?",
      ],
      ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
      rows.map((r) => [
        r.name,
        ms(r.http.p50),
        ms(r.http.p95),
        ms(r.http.p99),
        String(Math.round(r.http.perSecond)),
        String(r.http.errors + r.http.non2xx),
        ms(r.sql.p50),
        ms(r.sql.p95),
        ms(r.sql.p99),
        String(Math.round(r.sql.perSecond)),
        `${(r.http.p50 / r.sql.p50).toFixed(1)}×`,
        (r.http.perSecond / r.sql.perSecond).toFixed(2),
        targetVerdict(r),
      ]),
    ),
    "",
  ];
  fs.appendFileSync(file, lines.join("\n"));
  console.log(`Results appended to ${path.relative(process.cwd(), file)}`);
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      "create-db": { type: "boolean", default: false },
      workorders: { type: "string", default: String(DEMO_WORK_ORDER_COUNT) },
      case: { type: "string", multiple: true },
      connections: { type: "string", default: "10" },
      duration: { type: "string" },
      "sql-iterations": { type: "string" },
      "sql-seconds": { type: "string", default: "10" },
      "sql-connections": { type: "string", default: "1" },
      explain: { type: "boolean", default: false },
      "explain-only": { type: "boolean", default: false },
      note: { type: "string", default: "" },
      browser: { type: "boolean", default: false },
      "zod-serializer": { type: "boolean", default: false },
      "browser-only": { type: "boolean", default: false },
      "no-results": { type: "boolean", default: false },
      json: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const workOrders = Number(values.workorders.replace(/_/g, ""));
  const connections = Number(values.connections);
  const runDir = path.join(benchDir, "out", new Date().toISOString().replace(/[:.]/g, "-"));
  fs.mkdirSync(runDir, { recursive: true });

  const database = await openBenchDatabase(values["database-url"], values["create-db"], runDir);
  console.log(
    `Database: ${database.kind}${database.kind === "pglite" ? ` (${path.relative(process.cwd(), runDir)})` : ""}`,
  );
  const seedSeconds = await ensureDataSet(database, workOrders);
  const actualWorkOrders = await countWorkOrders(database);

  const config = loadConfig({
    DATA_DIR: runDir,
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
    ...(values["database-url"] ? { DATABASE_URL: values["database-url"] } : {}),
  });
  const ctx = await createContext(config, database);
  const withBrowser = values.browser || values["browser-only"];
  const webDistDir = path.resolve(benchDir, "../apps/web/dist");
  if (withBrowser && !fs.existsSync(path.join(webDistDir, "index.html")))
    throw new Error("--browser needs the built SPA: npm run build --workspace @fm/web");
  const app = await buildApp({
    ctx,
    webDistDir: withBrowser ? webDistDir : null,
    logger: false,
    serializer: values["zod-serializer"] ? "zod" : "compiled",
  });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`App listening on ${baseUrl}`);

  /** Which serializer the case's route got for 200 (compiled, or the zod fallback and why). */
  const serializerOf = (method: string, pathWithQuery: string): string => {
    const target = pathWithQuery.split("?")[0] ?? "";
    const choice = (serializerChoices.get(app) ?? []).find(
      (ch) =>
        ch.method === method &&
        ch.httpStatus === "200" &&
        new RegExp(`^${ch.url.replace(/:[^/]+/g, "[^/]+")}$`).test(target),
    );
    if (!choice) return values["zod-serializer"] ? "zod (--zod-serializer)" : "-";
    return choice.kind === "zod" ? `zod (${choice.reason ?? "fallback"})` : "compiled";
  };

  const tokens = new Map<string, string>();
  const tokenFor = async (user: BenchUser): Promise<string> => {
    const known = tokens.get(user.email);
    if (known) return known;
    const token = await signIn(baseUrl, user);
    tokens.set(user.email, token);
    return token;
  };

  const filters = values.case ?? [];
  const cases = values["browser-only"]
    ? []
    : CASES.filter((c) => filters.length === 0 || filters.some((f) => c.name.includes(f)));
  const rows: Row[] = [];
  const plans: string[] = [];
  const loadAtStart = loadAverage();
  const explainOnly = values["explain-only"];
  try {
    for (const c of cases) {
      await c.setup?.(database.db);
      if (explainOnly) {
        plans.push(await explainCase(c, database));
        continue;
      }
      const duration = values.duration ? Number(values.duration) : (c.durationSeconds ?? 10);
      const iterations = values["sql-iterations"]
        ? Number(values["sql-iterations"])
        : (c.sqlIterations ?? 2000);
      console.log(
        `\n${c.name}: HTTP ${duration} s × ${connections} connections, then bare SQL × ${iterations} (${values["sql-connections"]} at once)`,
      );
      const token = c.auth ? await tokenFor(c.user ?? BENCH_LOGIN) : "";
      console.log(`  load average ${loadAverage()}; response serializer: ${serializerOf(c.method, c.path)}`);
      const http = await timeHttp(c, baseUrl, token, connections, duration);
      const bare = await timeSql(
        c,
        database,
        iterations,
        Number(values["sql-seconds"]),
        Number(values["sql-connections"]),
      );
      const row: Row = { name: c.name, http, sql: bare, ...(c.target ? { target: c.target } : {}) };
      rows.push(row);
      console.log(
        `  HTTP  p50 ${ms(http.p50)}  p95 ${ms(http.p95)}  p99 ${ms(http.p99)} ms  ${Math.round(http.perSecond)} req/s  errors ${http.errors + http.non2xx}`,
      );
      console.log(
        `  SQL   p50 ${ms(bare.p50)}  p95 ${ms(bare.p95)}  p99 ${ms(bare.p99)} ms  ${Math.round(bare.perSecond)} ops/s  ratio p50 ${(http.p50 / bare.p50).toFixed(1)}×  target ${targetVerdict(row)}`,
      );
      if (values.explain) plans.push(await explainCase(c, database));
    }
    if (withBrowser) {
      console.log("\nBrowser cases (Chromium, cold cache, loopback)…");
      const figures = await runBrowserBench(baseUrl);
      const table = browserTable(figures);
      console.log(table.join("\n"));
      if (!values["no-results"]) {
        fs.appendFileSync(
          path.join(benchDir, "RESULTS.md"),
          [
            "",
            `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — browser cases, ${database.kind === "pglite" ? "PGlite" : "PostgreSQL"}, ${actualWorkOrders.toLocaleString("en-US")} work orders`,
            "",
            `Machine: ${machineNotes()}. Chromium headless (/usr/bin/chromium) via playwright-core; sizes are encoded bytes received (CDP). Sign-in → home as admin@example.com; the list as dispatcher@example.com.${values.note ? ` ${values.note}` : ""}`,
            "",
            ...table,
            "",
          ].join("\n"),
        );
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  if (values.json)
    fs.writeFileSync(
      values.json,
      JSON.stringify({ workOrders: actualWorkOrders, load: loadAverage(), rows }, null, 2),
    );
  const explained = plans.filter(Boolean);
  if (explained.length) {
    const text = explained.join("\n");
    console.log(`\n${text}`);
    fs.writeFileSync(path.join(runDir, "explain.txt"), text);
  }
  if (!values["no-results"] && !explainOnly) {
    writeResults(rows, {
      kind: database.kind === "pglite" ? "PGlite" : "PostgreSQL",
      workOrders: actualWorkOrders,
      seedSeconds,
      note: values.note,
      connections,
      sqlConnections: Number(values["sql-connections"]),
      load: `${loadAtStart} at the start, ${loadAverage()} at the end (2-core host shared with other engineers' work)`,
    });
  }
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
