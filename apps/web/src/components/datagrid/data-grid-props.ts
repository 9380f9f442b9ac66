import type { GridPage } from "@fm/domain";
import type { ReactNode } from "react";
import type { GridColumn, GridInfinite, GridMenuItem, GridValue, RowStyle } from "./grid-types.ts";

export interface DataGridProps<Row extends object> {
  /** Accessible name of the grid, e.g. 'Work orders'. */
  label: string;
  columns: readonly GridColumn<Row>[];
  /** The grid state (what saved views store) and page: controlled. */
  value: GridValue;
  onChange: (value: GridValue) => void;
  /** The current page from the server. */
  data: GridPage<Row> | undefined;
  /** First load (no rows yet): skeleton rows. */
  loading?: boolean;
  /** A refetch with rows shown: a light overlay. */
  fetching?: boolean;
  /** A failed load: 'Something went wrong:' with 'Try again' (onRetry). */
  error?: unknown;
  onRetry?: () => void;
  getRowId: (row: Row) => string;
  /** How a row is named to assistive technology: its business key ("FMB-100305"); default "row {id}". */
  rowLabel?: (row: Row) => string;
  /** Row colouring rules. */
  rowStyle?: (row: Row) => RowStyle | undefined;
  /** Items of the row menu (right click, Shift+F10 and the actions column). */
  rowMenu?: (row: Row) => GridMenuItem[];
  /** Expandable detail rows. */
  renderDetail?: (row: Row) => ReactNode;
  /** Enter or double click on a row. */
  onRowOpen?: (row: Row) => void;
  /** Multi-row selection with checkboxes. */
  selectable?: boolean;
  onSelectionChange?: (rows: Row[]) => void;
  /**
   * The list's bulk actions, shown with "N selected" and Clear while rows are selected; `clear` empties the
   * selection (after the action is done).
   */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** Shows the Export button; called with nothing, the caller knows the query. */
  onExport?: () => Promise<void> | void;
  /** Controls left of the search box (quick filters, views). */
  toolbar?: ReactNode;
  /** Controls right of the built-in buttons. */
  toolbarEnd?: ReactNode;
  /** Shown under the toolbar (colour legend). */
  legend?: ReactNode;
  /** Height of the grid in px; default window height / 1.25 (spec 1 §9). */
  height?: number;
  emptyText?: string;
  /** Tile variant: when `layout` is 'tiles', rows render as cards. */
  renderTile?: (row: Row) => ReactNode;
  layout?: "table" | "tiles";
  /**
   * Phones (viewport under 600 px): rows as cards of caption / value lines instead of the table, same data,
   * search, filters (the toolbar) and pager (issue 31). Every portal list sets it.
   */
  phoneCards?: boolean;
  pageSizes?: readonly number[];
  /**
   * Infinite scrolling over server pages instead of the pager (infiniteQueryGridProps fills it in); `data`
   * then holds every row loaded so far.
   */
  infinite?: GridInfinite;
  /** Hide the column chooser and filter row (external users, spec 1 §6). */
  simple?: boolean;
}
