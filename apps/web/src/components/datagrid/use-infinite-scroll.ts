import { type RefObject, useCallback, useEffect } from "react";
import type { GridInfinite } from "./grid-types.ts";

/** How close (px) to the end of the rows region a scroll asks for the next server page. */
export const INFINITE_THRESHOLD_PX = 240;

/**
 * Infinite mode of the DataGrid: asks for the next server page when the rows region is scrolled within
 * INFINITE_THRESHOLD_PX of its end, or when the rows loaded so far do not fill it. `nearEnd()` lets the
 * keyboard ask too (↓ or End on the last loaded row). Does nothing without `infinite` or while a page loads.
 */
export const useInfiniteScroll = (
  infinite: GridInfinite | undefined,
  scroller: RefObject<HTMLElement | null>,
  rowCount: number,
) => {
  const more = !!infinite?.hasMore && !infinite.loadingMore;
  const loadMore = infinite?.onLoadMore;
  const nearEnd = useCallback(() => {
    if (more && loadMore) loadMore();
  }, [more, loadMore]);

  const check = useCallback(() => {
    const el = scroller.current;
    if (!el || !more) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - INFINITE_THRESHOLD_PX) nearEnd();
  }, [scroller, more, nearEnd]);

  // After each page arrives: rows that do not fill the region leave nothing to scroll, so ask again.
  useEffect(() => {
    if (rowCount > 0) check();
  }, [rowCount, check]);

  return { onScroll: infinite ? check : undefined, nearEnd };
};
