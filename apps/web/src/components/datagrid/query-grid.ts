import type { GridPage } from "@fm/domain";
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from "@tanstack/react-query";
import type { DataGridProps } from "./data-grid-props.ts";

/** The DataGrid props a query fills in: its page, first load, refetch, failure and 'Try again'. */
export type QueryGridProps<Row extends object> = Pick<
  DataGridProps<Row>,
  "data" | "loading" | "fetching" | "error" | "onRetry"
>;

/** `getNextPageParam` of a server-paged list read with useInfiniteQuery: the next page while rows remain. */
export const nextGridPage = <Row>(last: GridPage<Row>): number | undefined =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/**
 * An infinite query over server pages (useInfiniteQuery with `initialPageParam: 1` and
 * `getNextPageParam: nextGridPage`) as DataGrid props in infinite mode: the pages loaded so far as one page,
 * the overlay only for a refetch (not for the next page), and `infinite` to load the next page on scroll.
 */
export const infiniteQueryGridProps = <Row extends object>(
  query: UseInfiniteQueryResult<InfiniteData<GridPage<Row>>>,
): QueryGridProps<Row> & Pick<DataGridProps<Row>, "infinite"> => {
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    data: first && {
      rows: pages.flatMap((p) => p.rows),
      total: pages[pages.length - 1]?.total ?? first.total,
      page: 1,
      pageSize: first.pageSize,
    },
    loading: query.isPending,
    fetching: query.isFetching && !query.isFetchingNextPage,
    error: query.error,
    onRetry: () => void query.refetch(),
    infinite: {
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      onLoadMore: () => void query.fetchNextPage(),
    },
  };
};

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
