import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { type ImportResult, VENDOR_ZIP_IMPORT_KIND, vendorZipImportKey } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { vendors, vendorZips } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { lookupZip } from "../../platform/geo/us-zips.ts";
import { defineJob, JobFailed } from "../../platform/jobs/job-definition.ts";
import { discardStaged, type ReceivedUpload } from "../attachments/index.ts";
import { parseCsv } from "../rates/index.ts";

const MAX_ERRORS = 200;
const HEADER = /^(zip|zips|zip ?code|zipcodes?|postal ?code|postalcode)$/i;

/**
 * The ZIP codes of an Import Zips file: one ZIP per row in the first column (a "Zip Code" header row is
 * skipped; further columns are ignored). Every row must be a known US ZIP (the shipped ZIP data); errors are
 * numbered by the file's row. Duplicates count once.
 */
export const readZipCsv = (
  text: string,
): { zips: string[]; rows: number; errors: ImportResult["errors"] } => {
  const lines = parseCsv(text.replace(/^\uFEFF/, ""));
  const start = HEADER.test((lines[0]?.[0] ?? "").trim()) ? 1 : 0;
  const errors: ImportResult["errors"] = [];
  const zips = new Set<string>();
  for (let i = start; i < lines.length; i++) {
    const row = i + 1;
    const value = (lines[i]?.[0] ?? "").trim();
    // A ZIP saved by a spreadsheet loses its leading zeros (501 for 00501): pad plain 3-4 digit numbers.
    const zip = /^\d{3,4}$/.test(value)
      ? value.padStart(5, "0")
      : /^\d{5}-\d{4}$/.test(value)
        ? value.slice(0, 5)
        : value;
    if (!value) errors.push({ row, field: "Zip Code", message: "Zip Code is required." });
    else if (!/^\d{5}$/.test(zip))
      errors.push({ row, field: "Zip Code", message: `${value} is not a 5-digit ZIP code.` });
    else if (!lookupZip(zip))
      errors.push({ row, field: "Zip Code", message: `${zip} is not a known US ZIP code.` });
    else zips.add(zip);
  }
  return { zips: [...zips], rows: lines.length - start, errors };
};

const Payload = z.object({ vendorid: z.number(), path: z.string() });

const requireVendor = async (db: DbOrTx, vendorid: number) => {
  const [v] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorid));
  if (!v) throw badRequest("Vendor was not found.", { vendorid: "Vendor was not found." });
  return v;
};

/**
 * Import Zips (spec 3 §2.15): the file becomes the vendor's coverage ZIPs (vendorzips), all rows or none;
 * a file with any bad row imports nothing and answers the row-numbered errors.
 */
export const vendorZipImportJob = (ctx: AppContext) =>
  defineJob({
    kind: VENDOR_ZIP_IMPORT_KIND,
    payload: Payload,
    maxAttempts: 3,
    run: async (job): Promise<ImportResult> => {
      const { vendorid, path } = job.payload;
      const done = () => ctx.blobs.delete(path).catch(() => undefined);
      try {
        const chunks: Buffer[] = [];
        for await (const c of await ctx.blobs.get(path)) chunks.push(Buffer.from(c as Buffer));
        const { zips, rows, errors } = readZipCsv(Buffer.concat(chunks).toString("utf8"));
        await job.progress(rows, rows, "Checked the file");
        if (errors.length)
          throw new JobFailed(`${errors.length} error(s) in the file; nothing was imported.`, {
            imported: 0,
            rows,
            errors: errors.slice(0, MAX_ERRORS),
            moreErrors: Math.max(0, errors.length - MAX_ERRORS),
          } satisfies ImportResult);
        if (!zips.length)
          throw new JobFailed("The file has no ZIP codes.", { imported: 0, rows, errors: [], moreErrors: 0 });
        await job.db.transaction(async (tx) => {
          await requireVendor(tx, vendorid);
          await tx.delete(vendorZips).where(eq(vendorZips.vendorid, vendorid));
          for (let i = 0; i < zips.length; i += 1000)
            await tx
              .insert(vendorZips)
              .values(zips.slice(i, i + 1000).map((zipcode) => ({ vendorid, zipcode })));
        });
        await done();
        return { imported: zips.length, rows, errors: [], moreErrors: 0 };
      } catch (err) {
        if (err instanceof JobFailed) await done();
        throw err;
      }
    },
  });

/** POST /api/admin/importtradezips?vendorid: stores the CSV and queues the import (one per vendor at a time). */
export const startVendorZipImport = async (
  ctx: AppContext,
  def: ReturnType<typeof vendorZipImportJob>,
  user: AuthUser,
  vendorid: number,
  upload: ReceivedUpload,
) => {
  try {
    const [file] = upload.files;
    const one = "Upload exactly one .csv file.";
    if (!file || upload.files.length !== 1) throw badRequest(one, { file: one });
    if (!file.originalName.toLowerCase().endsWith(".csv"))
      throw badRequest("Only .csv files can be imported.", { file: "Only .csv files can be imported." });
    await requireVendor(ctx.database.db, vendorid);
    const path = `imports/vendorzips/${vendorid}/${randomUUID()}.csv`;
    await ctx.blobs.put(path, fs.createReadStream(file.tempPath), "text/csv");
    const job = await ctx.database.db
      .transaction((tx) =>
        ctx.jobs.enqueue(
          tx,
          def,
          { vendorid, path },
          {
            createdBy: user.id,
            exclusiveKey: vendorZipImportKey(vendorid),
            busyMessage: "An import of ZIP codes for this vendor is already running.",
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
