// The jobsites contract alone (not the index of every contract): this module loads in the reader thread.
import { type ImportResult, JOB_SITE_IMPORT_COLUMNS, JobSiteFields } from "@fm/domain/contracts/jobsites";
import { jobSiteText } from "./jobsite-columns.ts";
import type { SheetRow } from "./sheet-rows.ts";

export const MAX_LISTED_ERRORS = 200;
const MAX_ROWS = 200_000;

/** What the reader thread hands over for a batch of sheet rows (runs in the worker: see sheet-rows.ts). */
export interface JobSiteBatch {
  /** data rows read so far (blank rows not counted) */
  dataRows: number;
  /** the header row has been read */
  header: boolean;
  /** every problem of this batch's rows, up to MAX_LISTED_ERRORS, and how many there were */
  errors: ImportResult["errors"];
  errorCount: number;
  /** the batch's valid rows as the insert's JSON (json_to_recordset), when asked for and the batch is clean */
  json: string | null;
  /** the distinct postal codes of those rows (the main thread adds their coordinates) */
  zips: string[];
  /** the file cannot be imported at all (missing columns, too many rows) */
  failed: { message: string; errors: ImportResult["errors"] } | null;
}

const headerKey = (caption: string) =>
  JOB_SITE_IMPORT_COLUMNS.find(
    ([key, label]) => label.toLowerCase() === caption.toLowerCase() || key === caption.toLowerCase(),
  )?.[0];

/**
 * The job-site rule for the rows of a sheet: row 1 names the columns, every other non-blank row is checked
 * with the job-site form's own schema, and (with `records`) turned into the columns the insert writes.
 * Stateful across batches (the header, the row count). Called in the reader thread, so zod's and JSON's
 * garbage stays in that thread's capped heap.
 */
export const createTask = (options: { records: boolean }) => {
  let columns: (string | undefined)[] | null = null;
  let dataRows = 0;
  return (rows: SheetRow[]): JobSiteBatch => {
    const errors: ImportResult["errors"] = [];
    let errorCount = 0;
    const records: string[] = [];
    const zips = new Set<string>();
    const result = (failed: JobSiteBatch["failed"] = null): JobSiteBatch => ({
      dataRows,
      header: columns !== null,
      errors,
      errorCount,
      json: options.records && errorCount === 0 && records.length ? `[${records.join(",")}]` : null,
      zips: [...zips],
      failed,
    });
    for (const { row, values } of rows) {
      if (!columns) {
        columns = values.map(headerKey);
        const missing = JOB_SITE_IMPORT_COLUMNS.filter(([key]) => !columns?.includes(key)).map(
          ([, label]) => label,
        );
        if (missing.length)
          return result({
            message: `The sheet is missing the column(s): ${missing.join(", ")}.`,
            errors: [{ row: 1, field: "header", message: `Missing column(s): ${missing.join(", ")}` }],
          });
        continue;
      }
      if (values.every((v) => v === "")) continue;
      dataRows++;
      if (dataRows > MAX_ROWS)
        return result({ message: `A sheet may hold at most ${MAX_ROWS} job sites.`, errors: [] });
      const record: Record<string, string> = {};
      columns.forEach((key, i) => {
        if (key) record[key] = values[i] ?? "";
      });
      const parsed = JobSiteFields.safeParse(record);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          errorCount++;
          if (errors.length < MAX_LISTED_ERRORS)
            errors.push({ row, field: String(issue.path[0] ?? ""), message: issue.message });
        }
      } else if (options.records && errorCount === 0) {
        records.push(JSON.stringify(jobSiteText(parsed.data)));
        zips.add(parsed.data.postalcode);
      }
    }
    return result();
  };
};
