import { randomUUID } from "node:crypto";
import fs from "node:fs";
import {
  type ImportResult,
  JOB_SITE_IMPORT_COLUMNS,
  JOB_SITE_IMPORT_KIND,
  JobSiteFields,
} from "@fm/domain/contracts";
import ExcelJS from "exceljs";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { jobSites } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { defineJob, JobFailed } from "../../platform/jobs/job-definition.ts";
import { discardStaged, type ReceivedUpload } from "../attachments/index.ts";
import { requireCustomer } from "../customers/index.ts";
import { jobSiteColumns } from "./jobsites.service.ts";

const MAX_LISTED_ERRORS = 200;
const BATCH = 1000;
const MAX_ROWS = 200_000;

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") {
    if ("text" in v && typeof v.text === "string") return v.text;
    if ("richText" in v) return v.richText.map((r) => r.text).join("");
    if ("result" in v) return cellText(v.result as ExcelJS.CellValue);
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if ("hyperlink" in v) return String((v as { text?: unknown }).text ?? "");
  }
  return String(v).trim();
};

const headerKey = (caption: string) =>
  JOB_SITE_IMPORT_COLUMNS.find(
    ([key, label]) => label.toLowerCase() === caption.toLowerCase() || key === caption.toLowerCase(),
  )?.[0];

/**
 * Reads the workbook with exceljs' streaming reader (first worksheet; row 1 names the columns) and checks
 * every row with the job-site form's own schema. Answers the valid rows, or the row-numbered errors.
 */
export const readJobSiteWorkbook = async (
  input: NodeJS.ReadableStream,
  onRows: (n: number) => Promise<void>,
) => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input as unknown as import("stream").Stream, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "emit",
  });
  const rows: JobSiteFields[] = [];
  const errors: ImportResult["errors"] = [];
  let errorCount = 0;
  let dataRows = 0;
  let columns: (string | undefined)[] | null = null;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (!columns) {
        columns = values.map(headerKey);
        const missing = JOB_SITE_IMPORT_COLUMNS.filter(([key]) => !columns?.includes(key)).map(
          ([, label]) => label,
        );
        if (missing.length)
          throw new JobFailed(`The sheet is missing the column(s): ${missing.join(", ")}.`, {
            imported: 0,
            rows: 0,
            errors: [{ row: 1, field: "header", message: `Missing column(s): ${missing.join(", ")}` }],
            moreErrors: 0,
          } satisfies ImportResult);
        continue;
      }
      if (values.every((v) => v === "")) continue;
      dataRows++;
      if (dataRows > MAX_ROWS) throw new JobFailed(`A sheet may hold at most ${MAX_ROWS} job sites.`);
      const record: Record<string, string> = {};
      columns.forEach((key, i) => {
        if (key) record[key] = values[i] ?? "";
      });
      const parsed = JobSiteFields.safeParse(record);
      if (parsed.success) rows.push(parsed.data);
      else
        for (const issue of parsed.error.issues) {
          errorCount++;
          if (errors.length < MAX_LISTED_ERRORS)
            errors.push({ row: row.number, field: String(issue.path[0] ?? ""), message: issue.message });
        }
      if (dataRows % BATCH === 0) await onRows(dataRows);
    }
    break; // the first worksheet only
  }
  if (!columns)
    throw new JobFailed("The workbook is empty.", { imported: 0, rows: 0, errors: [], moreErrors: 0 });
  return { rows, errors, errorCount, dataRows };
};

const Payload = z.object({ customerid: z.number(), path: z.string(), filename: z.string() });

/**
 * The job-site import (spec 3 §2.6): all or nothing. Every row is checked first; a file with any error imports
 * nothing and reports row-numbered errors; a clean file is inserted in one transaction, in batches.
 */
export const jobSiteImportJob = (ctx: AppContext) =>
  defineJob({
    kind: JOB_SITE_IMPORT_KIND,
    payload: Payload,
    maxAttempts: 3,
    leaseSeconds: 120,
    run: async (job): Promise<ImportResult> => {
      const { customerid, path } = job.payload;
      const done = () => ctx.blobs.delete(path).catch(() => undefined);
      try {
        const input = await ctx.blobs.get(path);
        const read = await readJobSiteWorkbook(input, (n) => job.progress(n, 0, `Checked ${n} rows`));
        if (read.errorCount > 0) {
          throw new JobFailed(`${read.errorCount} error(s) in the file; nothing was imported.`, {
            imported: 0,
            rows: read.dataRows,
            errors: read.errors,
            moreErrors: read.errorCount - read.errors.length,
          } satisfies ImportResult);
        }
        if (read.rows.length === 0)
          throw new JobFailed("The sheet has no job sites.", {
            imported: 0,
            rows: 0,
            errors: [],
            moreErrors: 0,
          });
        await job.progress(0, read.rows.length, "Saving job sites");
        // One transaction; no progress writes inside it (they would need a second connection, and PGlite has one).
        await insertJobSites(job.db, customerid, read.rows);
        await job.progress(read.rows.length, read.rows.length, `Saved ${read.rows.length} job sites`);
        await done();
        return { imported: read.rows.length, rows: read.dataRows, errors: [], moreErrors: 0 };
      } catch (err) {
        // Bad input ends the job: the file is not needed again. Other failures are retried and re-read it.
        if (err instanceof JobFailed) await done();
        throw err;
      }
    },
  });

/** Inserts every row in one transaction, in batches of 1000. */
export const insertJobSites = (db: Db, customerid: number, rows: readonly JobSiteFields[]) =>
  db.transaction(async (tx) => {
    await requireCustomer(tx, customerid);
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(jobSites)
        .values(rows.slice(i, i + BATCH).map((r) => ({ customerid, ...jobSiteColumns(r) })));
    }
  });

/** POST /api/jobsites/importjobsites: stores the upload and queues the import (one per customer at a time). */
export const startJobSiteImport = async (
  ctx: AppContext,
  def: ReturnType<typeof jobSiteImportJob>,
  user: AuthUser,
  customerid: number,
  upload: ReceivedUpload,
) => {
  try {
    const [file] = upload.files;
    if (!file || upload.files.length !== 1)
      throw badRequest("Upload exactly one .xlsx file.", { file: "Upload exactly one .xlsx file." });
    if (!file.originalName.toLowerCase().endsWith(".xlsx"))
      throw badRequest("Only .xlsx spreadsheets can be imported.", {
        file: "Only .xlsx spreadsheets can be imported.",
      });
    await requireCustomer(ctx.database.db, customerid);
    const path = `imports/jobsites/${customerid}/${randomUUID()}.xlsx`;
    await ctx.blobs.put(path, fs.createReadStream(file.tempPath), file.contentType);
    const job = await ctx.database.db
      .transaction((tx) =>
        ctx.jobs.enqueue(
          tx,
          def,
          { customerid, path, filename: file.originalName },
          {
            createdBy: user.id,
            exclusiveKey: String(customerid),
            busyMessage: "An import of job sites for this customer is already running.",
          },
        ),
      )
      .catch(async (err: unknown) => {
        await ctx.blobs.delete(path).catch(() => undefined);
        throw err;
      });
    ctx.jobs.poke();
    return { jobid: job.id };
  } finally {
    await discardStaged(upload.files);
  }
};

/** The sample sheet (POST /api/jobsites/downloadsamplesheet): the expected columns and one example row. */
export const sampleSheet = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Job Sites", { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = JOB_SITE_IMPORT_COLUMNS.map(([key, label]) => ({ header: label, key, width: 22 }));
  ws.getRow(1).font = { bold: true };
  ws.addRow({
    jobsite: "Store #0101",
    jobsitedescription: "Downtown store",
    streetaddress: "100 Congress Ave",
    streetaddress2: "Suite 200",
    city: "Austin",
    statecode: "TX",
    postalcode: "78701",
    phone: "+1 (512) 555-0100",
    contactperson: "Jane Smith",
    email: "store0101@example.com",
    specialprocedure: "Check in with the store manager on arrival.",
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
};
