import * as XLS from "@e965/xlsx";
import ExcelJS from "exceljs";
import { workOrderVendors } from "../../db/schema/index.ts";
import { makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";

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

export const IMPORT_HEADER = [
  "Type",
  "Description",
  "Part Number",
  "Unit",
  "Quantity",
  "Unit Price",
  "Skill Level",
  "Rate Type",
  "Techs",
  "Hours",
  "Hourly Rate",
];

/** A real .xlsx workbook (exceljs) with the header row and the given rows. */
export const xlsxOf = async (rows: (string | number | null)[][]): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Items");
  ws.addRow(IMPORT_HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** A real .xls (BIFF8) workbook written by SheetJS. */
export const xlsOf = (rows: (string | number | null)[][]): Buffer => {
  const wb = XLS.utils.book_new();
  XLS.utils.book_append_sheet(wb, XLS.utils.aoa_to_sheet([IMPORT_HEADER, ...rows]), "Items");
  return XLS.write(wb, { type: "buffer", bookType: "biff8" }) as Buffer;
};

/** A multipart/form-data body as a browser sends it (the import's fields and file parts). */
export const multipartBody = (
  fields: Record<string, string | number>,
  files: { name: string; content: Buffer | string }[],
) => {
  const boundary = `----vbilling${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(f.content),
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};
