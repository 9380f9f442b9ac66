/**
 * Issue 14 bench: importing a 50,000-row job-site workbook end to end (stream-read with exceljs, every row
 * checked with the form's schema, inserted in batches in one transaction) on the database given, recording
 * wall time and the process's peak RSS. Usage: npx tsx bench/src/jobsite-import.ts --database-url URL [--rows N]
 */
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
  insertJobSites,
  readJobSiteWorkbook,
} from "../../apps/server/src/features/jobsites/jobsite-import.ts";

const { values } = parseArgs({ options: { "database-url": { type: "string" }, rows: { type: "string" } } });
const rows = Number(values.rows ?? 50_000);
const file = path.join(os.tmpdir(), `jobsites-${rows}.xlsx`);

const writeWorkbook = async () => {
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
      "",
    ]).commit();
  await wb.commit();
};

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);

await writeWorkbook();
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
const start = performance.now();
const read = await readJobSiteWorkbook(fs.createReadStream(file), async () => undefined);
const readMs = performance.now() - start;
if (read.errorCount) throw new Error(`${read.errorCount} errors`);
await insertJobSites(database.db, c.id, read.rows);
const totalMs = performance.now() - start;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  JSON.stringify({
    rows: read.rows.length,
    readSeconds: +(readMs / 1000).toFixed(2),
    totalSeconds: +(totalMs / 1000).toFixed(2),
    peakRssMB: Math.round(peak / 1048576),
    rssBeforeMB: Math.round(rssBefore / 1048576),
  }),
);
await database.close();
fs.rmSync(file, { force: true });
