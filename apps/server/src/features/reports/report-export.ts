import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { ReportColumn, ReportRow, ReportTableRequest } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Db } from "../../db/client.ts";
import type { ReportParams, TableReport } from "./report-types.ts";
import { type RowReader, reportOrder, reportTotals, searchedRows, shapeRow } from "./reports.service.ts";

const USD = '"$"#,##0.00';
const FORMATS: Partial<Record<ReportColumn["type"], string>> = {
  currency: USD,
  percent: '0.00"%"',
  date: "mm/dd/yyyy",
};
/** Rows fetched from the cursor at a time: the workbook never holds more than this in memory. */
const BATCH = 2000;

const cellValue = (c: ReportColumn, v: ReportRow[string] | undefined) => {
  if (v === null || v === undefined) return null;
  if (c.type === "date" && typeof v === "string") {
    const [y, m, d] = v.split("-").map(Number);
    return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  }
  return v;
};

/**
 * Report.xlsx: the WHOLE result (every row, in the grid's order) through exceljs' streaming writer, read from
 * a server-side cursor in batches, then the totals row when the report has one. Cells are typed: numbers,
 * dates (mm/dd/yyyy), money ($ with 2 decimals), booleans.
 */
export const streamReportXlsx = (
  db: Db,
  reader: RowReader,
  report: TableReport,
  p: ReportParams,
  request: Pick<ReportTableRequest, "sort" | "dir" | "search">,
  sheetName: string,
): PassThrough => {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = wb.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, " "), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  ws.columns = report.columns.map((c) => ({
    header: c.caption,
    key: c.field,
    width: c.type === "text" ? 24 : 16,
    style: FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  const order = reportOrder(report, request);
  const writeRow = (row: ReportRow, bold = false) => {
    const r = ws.addRow(report.columns.map((c) => cellValue(c, row[c.field])));
    if (bold) r.font = { bold: true };
    r.commit();
  };
  void (async () => {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`declare report_cursor no scroll cursor for
          select r.* from (${searchedRows(report, p, request.search)}) r order by ${order}`);
        for (;;) {
          const res = (await tx.execute(sql.raw(`fetch ${BATCH} from report_cursor`))) as unknown as {
            rows: Record<string, unknown>[];
          };
          for (const raw of res.rows) writeRow(shapeRow(report, raw, reader));
          if (res.rows.length < BATCH) break;
          if (out.writableNeedDrain) await once(out, "drain");
        }
        await tx.execute(sql`close report_cursor`);
      });
      const totals = await reportTotals(db, report, p, request.search);
      if (totals) {
        const first = report.columns[0]?.field;
        writeRow({ ...totals, ...(first && !(first in totals) ? { [first]: "Total" } : {}) }, true);
      }
      ws.commit();
      await wb.commit();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
};
