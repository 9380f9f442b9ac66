import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowExpandingFeature,
  rowSelectionFeature,
  tableFeatures,
} from "@tanstack/react-table";
import { formatDateTime } from "./format.ts";
import type { GridColumn } from "./grid-types.ts";

/** The react-table features the DataGrid registers (paging, sorting and filtering happen on the server). */
export const gridFeatures = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSelectionFeature,
  rowExpandingFeature,
});
export type GridFeatures = typeof gridFeatures;

/** Ids of the lead columns the grid adds before the data columns. */
export const SELECT_COLUMN = "__select";
export const EXPAND_COLUMN = "__expand";
export const ACTIONS_COLUMN = "__actions";

/** A cell without `cell(row)`: the row's field of the column's name, dates formatted, booleans Yes/No. */
export const defaultCell = <Row extends object>(column: GridColumn<Row>, row: Row): string => {
  const v = (row as Record<string, unknown>)[column.name];
  if (v === null || v === undefined) return "";
  if (column.type === "date" && typeof v === "string") return formatDateTime(v);
  if (column.type === "boolean") return v ? "Yes" : "No";
  if (Array.isArray(v)) return v.join(", ");
  return String(v);
};
