import type { GridState } from "@fm/domain";
import { type QueryKey, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  type DataGridProps,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridValue,
  mergeColumns,
  queryGridProps,
} from "./datagrid/index.ts";
import { applyLocalGrid } from "./local-grid.ts";

export interface LocalGridTabOptions<Row extends object, Raw extends object = Row> {
  queryKey: QueryKey;
  queryFn: () => Promise<Raw[]>;
  /**
   * The server's rows as the grid shows them (row numbers, looked-up names, a quick filter such as 'Include
   * System Notes'). Keep it stable (module level, or useCallback on the state it reads): the rows are
   * prepared again only when it or the server's rows change. Required when Raw is not Row.
   */
  prepare?: (rows: Raw[]) => Row[];
  /** Columns may change between renders (cells that edit a row in place); the first ones set the start state. */
  columns: readonly GridColumn<Row>[];
  pageSize: number;
  /** The sort the grid starts with (default none), e.g. newest first. */
  initialSort?: GridState["sort"];
  /** The text the grid's search box looks in (stable: module level or useCallback). */
  searchText: (row: Row) => string;
  /** The grid state is kept in localStorage under this key (spec: "saved locally"). */
  storageKey?: string;
}

type GridWiring<Row extends object> = Pick<
  DataGridProps<Row>,
  "columns" | "value" | "onChange" | "data" | "loading" | "fetching" | "error" | "onRetry"
>;

export interface LocalGridTab<Row extends object, Raw extends object = Row> {
  query: UseQueryResult<Raw[]>;
  /** Spread onto the DataGrid: `<DataGrid {...tab.grid} label=… getRowId=… />`. */
  grid: GridWiring<Row>;
  /** Every row that passes the search and filters, in the grid's sort order (exports). */
  allRows: () => Row[];
}

const loadState = (key: string | undefined, fallback: GridState, columns: readonly GridColumn<unknown>[]) => {
  if (!key) return fallback;
  try {
    const raw = localStorage.getItem(key);
    return raw ? mergeColumns(JSON.parse(raw) as GridState, columns) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * A tab whose list the server returns whole (a work order's proposals, invoices, notes…): the query, the
 * DataGrid's state (optionally kept in localStorage) and the search, filters, sort and page applied in the
 * browser with applyLocalGrid.
 */
export const useLocalGridTab = <Row extends object, Raw extends object = Row>({
  queryKey,
  queryFn,
  prepare,
  columns,
  pageSize,
  initialSort,
  searchText,
  storageKey,
}: LocalGridTabOptions<Row, Raw>): LocalGridTab<Row, Raw> => {
  const query = useQuery({ queryKey, queryFn });
  const [value, setValue] = useState<GridValue>(() => {
    const start = defaultGridState(columns, pageSize);
    return {
      state: loadState(
        storageKey,
        initialSort ? { ...start, sort: initialSort } : start,
        columns as readonly GridColumn<unknown>[],
      ),
      page: 1,
    };
  });
  const onChange = (next: GridValue) => {
    setValue(next);
    if (!storageKey) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify(next.state));
    } catch {
      /* storage full or disabled: the state is not kept */
    }
  };
  // The page keeps its identity while nothing it is made of changes: a selectable DataGrid reports its
  // selection whenever the rows change, and a new page on every render would loop.
  const typesKey = JSON.stringify(filterTypes(columns));
  const options = useMemo(
    () => ({ types: JSON.parse(typesKey) as ReturnType<typeof filterTypes>, searchText }),
    [typesKey, searchText],
  );
  // Without `prepare` Raw is Row (the default type argument).
  const rows = useMemo(
    () => query.data && (prepare ? prepare(query.data) : (query.data as unknown as Row[])),
    [query.data, prepare],
  );
  const data = useMemo(
    () => (rows ? applyLocalGrid(rows, value.state, value.page, options) : undefined),
    [rows, value, options],
  );
  const allRows = () =>
    rows ? applyLocalGrid(rows, { ...value.state, pageSize: 1_000_000 }, 1, options).rows : [];
  return {
    query,
    grid: {
      columns,
      value,
      onChange,
      ...queryGridProps(query, data),
    },
    allRows,
  };
};
