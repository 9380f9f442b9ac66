import type { GridPage } from "@fm/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { DataGridProps } from "./data-grid-props.ts";

/** The DataGrid props a query fills in: its page, first load, refetch, failure and 'Try again'. */
export type QueryGridProps<Row extends object> = Pick<
  DataGridProps<Row>,
  "data" | "loading" | "fetching" | "error" | "onRetry"
>;

/**
 * A query's state as DataGrid props: `<DataGrid {...queryGridProps(result)} … />`. `data` replaces the query's
 * page where the rows are paged in the browser (useLocalGridTab).
 */
export const queryGridProps = <Row extends object>(
  query: UseQueryResult<unknown>,
  data: GridPage<Row> | undefined,
): QueryGridProps<Row> => ({
  data,
  loading: query.isPending,
  fetching: query.isFetching,
  error: query.error,
  onRetry: () => void query.refetch(),
});

/** queryGridProps of a query that returns the grid's page itself (server-side paging). */
export const pagedQueryGridProps = <Row extends object>(
  query: UseQueryResult<GridPage<Row>>,
): QueryGridProps<Row> => queryGridProps(query, query.data);
