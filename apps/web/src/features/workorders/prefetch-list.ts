import type { GridState } from "@fm/domain";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { defaultGridState, filterTypes, toListQuery } from "../../components/datagrid/grid-state.ts";
import type { GridColumnType } from "../../components/datagrid/grid-types.ts";
import { savedViewQuery, viewsQuery } from "../../components/datagrid/views/views-api.ts";
import { siteMetaQuery } from "../../components/labels/labels-api.ts";
import { statusesQuery } from "./lookups.ts";
import {
  quickQuery,
  readQuickFilters,
  WORK_ORDER_PAGE_SIZE,
  workOrderApi,
  workOrderKeys,
} from "./workorder-api.ts";

/** The column types a view's filters are sent with (only needed when the default view filters). */
export type LoadFilterTypes = () => Promise<Readonly<Record<string, GridColumnType>>>;

const listColumnTypes: LoadFilterTypes = () =>
  import("./workorder-columns.tsx").then((m) => filterTypes(m.workOrderColumns("workorder", [])));

/**
 * The layout the list opens with: the user's default view, else the built-in one; with the statuses and the
 * captions started beside it. Cached views are used as they are (refreshed in the background when stale):
 * the page reads the views itself, so a default changed elsewhere only costs a page that goes unused.
 */
const openingView = async (queryClient: QueryClient): Promise<GridState> => {
  void queryClient.prefetchQuery(statusesQuery());
  void queryClient.prefetchQuery(siteMetaQuery());
  const views = await cachedOrFetched(queryClient, viewsQuery("w"));
  const def = views.find((v) => v.isdefault);
  if (!def) return defaultGridState([], WORK_ORDER_PAGE_SIZE);
  return (await cachedOrFetched(queryClient, savedViewQuery("w", def.viewid))).view;
};

/**
 * The cached answer, refreshed behind it when stale by age; fetched (and waited for) when there is none or
 * it was invalidated — a saved, changed or reset view invalidates or removes the views, and is never guessed.
 */
const cachedOrFetched = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> => {
  const state = queryClient.getQueryState<T>(options.queryKey);
  if (state?.data === undefined || state.isInvalidated) return queryClient.fetchQuery(options);
  void queryClient.prefetchQuery(options);
  return Promise.resolve(state.data);
};

/**
 * On idle after the first screen is drawn (decision 0023): what /workorder needs before it can ask for its
 * first page — statuses, captions, the user's views and default view — but not the page itself, which is
 * asked for when the user heads for the list. Never rejects.
 */
export const warmWorkOrderList = (queryClient: QueryClient): Promise<void> =>
  openingView(queryClient).then(
    () => undefined,
    () => undefined,
  );

/**
 * Starts what /workorder waits for while its chunks load (decision 0023): the statuses, the captions, the
 * user's views, the default view if there is one, then the first page with exactly the query the page will
 * ask for (WorkOrdersPage → useSavedViews → WorkOrderGrid), so the page finds it in the cache or in flight.
 * The first page is asked for only once the default view is known, never a guess that would be replaced.
 * Errors are left to the page's own queries (which retry them); this never rejects.
 */
export const prefetchWorkOrderList = async (
  queryClient: QueryClient,
  params: URLSearchParams,
  loadFilterTypes: LoadFilterTypes = listColumnTypes,
): Promise<void> => {
  try {
    const state = await openingView(queryClient);
    const types = state.filters.length > 0 ? await loadFilterTypes() : {};
    const query = { ...toListQuery(state, 1, types), ...quickQuery(readQuickFilters(params)) };
    await queryClient.prefetchQuery({
      queryKey: workOrderKeys.list(query),
      queryFn: ({ signal }) => workOrderApi.list(query, signal),
    });
  } catch {
    // The page asks again and shows the failure in its own place.
  }
};
