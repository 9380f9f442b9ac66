import { randomUUID } from "node:crypto";
import fs from "node:fs";
import {
  customerImportKey,
  type ImportResult,
  JOB_SITE_IMPORT_COLUMNS,
  JOB_SITE_IMPORT_KIND,
} from "@fm/domain/contracts";
import { z } from "zod";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { defineJob, JobFailed } from "../../platform/jobs/job-definition.ts";
import { loadExcelJS } from "../../platform/xlsx/exceljs.ts";
import { discardStaged, type ReceivedUpload } from "../attachments/index.ts";
import { requireCustomer } from "../customers/index.ts";
import { checkJobSiteWorkbook, insertJobSiteWorkbook } from "./jobsite-workbook.ts";

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
        const read = await checkJobSiteWorkbook(await ctx.blobs.get(path), (n) =>
          job.progress(n, 0, `Checked ${n} rows`),
        );
        if (read.errorCount > 0) {
          throw new JobFailed(`${read.errorCount} error(s) in the file; nothing was imported.`, {
            imported: 0,
            rows: read.dataRows,
            errors: read.errors,
            moreErrors: read.errorCount - read.errors.length,
          } satisfies ImportResult);
        }
        if (read.dataRows === 0)
          throw new JobFailed("The sheet has no job sites.", {
            imported: 0,
            rows: 0,
            errors: [],
            moreErrors: 0,
          });
        await job.progress(0, read.dataRows, "Saving job sites");
        // Second streaming pass, one transaction; no progress writes inside it (they would need a second
        // connection, and PGlite has one).
        const imported = await insertJobSiteWorkbook(job.db, customerid, () => ctx.blobs.get(path));
        await job.progress(imported, imported, `Saved ${imported} job sites`);
        await done();
        return { imported, rows: read.dataRows, errors: [], moreErrors: 0 };
      } catch (err) {
        // Bad input ends the job: the file is not needed again. Other failures are retried and re-read it.
        if (err instanceof JobFailed) await done();
        throw err;
      }
    },
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
            exclusiveKey: customerImportKey(JOB_SITE_IMPORT_KIND, customerid),
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
  const { Workbook } = await loadExcelJS();
  const wb = new Workbook();
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
