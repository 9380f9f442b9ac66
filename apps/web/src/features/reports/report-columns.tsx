import type { ReportColumn, ReportRow } from "@fm/domain/contracts";
import { formatDate, formatMoney, type GridColumn, yesNo } from "../../components/datagrid/index.ts";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A report cell as shown: dates MM/DD/YYYY, money $ with 2 decimals, percentages with 2 decimals, Yes/No. */
export const formatCell = (type: ReportColumn["type"], v: ReportRow[string] | undefined): string => {
  if (v === null || v === undefined) return "";
  switch (type) {
    case "currency":
      return formatMoney(Number(v));
    case "percent":
      return `${percent.format(Number(v))}%`;
    case "number":
      return number.format(Number(v));
    case "date":
      return formatDate(String(v));
    case "boolean":
      return yesNo(Boolean(v));
    default:
      return String(v);
  }
};

const WIDTHS: Record<ReportColumn["type"], number> = {
  text: 180,
  number: 110,
  currency: 130,
  percent: 110,
  date: 120,
  boolean: 100,
};

/** The grid columns of a report's column list: sortable on the server, no filter row (reports take dates). */
export const reportGridColumns = (columns: readonly ReportColumn[]): GridColumn<ReportRow>[] =>
  columns.map((c) => ({
    name: c.field,
    caption: c.caption,
    type:
      c.type === "date" ? "date" : c.type === "boolean" ? "boolean" : c.type === "text" ? "text" : "number",
    width: WIDTHS[c.type],
    align: c.type === "text" || c.type === "date" || c.type === "boolean" ? "left" : "right",
    filterable: false,
    cell: (row) => formatCell(c.type, row[c.field]),
  }));
