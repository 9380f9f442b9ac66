import { PassThrough } from "node:stream";
import { loadExcelJS } from "./exceljs.ts";

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  /** Date cells get the US date-time format; numbers keep their type. */
  value: (row: Row) => string | number | boolean | Date | null;
  numFmt?: string;
}

/**
 * Streams an xlsx workbook page by page, so exports of large queries never hold every row in memory.
 * `nextPage(n)` returns rows of page n (1-based) and an empty array when done.
 */
export const streamXlsx = <Row>(opts: {
  sheetName: string;
  columns: ExportColumn<Row>[];
  nextPage: (page: number) => Promise<Row[]>;
  maxRows: number;
}): PassThrough => {
  const out = new PassThrough();
  void (async () => {
    try {
      const ExcelJS = await loadExcelJS();
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const ws = wb.addWorksheet(opts.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
      ws.columns = opts.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 18 }));
      ws.getRow(1).font = { bold: true };
      let written = 0;
      for (let page = 1; written < opts.maxRows; page++) {
        const rows = await opts.nextPage(page);
        if (!rows.length) break;
        for (const r of rows.slice(0, opts.maxRows - written)) {
          const row = ws.addRow(Object.fromEntries(opts.columns.map((c, i) => [`c${i}`, c.value(r)])));
          opts.columns.forEach((c, i) => {
            const cell = row.getCell(i + 1);
            if (c.numFmt) cell.numFmt = c.numFmt;
            else if (cell.value instanceof Date) cell.numFmt = "mm/dd/yyyy hh:mm AM/PM";
          });
          row.commit();
          written++;
        }
      }
      ws.commit();
      await wb.commit();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
};

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Money cells of the exports (the Report style): dollars with thousands and two decimals. */
export const XLSX_MONEY = '"$"#,##0.00';

/**
 * A list the server already holds (one work order's proposals, a vendor's invoices) as a Report-style
 * workbook: bold frozen header, typed dates and money. Send it with `reply.header(...)`s of `xlsxHeaders`.
 */
export const rowsToXlsx = <Row>(sheetName: string, columns: ExportColumn<Row>[], rows: readonly Row[]) =>
  streamXlsx({
    sheetName,
    columns,
    maxRows: rows.length,
    nextPage: async (page) => (page === 1 ? [...rows] : []),
  });

/** Content-Type and Content-Disposition (RFC 6266, ASCII name plus filename*) of an xlsx download. */
export const xlsxHeaders = (filename: string) => ({
  "content-type": XLSX_CONTENT_TYPE,
  "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
});
