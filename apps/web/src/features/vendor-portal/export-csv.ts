import type { WorkOrderListRow } from "@fm/domain/contracts";
import { formatDate } from "../../components/datagrid/index.ts";

export interface CsvColumn {
  name: string;
  caption: string;
  type?: string;
}

const cell = (v: unknown, type: string | undefined): string => {
  if (v === null || v === undefined) return "";
  if (type === "date" && typeof v === "string") return formatDate(v);
  return String(v);
};

/** RFC 4180 CSV: every field quoted, quotes doubled; a formula-looking value is prefixed (CSV injection). */
const quote = (s: string) => `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;

/** The visible columns of My Work Orders as CSV (header row of captions). */
export const toCsv = (rows: readonly WorkOrderListRow[], columns: readonly CsvColumn[]): string =>
  [
    columns.map((c) => quote(c.caption)).join(","),
    ...rows.map((r) =>
      columns.map((c) => quote(cell((r as Record<string, unknown>)[c.name], c.type))).join(","),
    ),
  ].join("\r\n");
