import type { GridState } from "@fm/domain";
import { type QueryKey, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  type DataGridProps,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridValue,
  mergeColumns,
} from "./datagrid/index.ts";
import { applyLocalGrid } from "./local-grid.ts";

export interface LocalGridTabOptions<Row extends object> {
  queryKey: QueryKey;
  queryFn: () => Promise<Row[]>;
  columns: readonly GridColumn<Row>[];
  pageSize: number;
  /** The text the grid's search box looks in. */
  searchText: (row: Row) => string;
  /** The grid state is kept in localStorage under this key (spec: "saved locally"). */
  storageKey?: string;
}

type GridWiring<Row extends object> = Pick<
  DataGridProps<Row>,
  "columns" | "value" | "onChange" | "data" | "loading" | "fetching" | "error" | "onRetry"
>;

export interface LocalGridTab<Row extends object> {
  query: UseQueryResult<Row[]>;
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
export const useLocalGridTab = <Row extends object>({
  queryKey,
  queryFn,
  columns,
  pageSize,
  searchText,
  storageKey,
}: LocalGridTabOptions<Row>): LocalGridTab<Row> => {
  const query = useQuery({ queryKey, queryFn });
  const [value, setValue] = useState<GridValue>(() => ({
    state: loadState(
      storageKey,
      defaultGridState(columns, pageSize),
      columns as readonly GridColumn<unknown>[],
    ),
    page: 1,
  }));
  const onChange = (next: GridValue) => {
    setValue(next);
    if (!storageKey) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify(next.state));
    } catch {
      /* storage full or disabled: the state is not kept */
    }
  };
  const options = { types: filterTypes(columns), searchText };
  const data = query.data ? applyLocalGrid(query.data, value.state, value.page, options) : undefined;
  const allRows = () =>
    query.data ? applyLocalGrid(query.data, { ...value.state, pageSize: 1_000_000 }, 1, options).rows : [];
  return {
    query,
    grid: {
      columns,
      value,
      onChange,
      data,
      loading: query.isPending,
      fetching: query.isFetching,
      error: query.error,
      onRetry: () => void query.refetch(),
    },
    allRows,
  };
};
