/**
 * Issue 17 bench: every table report's first page for a one-month and a one-year range (the service the route
 * calls: page + count + totals statements), p50/p95 over repeated runs, and Report.xlsx of report 1 over
 * every order (≥ 100,000 rows at --scale 100000) streamed to a sink, with wall time and RSS / heap growth.
 * Usage: npx tsx bench/src/reports.ts --database-url URL [--runs N] [--prepare] [--only 1,19] [--export-rows N]
 *   --prepare      first adds the reports demo rows (invoices on Invoiced orders, vendor payments) to the
 *                  scaled orders, as the demo seed does for the demo set.
 *   --only         the listed reports only ("none" = just the export).
 *   --month-days / --year-days  how many days (ending on the newest order's day) the "month" and "year" ranges
 *                  span (default 31 / 365). A data set whose orders all fall in 90 days holds a realistic
 *                  month's / year's volume in a few days: see bench/RESULTS.md (issue 17, 1,000,000 orders).
 *   --explain      prints EXPLAIN (ANALYZE, BUFFERS) of each report's row statement (month range) instead of timing.
 *   --export-rows  the export's range starts on the day of the N-th newest order (default 100000), so it holds
 *                  ≈ N rows whatever the data set's size ("all" = every order).
 * Prints the host's load average (os.loadavg) before and after: the bench host may be shared.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { TABLE_REPORTS } from "../../apps/server/src/features/reports/report-catalogue.ts";
import { streamReportXlsx } from "../../apps/server/src/features/reports/report-export.ts";
import { reportParams, tableReportPage } from "../../apps/server/src/features/reports/reports.service.ts";
import { createSecretBox } from "../../apps/server/src/platform/secrets/secret-box.ts";
import { seedReports } from "../../apps/server/src/seed/reports.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string" },
    prepare: { type: "boolean" },
    only: { type: "string" },
    "export-rows": { type: "string" },
    "month-days": { type: "string" },
    "year-days": { type: "string" },
    explain: { type: "boolean" },
    set: { type: "string", multiple: true },
  },
});
const runs = Number(values.runs ?? 7);
const only = values.only ? new Set(values.only.split(",").map(Number)) : null;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" / ");
console.log(`load average (1 / 5 / 15 min) at start: ${load()}`);
const database = await openDatabase(values["database-url"] ? { url: values["database-url"] } : {});
const db = database.db;
await database.migrate(); // the reports indexes (migration 0029)
await db.execute(sql`analyze`);
if (values.prepare) console.log("prepare:", await seedReports(db));
const reader = { admin: false, secrets: createSecretBox(randomBytes(32)) };
const [info] = (
  (await db.execute(
    sql`select count(*)::int as n, to_char(max(createddate) at time zone 'UTC', 'YYYY-MM-DD') as last from workorders`,
  )) as unknown as { rows: { n: number; last: string }[] }
).rows;
const end = info?.last ?? new Date().toISOString().slice(0, 10);
const back = (days: number) => new Date(Date.parse(end) - days * 86_400_000).toISOString().slice(0, 10);
const monthDays = Number(values["month-days"] ?? 31);
const yearDays = Number(values["year-days"] ?? 365);
const ranges = {
  month: { startDate: back(monthDays - 1), endDate: end },
  year: { startDate: back(yearDays - 1), endDate: end },
};

console.log(`work orders: ${info?.n}; ranges ending ${end}: ${JSON.stringify(ranges)}`);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const entry = (id: number) => ({ reportid: id, name: `Report ${id}`, showdateselection: true }) as const;

if (values.explain) {
  for (const report of TABLE_REPORTS.values()) {
    if (only && !only.has(report.id)) continue;
    const p = reportParams({
      reportid: report.id,
      startDate: new Date(`${ranges.month.startDate}T00:00:00Z`),
      endDate: new Date(`${ranges.month.endDate}T00:00:00Z`),
    });
    const plan = (await db.transaction(async (tx) => {
      // --set name=value: planner settings for this statement only (set local), to compare plans.
      for (const kv of values.set ?? []) {
        const [name, value] = kv.split("=");
        await tx.execute(sql`select set_config(${name}, ${value}, true)`);
      }
      return tx.execute(sql`explain (analyze, buffers) select count(*) from (${report.rows(p)}) r`);
    })) as unknown as { rows: { "QUERY PLAN": string }[] };
    console.log(`\n### report ${report.id}, month\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
  await database.close();
  process.exit(0);
}

console.log("| report | range | rows | p50 ms | p95 ms |");
console.log("|---|---|---:|---:|---:|");
for (const report of TABLE_REPORTS.values()) {
  if (only && !only.has(report.id)) continue;
  for (const [label, range] of Object.entries(ranges)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i <= runs; i++) {
      const t0 = performance.now();
      const page = await tableReportPage(db, reader, entry(report.id) as never, report, {
        reportid: report.id,
        startDate: new Date(`${range.startDate}T00:00:00Z`),
        endDate: new Date(`${range.endDate}T00:00:00Z`),
      });
      if (i > 0) times.push(performance.now() - t0);
      total = page.total;
    }
    console.log(
      `| ${report.id} | ${label} | ${total} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`,
    );
  }
}

console.log(`load average after the pages: ${load()}`);
// Report.xlsx: report 1 over the newest ≈ --export-rows orders (every order with "all").
const report = TABLE_REPORTS.get(1);
if (!report) throw new Error("no report 1");
let bytes = 0;
let rows = 0;
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    bytes += chunk.length;
    done();
  },
});
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 25);
const exportRows = values["export-rows"] ?? "100000";
const [first] = (
  (await db.execute(
    exportRows === "all"
      ? sql`select '1900-01-01' as day`
      : sql`select to_char(createddate at time zone 'UTC', 'YYYY-MM-DD') as day from workorders
            order by createddate desc offset ${Number(exportRows) - 1} limit 1`,
  )) as unknown as { rows: { day: string }[] }
).rows;
const p = reportParams({
  reportid: 1,
  startDate: new Date(`${first?.day ?? "1900-01-01"}T00:00:00Z`),
  endDate: new Date(`${end}T00:00:00Z`),
});
const [count] = (
  (await db.execute(sql`select count(*)::int as n from (${report.rows(p)}) r`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
rows = count?.n ?? 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await pipeline(streamReportXlsx(db, reader, report, p, {}, "Work Orders by Period"), sink);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    export: `Report.xlsx (report 1, ${p.start} … ${p.end})`,
    rows,
    seconds: +seconds.toFixed(2),
    nodeCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    megabytes: +(bytes / 1048576).toFixed(1),
    rssGrowthMB: Math.round((peakRss - before.rss) / 1048576),
    heapGrowthMB: Math.round((peakHeap - before.heapUsed) / 1048576),
  }),
);
console.log(`load average at the end: ${load()}`);
await database.close();
