/**
 * Issue 14 bench: importing a 50,000-row job-site workbook end to end on the database given, as the import job
 * does it: a first streaming pass checks every row with the form's schema (keeping only errors), a second
 * streaming pass inserts the rows in batches of 1000 inside one transaction. The workbook is written by a
 * separate child process, so the peak RSS recorded is the importing process's alone.
 * Usage: npx tsx bench/src/jobsite-import.ts --database-url URL [--rows N]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { JOB_SITE_IMPORT_COLUMNS } from "@fm/domain/contracts";
import ExcelJS from "exceljs";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { customers } from "../../apps/server/src/db/schema/index.ts";
import {
  checkJobSiteWorkbook,
  insertJobSiteWorkbook,
} from "../../apps/server/src/features/jobsites/jobsite-workbook.ts";

const { values } = parseArgs({
  options: { "database-url": { type: "string" }, rows: { type: "string" }, write: { type: "string" } },
});
const rows = Number(values.rows ?? 50_000);

const writeWorkbook = async (file: string) => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const ws = wb.addWorksheet("Job Sites");
  ws.addRow(JOB_SITE_IMPORT_COLUMNS.map(([, l]) => l)).commit();
  const zips = ["78701", "98101", "10001", "60601", "30301", "80202"];
  for (let i = 1; i <= rows; i++)
    ws.addRow([
      `Store #${i}`,
      `Store ${i}`,
      `${i} Main St`,
      "",
      "Austin",
      "TX",
      zips[i % zips.length],
      "+1 (512) 555-0100",
      "Pat Lee",
      `s${i}@example.com`,
      i % 10 === 0 ? `Sign the vendor log at store ${i}.` : "",
    ]).commit();
  await wb.commit();
};

if (values.write) {
  await writeWorkbook(values.write);
  process.exit(0);
}

const file = path.join(os.tmpdir(), `jobsites-${rows}-${process.pid}.xlsx`);
// The writer runs in its own process so its memory does not count as the importer's.
const child = spawnSync(
  process.execPath,
  [...process.execArgv, import.meta.filename, "--rows", String(rows), "--write", file],
  {
    stdio: "inherit",
  },
);
if (child.status !== 0) throw new Error("writing the workbook failed");

const database = await openDatabase(values["database-url"] ? { url: values["database-url"] } : {});
await database.migrate();
await ensureReferenceData(database.db);
const [c] = await database.db
  .insert(customers)
  .values({
    customername: `Bench ${Date.now()}`,
    streetaddress: "1 Way",
    city: "Austin",
    statecode: "TX",
    postalcode: "78701",
  })
  .returning();
if (!c) throw new Error("no customer");
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const start = performance.now();
const read = await checkJobSiteWorkbook(fs.createReadStream(file), async () => undefined);
const readMs = performance.now() - start;
if (read.errorCount) throw new Error(`${read.errorCount} errors`);
const imported = await insertJobSiteWorkbook(database.db, c.id, async () => fs.createReadStream(file));
const totalMs = performance.now() - start;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  JSON.stringify({
    rows: imported,
    fileMB: +(fs.statSync(file).size / 1048576).toFixed(1),
    checkSeconds: +(readMs / 1000).toFixed(2),
    totalSeconds: +(totalMs / 1000).toFixed(2),
    importerPeakRssMB: Math.round(peak / 1048576),
    importerRssBeforeMB: Math.round(rssBefore / 1048576),
  }),
);
await database.close();
fs.rmSync(file, { force: true });
