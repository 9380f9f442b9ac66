/**
 * Issue 17 bench: every table report's first page for a one-month and a one-year range (the service the route
 * calls: page + count + totals statements), p50/p95 over repeated runs, and Report.xlsx of report 1 over
 * every order (≥ 100,000 rows at --scale 100000) streamed to a sink, with wall time and RSS / heap growth.
 * Usage: npx tsx bench/src/reports.ts --database-url URL [--runs N] [--prepare]
 *   --prepare  first adds the reports demo rows (invoices on Invoiced orders, vendor payments) to the
 *              scaled orders, as the demo seed does for the demo set.
 */
import { randomBytes } from "node:crypto";
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
  options: { "database-url": { type: "string" }, runs: { type: "string" }, prepare: { type: "boolean" } },
});
const runs = Number(values.runs ?? 7);
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
const ranges = { month: { startDate: back(30), endDate: end }, year: { startDate: back(364), endDate: end } };
console.log(`work orders: ${info?.n}; ranges ending ${end}`);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const entry = (id: number) => ({ reportid: id, name: `Report ${id}`, showdateselection: true }) as const;

console.log("| report | range | rows | p50 ms | p95 ms |");
console.log("|---|---|---:|---:|---:|");
for (const report of TABLE_REPORTS.values()) {
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

// Report.xlsx: report 1 over every order.
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
const p = reportParams({
  reportid: 1,
  startDate: new Date("1900-01-01T00:00:00Z"),
  endDate: new Date(`${end}T00:00:00Z`),
});
const [count] = (
  (await db.execute(sql`select count(*)::int as n from (${report.rows(p)}) r`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
rows = count?.n ?? 0;
const t0 = performance.now();
await pipeline(streamReportXlsx(db, reader, report, p, {}, "Work Orders by Period"), sink);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
console.log(
  JSON.stringify({
    export: "Report.xlsx (report 1, all orders)",
    rows,
    seconds: +seconds.toFixed(2),
    megabytes: +(bytes / 1048576).toFixed(1),
    rssGrowthMB: Math.round((peakRss - before.rss) / 1048576),
    heapGrowthMB: Math.round((peakHeap - before.heapUsed) / 1048576),
  }),
);
await database.close();
