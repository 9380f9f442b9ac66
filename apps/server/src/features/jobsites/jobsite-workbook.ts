import { type ImportResult, JOB_SITE_IMPORT_COLUMNS, JobSiteFields } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobSites } from "../../db/schema/index.ts";
import { JobFailed } from "../../platform/jobs/job-definition.ts";
import { requireCustomer } from "../customers/index.ts";
import { jobSiteColumns } from "./jobsites.service.ts";
import { SheetTooLarge, sheetRowBatches } from "./sheet-rows.ts";

export const MAX_LISTED_ERRORS = 200;
const BATCH = 1000;
const MAX_ROWS = 200_000;

const headerKey = (caption: string) =>
  JOB_SITE_IMPORT_COLUMNS.find(
    ([key, label]) => label.toLowerCase() === caption.toLowerCase() || key === caption.toLowerCase(),
  )?.[0];

const failed = (message: string, errors: ImportResult["errors"] = []) =>
  new JobFailed(message, { imported: 0, rows: 0, errors, moreErrors: 0 } satisfies ImportResult);

/**
 * The data rows of the workbook's first worksheet (row 1 names the columns), one at a time, each checked with
 * the job-site form's own schema. The workbook is parsed in a worker thread (sheet-rows.ts) that hands over
 * batches of text rows; nothing is kept between rows here, so the server's heap does not grow with the sheet.
 */
export async function* jobSiteRows(input: NodeJS.ReadableStream) {
  let columns: (string | undefined)[] | null = null;
  let dataRows = 0;
  try {
    for await (const batch of sheetRowBatches(input)) {
      for (const { row, values } of batch) {
        if (!columns) {
          columns = values.map(headerKey);
          const missing = JOB_SITE_IMPORT_COLUMNS.filter(([key]) => !columns?.includes(key)).map(
            ([, label]) => label,
          );
          if (missing.length)
            throw failed(`The sheet is missing the column(s): ${missing.join(", ")}.`, [
              { row: 1, field: "header", message: `Missing column(s): ${missing.join(", ")}` },
            ]);
          continue;
        }
        if (values.every((v) => v === "")) continue;
        dataRows++;
        if (dataRows > MAX_ROWS) throw failed(`A sheet may hold at most ${MAX_ROWS} job sites.`);
        const record: Record<string, string> = {};
        columns.forEach((key, i) => {
          if (key) record[key] = values[i] ?? "";
        });
        yield { row, dataRows, parsed: JobSiteFields.safeParse(record) };
      }
    }
  } catch (err) {
    if (err instanceof SheetTooLarge)
      throw failed("The workbook is too large to read; split it into smaller files.");
    throw err;
  }
  if (!columns) throw failed("The workbook is empty.");
}

/**
 * First pass: checks every row and keeps only the errors (the first MAX_LISTED_ERRORS of them, and a count).
 * `onRows` is told every 1000 rows (progress).
 */
export const checkJobSiteWorkbook = async (
  input: NodeJS.ReadableStream,
  onRows: (n: number) => Promise<void>,
) => {
  const errors: ImportResult["errors"] = [];
  let errorCount = 0;
  let dataRows = 0;
  for await (const r of jobSiteRows(input)) {
    dataRows = r.dataRows;
    if (!r.parsed.success)
      for (const issue of r.parsed.error.issues) {
        errorCount++;
        if (errors.length < MAX_LISTED_ERRORS)
          errors.push({ row: r.row, field: String(issue.path[0] ?? ""), message: issue.message });
      }
    if (dataRows % BATCH === 0) await onRows(dataRows);
  }
  return { errors, errorCount, dataRows };
};

/** The columns a batch of job sites is inserted with, and their types in json_to_recordset. */
const INSERTED = sql.raw(
  "jobsite, jobsitedescription, streetaddress, streetaddress2, city, statecode, postalcode, phone, contactperson, email, specialprocedure, latitude, longitude",
);
const RECORD = sql.raw(
  "jobsite text, jobsitedescription text, streetaddress text, streetaddress2 text, city text, statecode text, postalcode text, phone text, contactperson text, email text, specialprocedure text, latitude double precision, longitude double precision",
);

/**
 * Second pass: reads the (already checked) workbook again and inserts its rows in batches of 1000, all inside
 * ONE transaction: a row that fails now (the file changed under us) rolls every row back. A batch travels as
 * one JSON parameter (json_to_recordset): one string per row instead of a query tree of 13,000 parameters,
 * which keeps the server's memory low while 50,000 rows go in.
 */
export const insertJobSiteWorkbook = (
  db: Db,
  customerid: number,
  input: () => Promise<NodeJS.ReadableStream>,
) =>
  db.transaction(async (tx) => {
    await requireCustomer(tx, customerid);
    let batch: string[] = [];
    let inserted = 0;
    const flush = async () => {
      if (!batch.length) return;
      const json = `[${batch.join(",")}]`;
      const n = batch.length;
      batch = [];
      await tx.execute(
        sql`insert into ${jobSites} (customerid, ${INSERTED}) select ${customerid}::integer, ${INSERTED} from json_to_recordset(${json}::json) as r(${RECORD})`,
      );
      inserted += n;
    };
    for await (const r of jobSiteRows(await input())) {
      if (!r.parsed.success) {
        const issue = r.parsed.error.issues[0];
        throw failed(`Row ${r.row} changed since it was checked; nothing was imported.`, [
          { row: r.row, field: String(issue?.path[0] ?? ""), message: issue?.message ?? "" },
        ]);
      }
      batch.push(JSON.stringify(jobSiteColumns(r.parsed.data)));
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return inserted;
  });
