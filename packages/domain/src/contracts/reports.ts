import { z } from "zod";
import { plainString, searchBox } from "./control-chars.ts";
import { MapReportData, ReportDataRequest } from "./map-reports.ts";
import { int } from "./primitives.ts";

/*
 * Reports (spec 3 §2.13, §3 Report definition, §7.5): GET /api/reports/getreports and
 * POST /api/reports/getreportdata (a table page, or a map report's data), POST /api/reports/export (Report.xlsx).
 * The catalogue itself is REPORT_CATALOGUE (contracts/admin.ts); what every figure means: docs/reports.md.
 */

/** The grid page size of every report (spec 3 §9). */
export const REPORT_PAGE_SIZE = 100;

/** GET /api/reports/getreports row (spec 3 §3 Report definition). */
export const ReportDefinition = z.object({
  id: z.number(),
  reportname: z.string(),
  showdateselection: z.boolean(),
});
export type ReportDefinition = z.infer<typeof ReportDefinition>;
export const ReportDefinitionList = z.array(ReportDefinition);

/** How a column's values are typed: the web formats them (MM/dd/yyyy, $ with 2 decimals), the xlsx types its cells. */
export const REPORT_COLUMN_TYPES = ["text", "number", "currency", "percent", "date", "boolean"] as const;
export const ReportColumnType = z.enum(REPORT_COLUMN_TYPES);
export type ReportColumnType = z.infer<typeof ReportColumnType>;

export const ReportColumn = z.object({
  field: z.string(),
  caption: z.string(),
  type: ReportColumnType,
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/** A cell: dates as ISO "yyyy-mm-dd", money and percentages as numbers with 2 decimals. */
export const ReportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof ReportCell>;
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** The body of getreportdata and export: the map-report parameters plus the table page and sort. */
export const ReportTableRequest = ReportDataRequest.extend({
  page: int("Page", 1, 100_000).optional(),
  sort: plainString("sort").trim().max(64).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  /** The grid's search box: rows whose text columns contain it (case-insensitive). */
  search: searchBox(100)
    .transform((v) => v.trim())
    .optional(),
});
export type ReportTableRequest = z.infer<typeof ReportTableRequest>;

/** A table report's page (every id but the map reports 13, 14, 24). */
export const ReportTable = z.object({
  reportid: z.number(),
  reportname: z.string(),
  /** The range the figures cover (ISO dates), null when the report takes no dates. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
  /** Rows of the whole result (report 11 shows it as its cancel count). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The totals row over the whole result (reports 2, 9, 20), else null. */
  totals: ReportRow.nullable(),
  /** A caption for `total` shown above the grid (report 11: "Cancel Count"), else null. */
  countLabel: z.string().nullable(),
});
export type ReportTable = z.infer<typeof ReportTable>;

export const ReportDataResponse = z.union([ReportTable, MapReportData]);
export type ReportDataResponse = z.infer<typeof ReportDataResponse>;
