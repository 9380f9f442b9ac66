import { REPORT_CATALOGUE, type ReportTable } from "@fm/domain/contracts";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeRates, vendorTrades } from "../../db/schema/index.ts";
import { makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { TABLE_REPORTS } from "./report-catalogue.ts";
import { streamReportXlsx } from "./report-export.ts";
import { reportParams } from "./reports.service.ts";
import { buildMoneyDataSet, giveReports, randomWindow, runReport } from "./reports.test-helpers.ts";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { roles: ["Admin"] })).token;
});
afterAll(async () => {
  await t.close();
});

const VENDOR_COLUMNS =
  "id, name, address, city, statecode, postalcode, primaryphone, primaryemail, workordercount, trades, createddate, glexpirationdate, wcexpirationdate, wcexempt, isnationwide, isstatewide, isbadgerequired, profiledate, w9date, isQuoteOnly, vendorstatus, isactive, ispreferredvendor, term, tier, ssn, missingrates";

describe("who runs which report (spec 3 §6)", () => {
  it("lists every report to Admin, and only the assigned ones to a view:reports user", async () => {
    const all = await t.call(admin, { method: "GET", url: "/api/reports/getreports" });
    expect(all.json().map((r: { id: number }) => r.id)).toEqual(REPORT_CATALOGUE.map((r) => r.reportid));
    expect(all.json()[1]).toEqual({ id: 2, reportname: "Margin", showdateselection: true });
    const acct = await signIn(t, { roles: ["AccountingAdmin"] });
    await giveReports(t, acct.user.id, [2, 23]);
    const mine = await t.call(acct.token, { method: "GET", url: "/api/reports/getreports" });
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([2, 23]);
    const refused = await t.call(acct.token, {
      method: "POST",
      url: "/api/reports/getreportdata",
      payload: { reportid: 9 },
    });
    expect(expectRefusal(refused, 403, "forbidden").message).toBe("Unauthorized");
    const exportRefused = await t.call(acct.token, {
      method: "POST",
      url: "/api/reports/export",
      payload: { reportid: 9 },
    });
    expectRefusal(exportRefused, 403, "forbidden");
  });

  it("refuses staff without view:reports, and names bad fields", async () => {
    const dispatcher = await signIn(t, { roles: ["Dispatchers"] });
    expectRefusal(
      await t.call(dispatcher.token, { method: "GET", url: "/api/reports/getreports" }),
      403,
      "forbidden",
    );
    const post = (payload: Record<string, unknown>) =>
      t.call(admin, { method: "POST", url: "/api/reports/getreportdata", payload });
    expect(expectRefusal(await post({ reportid: 4 }), 404, "not_found").message).toBe(
      "Report 4 was not found.",
    );
    const dates = expectRefusal(
      await post({ reportid: 1, startDate: "2026-02-01", endDate: "2026-01-01" }),
      400,
      "validation",
    );
    expect(dates.fields).toHaveProperty("endDate");
    expect(expectRefusal(await post({ reportid: 1, sort: "nope" }), 400, "validation").fields).toHaveProperty(
      "sort",
    );
  });
});

describe("23 Vendors", () => {
  it("has exactly the spec's columns; ssn masked, unsealed for Admin only", async () => {
    const v = await makeVendor(t.db, {
      name: `Zed ${uid()}`,
      ssnlast4: "6789",
      ssnsealed: t.ctx.secrets.seal("123456789"),
      isquoteonly: true,
    });
    const [vt] = await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid: 1 }).returning();
    const body = { reportid: 23, sort: "id", dir: "desc" };
    const asAdmin = await runReport(t, admin, body);
    expect(asAdmin.columns.map((c) => c.field).join(", ")).toBe(VENDOR_COLUMNS);
    // Captions a person reads, never the database field names (issue 35); the field dictionary's where it has one.
    expect(asAdmin.columns.filter((c) => c.caption === c.field)).toEqual([]);
    expect(asAdmin.columns.slice(0, 8).map((c) => c.caption)).toEqual([
      "Vendor Id",
      "Vendor Name",
      "Address",
      "City",
      "State",
      "Zip Code",
      "Primary Phone",
      "Primary Email",
    ]);
    const row = asAdmin.rows.find((r) => r.id === v.id);
    expect(row).toMatchObject({
      ssn: "123-45-6789",
      isQuoteOnly: true,
      missingrates: true,
      workordercount: 0,
    });
    expect(row).not.toHaveProperty("ssnsealed");
    await t.db.insert(tradeRates).values({ vendortradeid: vt?.id ?? 0, name: "Rate", regularrate: "50" });
    const acct = await signIn(t, { roles: ["AccountingAdmin"] });
    await giveReports(t, acct.user.id, [23]);
    const masked = (await runReport(t, acct.token, body)).rows.find((r) => r.id === v.id);
    expect(masked).toMatchObject({ ssn: "***-**-6789", missingrates: false });
  });
});

describe("Report.xlsx", () => {
  it("holds every row of the report, typed, and its totals row", async () => {
    const win = randomWindow();
    const data = await buildMoneyDataSet(t, win.base);
    const body = { reportid: 2, startDate: win.startDate, endDate: win.endDate };
    const page = await runReport(t, admin, body);
    const res = await t.call(admin, { method: "POST", url: "/api/reports/export", payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="Report.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("no sheet");
    expect(ws.getRow(1).values).toEqual([undefined, ...page.columns.map((c) => c.caption)]);
    expect(ws.rowCount).toBe(1 + page.total + 1);
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBe(page.rows[0]?.wonumber);
    expect(first.getCell(3).value).toBeInstanceOf(Date);
    expect(first.getCell(3).numFmt).toBe("mm/dd/yyyy");
    expect(first.getCell(4).numFmt).toBe('"$"#,##0.00');
    const totals = ws.getRow(ws.rowCount);
    expect(totals.getCell(1).value).toBe("Total");
    expect([4, 5, 6, 7].map((i) => totals.getCell(i).value)).toEqual([1550, 900.5, 649.5, 41.9]);
    const woA = [...Array(page.total)]
      .map((_, i) => ws.getRow(i + 2))
      .find((r) => r.getCell(1).value === data.a.wonumber);
    expect(woA?.getCell(7).value).toBe(54.13);
    const typed: ReportTable = page;
    expect(typed.totals).toEqual({ invoicetotal: 1550, vendorcost: 900.5, netprofit: 649.5, margin: 41.9 });
  });

  it("streams batch after batch (the next fetched while one is written): same rows, shared formats, bold totals", async () => {
    const win = randomWindow();
    await buildMoneyDataSet(t, win.base);
    const body = { reportid: 2, startDate: win.startDate, endDate: win.endDate };
    const page = await runReport(t, admin, body);
    const report = TABLE_REPORTS.get(2);
    if (!report) throw new Error("no report 2");
    const p = reportParams({
      reportid: 2,
      startDate: new Date(win.startDate),
      endDate: new Date(win.endDate),
    });
    const stream = streamReportXlsx(
      t.db,
      { admin: true, secrets: t.ctx.secrets },
      report,
      p,
      {},
      "Margin",
      1,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("no sheet");
    expect(ws.rowCount).toBe(1 + page.total + 1);
    const sheetRows = [...Array(page.total)].map((_, i) => ws.getRow(i + 2).getCell(1).value);
    expect(sheetRows).toEqual(page.rows.map((r) => r.wonumber));
    for (let i = 2; i <= ws.rowCount; i++) {
      expect(ws.getRow(i).getCell(3).numFmt).toBe("mm/dd/yyyy");
      expect(ws.getRow(i).getCell(4).numFmt).toBe('"$"#,##0.00');
      expect(ws.getRow(i).getCell(7).numFmt).toBe('0.00"%"');
    }
    const totals = ws.getRow(ws.rowCount);
    expect(totals.getCell(1).font?.bold).toBe(true);
    expect(totals.getCell(4).font?.bold).toBe(true);
    expect(ws.getRow(2).getCell(4).font?.bold).toBeFalsy();
    expect([4, 5, 6, 7].map((i) => totals.getCell(i).value)).toEqual([1550, 900.5, 649.5, 41.9]);
  });
});
