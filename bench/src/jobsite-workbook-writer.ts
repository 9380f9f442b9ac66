import { JOB_SITE_IMPORT_COLUMNS } from "@fm/domain/contracts";
import ExcelJS from "exceljs";

/**
 * A job-site workbook of `rows` valid rows (the import bench's input). With `sharedStrings` the cell text goes
 * to xl/sharedStrings.xml, as Excel itself saves a workbook; without it, strings are inline in the sheet.
 */
export const writeJobSiteWorkbook = async (file: string, rows: number, sharedStrings: boolean) => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: sharedStrings });
  const ws = wb.addWorksheet("Job Sites");
  ws.addRow(JOB_SITE_IMPORT_COLUMNS.map(([, l]) => l)).commit();
  const zips = ["78701", "98101", "10001", "60601", "30301", "80202"];
  for (let i = 1; i <= rows; i++)
    ws.addRow([
      `Store #${i}`,
      `Store ${i}`,
      `${i} Main St`,
      "",
      "Austin",
      "TX",
      zips[i % zips.length],
      "+1 (512) 555-0100",
      "Pat Lee",
      `s${i}@example.com`,
      i % 10 === 0 ? `Sign the vendor log at store ${i}.` : "",
    ]).commit();
  await wb.commit();
};
