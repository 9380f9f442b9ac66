import type { GridState } from "@fm/domain";
import {
  type ColumnDef,
  type ColumnSizingState,
  type ExpandedState,
  functionalUpdate,
  type ReactTable,
  type RowSelectionState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useEffect, useMemo, useState } from "react";
import {
  ACTIONS_COLUMN,
  EXPAND_COLUMN,
  type GridFeatures,
  gridFeatures,
  SELECT_COLUMN,
} from "./grid-columns.ts";
import { DEFAULT_COLUMN_WIDTH, orderedColumnNames, setColumnWidth } from "./grid-state.ts";
import type { GridColumn } from "./grid-types.ts";

const EMPTY: never[] = [];

export interface GridTableOptions<Row extends object> {
  columns: readonly GridColumn<Row>[];
  state: GridState;
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  selectable: boolean;
  expandable: boolean;
  withActions: boolean;
  onSelectionChange: ((rows: Row[]) => void) | undefined;
  /** A column resized by its grip: the state with the new width. */
  onResize: (state: GridState) => void;
}

/**
 * The headless react-table of a DataGrid: column order, visibility and widths come from the GridState; row
 * selection and expanded detail rows are the grid's own (reset with `resetRows` when the rows change).
 */
export const useGridTable = <Row extends object>(o: GridTableOptions<Row>) => {
  const { columns, state, getRowId, selectable, expandable, withActions, onSelectionChange } = o;
  const rows = o.rows ?? EMPTY;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const byName = useMemo(() => new Map(columns.map((c) => [c.name, c])), [columns]);

  // Cells are drawn by GridRow from the GridColumns themselves (no react-table cell renderers).
  const columnDefs = useMemo(() => {
    const defs: ColumnDef<GridFeatures, Row>[] = [];
    if (selectable) defs.push({ id: SELECT_COLUMN, header: "", size: 36, enableResizing: false });
    if (expandable) defs.push({ id: EXPAND_COLUMN, header: "", size: 32, enableResizing: false });
    if (withActions) defs.push({ id: ACTIONS_COLUMN, header: "", size: 40, enableResizing: false });
    for (const c of columns) {
      defs.push({
        id: c.name,
        header: c.caption,
        size: c.width ?? DEFAULT_COLUMN_WIDTH,
        minSize: 40,
        maxSize: 2000,
      });
    }
    return defs;
  }, [columns, selectable, expandable, withActions]);

  // Derived once per state (new objects on every render would make react-table recompute its columns).
  const { columnOrder, columnVisibility, columnSizing } = useMemo(() => {
    const lead = [
      selectable && SELECT_COLUMN,
      expandable && EXPAND_COLUMN,
      withActions && ACTIONS_COLUMN,
    ].filter((x): x is string => typeof x === "string");
    return {
      columnOrder: [...lead, ...orderedColumnNames(state)],
      columnVisibility: Object.fromEntries(state.columns.map((c) => [c.name, c.visible])),
      columnSizing: Object.fromEntries(
        state.columns.map((c) => [c.name, c.width ?? byName.get(c.name)?.width ?? DEFAULT_COLUMN_WIDTH]),
      ) as ColumnSizingState,
    };
  }, [state, byName, selectable, expandable, withActions]);

  const onColumnSizingChange = (updater: Updater<ColumnSizingState>) => {
    const next = functionalUpdate(updater, columnSizing);
    let s = state;
    for (const [name, width] of Object.entries(next)) {
      if (byName.has(name) && width !== columnSizing[name]) s = setColumnWidth(s, name, width);
    }
    if (s !== state) o.onResize(s);
  };

  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: (row: Row) => getRowId(row),
    state: { columnOrder, columnVisibility, columnSizing, rowSelection, expanded },
    onColumnSizingChange,
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    columnResizeMode: "onEnd",
    enableColumnResizing: true,
    enableRowSelection: selectable,
    enableMultiRowSelection: true,
    getRowCanExpand: () => expandable,
    // Open details stay open when the rows are refetched (a rate saved in a trade's detail row); another page
    // or query closes them through resetRows.
    autoResetExpanded: false,
  });

  useEffect(() => {
    if (!onSelectionChange) return;
    const ids = new Set(Object.keys(rowSelection).filter((k) => rowSelection[k]));
    onSelectionChange(rows.filter((r) => ids.has(getRowId(r))));
  }, [rowSelection, rows, getRowId, onSelectionChange]);

  /** Another page or query: selection and open details start over. */
  const resetRows = () => {
    setRowSelection({});
    setExpanded({});
  };

  return { table, byName, rows, resetRows };
};

/** The table a DataGrid's parts draw from. */
export type GridTable<Row extends object> = ReactTable<GridFeatures, Row>;
