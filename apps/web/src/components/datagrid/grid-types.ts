import type { FilterOp, GridFilter, GridState } from "@fm/domain";
import type { ReactNode } from "react";
import type { MenuEntry } from "../MenuEntries.tsx";

export type GridColumnType = "text" | "number" | "date" | "boolean";

export interface HeaderFilterOption {
  value: string | number;
  label: string;
  /** A colour swatch shown beside the label (status colours). */
  color?: string;
}

/** One column of a DataGrid: how to show it and which server column it filters and sorts on. */
export interface GridColumn<Row> {
  /** The GridState column name; also the server's filter/sort column unless overridden. */
  name: string;
  caption: string;
  /** The filter row's first operator for this column when it is not the type's default (spec 1 §2: 'between'). */
  filterOp?: FilterOp;
  /** Read to screen readers when the spec's caption is empty (default "Actions"); never shown. */
  hiddenCaption?: string;
  type?: GridColumnType;
  /** Default width in px (150). */
  width?: number;
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean;
  /** Can the user hide it (default true). */
  hideable?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /** Server column to sort on when it differs from `name`. */
  sortColumn?: string;
  /** Server column for the filter row when it differs from `name`. */
  filterColumn?: string;
  /** A value list in the header (filters with `in`), e.g. statuses. */
  headerFilter?: { column: string; options: readonly HeaderFilterOption[] };
  align?: "left" | "right" | "center";
  /** Kept in view at the grid's right edge while the rest scrolls sideways (the spec's "right-fixed"). */
  pinned?: "right";
  /** Cell content; the default shows the row's field of the same name, dates formatted. */
  cell?: (row: Row) => ReactNode;
}

/** What the grid shows: the saved state plus the current page (1-based). */
export interface GridValue {
  state: GridState;
  page: number;
}

/**
 * Infinite mode (instead of the pager): `data` holds every row loaded so far (`total` the server's count);
 * the grid calls `onLoadMore` when the user scrolls near the end (or presses ↓/End on the last row).
 */
export interface GridInfinite {
  hasMore: boolean;
  /** A next page is on its way: no second request. */
  loadingMore?: boolean;
  onLoadMore: () => void;
}

/** A row-menu item (the app's one menu item shape). */
export type GridMenuItem = MenuEntry;

export interface RowStyle {
  background?: string;
  color?: string;
}

export type { GridFilter, GridState };
