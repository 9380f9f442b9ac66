import { type ImportResult, VENDOR_ZIP_IMPORT_KIND, vendorZipImportKey } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { vendors, vendorZips } from "../../db/schema/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { lookupZip } from "../../platform/geo/us-zips.ts";
import { defineFileImport } from "../../platform/jobs/file-import.ts";
import { JobFailed } from "../../platform/jobs/job-definition.ts";

const MAX_ERRORS = 200;
const HEADER = /^(zip|zips|zip ?code|zipcodes?|postal ?code|postalcode)$/i;

/**
 * The ZIP codes of an Import Zips file: one ZIP per row in the first column (a "Zip Code" header row is
 * skipped; further columns are ignored). Every row must be a known US ZIP (the shipped ZIP data); errors are
 * numbered by the file's row. Duplicates count once.
 */
export const readZipCsv = (
  lines: string[][],
): { zips: string[]; rows: number; errors: ImportResult["errors"] } => {
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

const requireVendor = async (db: DbOrTx, vendorid: number) => {
  const [v] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorid));
  if (!v) throw badRequest("Vendor was not found.", { vendorid: "Vendor was not found." });
  return v;
};

/**
 * Import Zips (spec 3 §2.15): the file becomes the vendor's coverage ZIPs (vendorzips), all rows or none;
 * a file with any bad row imports nothing and answers the row-numbered errors.
 */
export const vendorZipImport = (ctx: AppContext) =>
  defineFileImport(ctx, {
    policy: "importVendorZips",
    kind: VENDOR_ZIP_IMPORT_KIND,
    extension: "csv",
    key: z.object({ vendorid: z.number() }),
    folder: "vendorzips",
    subjectId: (k) => k.vendorid,
    exclusiveKey: (k) => vendorZipImportKey(k.vendorid),
    busyMessage: "An import of ZIP codes for this vendor is already running.",
    requireSubject: (db, k) => requireVendor(db, k.vendorid),
    run: async (job, file): Promise<ImportResult> => {
      const { vendorid } = job.payload;
      const { zips, rows, errors } = readZipCsv(await file.csvRows());
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
      return { imported: zips.length, rows, errors: [], moreErrors: 0 };
    },
  });
