import type { ImportResult } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobSites } from "../../db/schema/index.ts";
import { coordinatesOf } from "../../platform/geo/us-zips.ts";
import { JobFailed } from "../../platform/jobs/job-definition.ts";
import { requireCustomer } from "../customers/index.ts";
import { type JobSiteBatch, MAX_LISTED_ERRORS } from "./jobsite-sheet.task.ts";
import { SheetPastLimit, SheetTooLarge, sheetBatches } from "./sheet-rows.ts";

export { MAX_LISTED_ERRORS };

const BATCH = 1000;
// From the sources (tsx, vitest) the reader thread runs the .ts module; the compiled server (npm start,
// scripts/build.mjs) has it as its own entry point beside the bundle: dist/jobsite-sheet.task.js.
const TASK = new URL(
  import.meta.url.endsWith(".ts") ? "./jobsite-sheet.task.ts" : "./jobsite-sheet.task.js",
  import.meta.url,
);

const failed = (message: string, errors: ImportResult["errors"] = []) =>
  new JobFailed(message, { imported: 0, rows: 0, errors, moreErrors: 0 } satisfies ImportResult);

/**
 * The workbook's first worksheet in batches of 1000 rows, read, checked with the job-site form's own schema
 * and (with `records`) serialised for the insert in a worker thread (sheet-rows.ts, jobsite-sheet.task.ts):
 * the server's own heap only sees one batch's result at a time, so it does not grow with the sheet.
 */
async function* jobSiteBatches(input: NodeJS.ReadableStream, records: boolean) {
  let header = false;
  try {
    for await (const batch of sheetBatches<JobSiteBatch, { records: boolean }>(
      input,
      { module: TASK, options: { records } },
      BATCH,
    )) {
      if (batch.failed) throw failed(batch.failed.message, batch.failed.errors);
      header = batch.header;
      yield batch;
    }
  } catch (err) {
    if (err instanceof SheetTooLarge)
      throw failed("The workbook is too large to read; split it into smaller files.");
    if (err instanceof SheetPastLimit) throw failed(err.message);
    throw err;
  }
  if (!header) throw failed("The workbook is empty.");
}

/**
 * First pass: checks every row and keeps only the errors (the first MAX_LISTED_ERRORS of them, and a count).
 * `onRows` is told after every batch of 1000 rows (progress).
 */
export const checkJobSiteWorkbook = async (
  input: NodeJS.ReadableStream,
  onRows: (n: number) => Promise<void>,
) => {
  const errors: ImportResult["errors"] = [];
  let errorCount = 0;
  let dataRows = 0;
  for await (const batch of jobSiteBatches(input, false)) {
    dataRows = batch.dataRows;
    errorCount += batch.errorCount;
    errors.push(...batch.errors.slice(0, MAX_LISTED_ERRORS - errors.length));
    await onRows(dataRows);
  }
  return { errors, errorCount, dataRows };
};

/** The columns a batch of job sites is inserted with, and their types in json_to_recordset. */
const TEXT =
  "jobsite, jobsitedescription, streetaddress, streetaddress2, city, statecode, postalcode, phone, contactperson, email, specialprocedure, timezone";
const INSERTED = sql.raw(`${TEXT}, latitude, longitude`);
const SELECTED = sql.raw(
  TEXT.split(", ")
    .map((c) => `r.${c}`)
    .join(", "),
);
const RECORD = sql.raw(
  "jobsite text, jobsitedescription text, streetaddress text, streetaddress2 text, city text, statecode text, postalcode text, phone text, contactperson text, email text, specialprocedure text, timezone text",
);
const ZIP = sql.raw("postalcode text, latitude double precision, longitude double precision");

/** The coordinates of a batch's postal codes (from the ZIP table the server already holds), as JSON. */
const coordinatesJson = (zips: string[]) =>
  JSON.stringify(zips.map((postalcode) => ({ postalcode, ...coordinatesOf(postalcode) })));

/**
 * Second pass: reads the (already checked) workbook again and inserts its rows in batches of 1000, all inside
 * ONE transaction: a row that fails now (the file changed under us) rolls every row back. A batch arrives from
 * the reader thread as one JSON text and travels to the database as one parameter (json_to_recordset): one
 * string per batch instead of a query tree of 13,000 parameters, which keeps the server's memory low.
 */
export const insertJobSiteWorkbook = (
  db: Db,
  customerid: number,
  input: () => Promise<NodeJS.ReadableStream>,
) =>
  db.transaction(async (tx) => {
    await requireCustomer(tx, customerid);
    let inserted = 0;
    let before = 0;
    for await (const batch of jobSiteBatches(await input(), true)) {
      const first = batch.errors[0];
      if (first)
        throw failed(`Row ${first.row} changed since it was checked; nothing was imported.`, [first]);
      if (batch.json)
        await tx.execute(
          sql`insert into ${jobSites} (customerid, ${INSERTED})
              select ${customerid}::integer, ${SELECTED}, z.latitude, z.longitude
              from json_to_recordset(${batch.json}::json) as r(${RECORD})
              left join json_to_recordset(${coordinatesJson(batch.zips)}::json) as z(${ZIP}) on z.postalcode = r.postalcode`,
        );
      inserted += batch.dataRows - before;
      before = batch.dataRows;
    }
    return inserted;
  });
