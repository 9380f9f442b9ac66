import {
  customerImportKey,
  type ImportResult,
  JOB_SITE_IMPORT_COLUMNS,
  JOB_SITE_IMPORT_KIND,
} from "@fm/domain/contracts";
import { z } from "zod";
import type { AppContext } from "../../platform/context.ts";
import { defineFileImport } from "../../platform/jobs/file-import.ts";
import { JobFailed } from "../../platform/jobs/job-definition.ts";
import { loadExcelJS } from "../../platform/xlsx/exceljs.ts";
import { requireCustomer } from "../customers/index.ts";
import { checkJobSiteWorkbook, insertJobSiteWorkbook } from "./jobsite-workbook.ts";

/**
 * The job-site import (spec 3 §2.6): all or nothing. Every row is checked first; a file with any error imports
 * nothing and reports row-numbered errors; a clean file is inserted in one transaction, in batches.
 */
export const jobSiteImport = (ctx: AppContext) =>
  defineFileImport(ctx, {
    policy: "importJobSites",
    kind: JOB_SITE_IMPORT_KIND,
    extension: "xlsx",
    key: z.object({ customerid: z.number() }),
    folder: "jobsites",
    subjectId: (k) => k.customerid,
    exclusiveKey: (k) => customerImportKey(JOB_SITE_IMPORT_KIND, k.customerid),
    busyMessage: "An import of job sites for this customer is already running.",
    requireSubject: (db, k) => requireCustomer(db, k.customerid),
    maxAttempts: 3,
    leaseSeconds: 120,
    run: async (job, file): Promise<ImportResult> => {
      const { customerid } = job.payload;
      const read = await checkJobSiteWorkbook(await file.open(), (n) =>
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
      const imported = await insertJobSiteWorkbook(job.db, customerid, file.open);
      await job.progress(imported, imported, `Saved ${imported} job sites`);
      return { imported, rows: read.dataRows, errors: [], moreErrors: 0 };
    },
  });

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
