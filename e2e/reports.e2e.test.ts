import { readFile } from "node:fs/promises";
import type { ReportTable } from "@fm/domain/contracts";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { apiToken } from "./support/workorders.ts";

const { page, baseUrl } = useBrowserSession({ signInAs: "AccountingAdmin", acceptDownloads: true });

const usd = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("Reports", () => {
  it("runs the margin report for chosen dates, shows its totals and exports the same rows to Report.xlsx", async () => {
    const startDate = day(Date.now() - 60 * 86_400_000);
    const endDate = day(Date.now());
    // What the server says for that range (the figures themselves are checked in reports.test.ts).
    const token = await apiToken(baseUrl, "AccountingAdmin");
    const res = await fetch(`${baseUrl}/api/reports/getreportdata`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, name: "e2e", "content-type": "application/json" },
      body: JSON.stringify({ reportid: 2, startDate, endDate }),
    });
    const expected = (await res.json()) as ReportTable;
    expect(expected.total).toBeGreaterThan(0);
    const totals = expected.totals ?? {};

    await page.goto(`${baseUrl}/reports`);
    await page.getByRole("heading", { level: 2, name: "Reports" }).waitFor();
    await page.getByRole("combobox", { name: "Report" }).click();
    await page.getByRole("option", { name: "Margin", exact: true }).click();
    const start = page.getByLabel("Start Date");
    await start.waitFor();
    await start.fill(startDate);
    await page.getByLabel("End Date").fill(endDate);

    const totalsBar = page.getByTestId("report-totals");
    await totalsBar.getByText(`Invoice Total: ${usd(Number(totals.invoicetotal))}`).waitFor();
    await totalsBar.getByText(`Vendor Cost: ${usd(Number(totals.vendorcost))}`).waitFor();
    await totalsBar.getByText(`Net Profit: ${usd(Number(totals.netprofit))}`).waitFor();
    await totalsBar.getByText(`Margin %: ${Number(totals.margin).toFixed(2)}%`).waitFor();
    const grid = page.getByRole("table", { name: "Margin" });
    const first = expected.rows[0];
    await grid.getByText(String(first?.wonumber), { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Report.xlsx");
    const path = await download.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("Report.xlsx has no sheet");
    // header + every row of the range (not only the page) + the totals row
    expect(ws.rowCount).toBe(expected.total + 2);
    expect(ws.getRow(2).getCell(1).value).toBe(first?.wonumber);
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe("Total");
    expect([4, 5, 6, 7].map((i) => last.getCell(i).value)).toEqual([
      totals.invoicetotal,
      totals.vendorcost,
      totals.netprofit,
      totals.margin,
    ]);
  });
});
