import * as XLS from "@e965/xlsx";
import ExcelJS from "exceljs";
import { workOrderVendors } from "../../db/schema/index.ts";
import { makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { type FilePart, multipartBody as sharedMultipartBody } from "../../test/multipart.ts";
import type { TestApp } from "../../test/test-app.ts";
import { IMPORT_COLUMNS } from "./import-items.ts";

/** A vendor with its Vendor-role and Tech-role users signed in. */
export const vendorWithUsers = async (t: TestApp) => {
  const vendor = await makeVendor(t.db);
  const office = await signIn(t, { roles: ["Vendor"], vendorid: vendor.id });
  const tech = await signIn(t, { roles: ["Tech"], vendorid: vendor.id });
  return { vendor, token: office.token, techToken: tech.token };
};

/** A work order with the given vendors attached (one line each). */
export const orderFor = async (
  t: TestApp,
  owner: { customerid: number; jobsiteid: number },
  ...vendorids: number[]
) => {
  const wo = await makeWorkOrder(t.db, owner);
  const lines = [];
  for (const vendorid of vendorids) {
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid, quotedamount: "0" })
      .returning();
    if (!line) throw new Error("vendor line not created");
    lines.push(line);
  }
  return { wo, lines };
};

/** labor: $50 × 3 h × 2 techs × 1.5 (Overtime) = $450.00; materials: $12.50 × 4 = $50.00 → $500.00. */
export const PROPOSAL_LINES = {
  labor: [{ skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: 50, numberofhours: 3 }],
  materials: [{ description: "Capacitor", partnumber: "CAP-45", uomid: 1, unitprice: 12.5, quantity: 4 }],
  other: [],
};

/** A real .xlsx workbook (exceljs) with the header row and the given rows. */
export const xlsxOf = async (rows: (string | number | null)[][]): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Items");
  ws.addRow([...IMPORT_COLUMNS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** A real .xls (BIFF8) workbook written by SheetJS. */
export const xlsOf = (rows: (string | number | null)[][]): Buffer => {
  const wb = XLS.utils.book_new();
  XLS.utils.book_append_sheet(wb, XLS.utils.aoa_to_sheet([[...IMPORT_COLUMNS], ...rows]), "Items");
  return XLS.write(wb, { type: "buffer", bookType: "biff8" }) as Buffer;
};

/** A multipart/form-data body as a browser sends it, the file parts under `file` (the import's field). */
export const multipartBody = (fields: Record<string, string | number>, files: FilePart[]) =>
  sharedMultipartBody(fields, files, "file");
