import type { Row as TableRow } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { GridFeatures } from "./grid-columns.ts";

/**
 * Row windowing of the DataGrid (decision 0022). Pages of up to VIRTUAL_MIN_ROWS rows (every popup, pages
 * of 10/20/50) draw all their rows at once. A bigger page first draws only the rows in view plus
 * VIRTUAL_OVERSCAN on each side (spacer rows keep the scroll height), and right after that paint a
 * background render (a transition) adds the rest, so that scrolling stays the browser's own (no work per
 * frame) and every row is in the DOM. Above FILL_MAX_ROWS (long infinite lists) the body stays windowed:
 * rows are drawn as they scroll into view.
 */
export const VIRTUAL_MIN_ROWS = 60;
export const FILL_MAX_ROWS = 300;
export const VIRTUAL_OVERSCAN = 12;
/** A body row is 40 px plus its 1 px border; rows are measured once drawn, so this is only the first guess. */
export const ROW_HEIGHT = 41;
const DETAIL_HEIGHT = 160;

/** One line of the body: a row, or the detail row under an expanded one. */
export interface BodyItem<Row extends object> {
  key: string;
  row: TableRow<GridFeatures, Row>;
  /** The row's index on the page. */
  index: number;
  detail: boolean;
}

export interface GridVirtual<Row extends object> {
  enabled: boolean;
  /** The lines to draw now (all of them when not virtualised). */
  items: { item: BodyItem<Row>; at: number }[];
  paddingTop: number;
  paddingBottom: number;
  /** Ref callback for a drawn line (`data-index` = its `at`): measures its real height. */
  measure: ((el: Element | null) => void) | undefined;
  /** Scrolls the page's row `index` into view (below the sticky header). */
  scrollToRow: (index: number) => void;
}

const headHeight = (scroller: HTMLElement | null) =>
  scroller?.querySelector("thead")?.getBoundingClientRect().height ?? 0;

export const useGridVirtual = <Row extends object>(o: {
  rows: TableRow<GridFeatures, Row>[];
  /** Rows with an open detail row (ids), none without `renderDetail`. */
  isExpanded: (row: TableRow<GridFeatures, Row>) => boolean;
  /** The expanded state (its identity changes when a row opens or closes). */
  expanded: unknown;
  scroller: RefObject<HTMLElement | null>;
  /** The page's data (its identity changes with each new page): a new page is windowed first again. */
  fillKey: unknown;
}): GridVirtual<Row> => {
  const { rows, isExpanded, expanded, scroller, fillKey } = o;
  const many = rows.length > VIRTUAL_MIN_ROWS;
  const fillable = many && rows.length <= FILL_MAX_ROWS;
  const [filledFor, setFilledFor] = useState<unknown>(null);
  const filled = fillable && filledFor === fillKey;
  const enabled = many && !filled;
  // Once the rows in view are painted (a frame, then a task), the rest of the page in a transition.
  useEffect(() => {
    if (!fillable || filled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setFilledFor(fillKey)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [fillable, filled, fillKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: expanded is what isExpanded reads
  const all = useMemo(() => {
    const out: BodyItem<Row>[] = [];
    rows.forEach((row, index) => {
      out.push({ key: row.id, row, index, detail: false });
      if (isExpanded(row)) out.push({ key: `${row.id}-detail`, row, index, detail: true });
    });
    return out;
  }, [rows, isExpanded, expanded]);
  // Where the rows start in the scrolled content: under the sticky header (and the filter row).
  const head = enabled ? headHeight(scroller.current) : 0;

  const virtualizer = useVirtualizer({
    count: enabled ? all.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (all[i]?.detail ? DETAIL_HEIGHT : ROW_HEIGHT),
    getItemKey: (i) => all[i]?.key ?? i,
    overscan: VIRTUAL_OVERSCAN,
    scrollMargin: head,
    scrollPaddingStart: head,
    // A first guess of the region until it is measured: the rows region of a grid on a 1080 px window.
    initialRect: { width: 1200, height: 900 },
    enabled,
    useFlushSync: false,
  });

  const scrollToRow = useCallback(
    (index: number) => {
      const at = all.findIndex((it) => !it.detail && it.index === index);
      if (at < 0) return;
      if (enabled) {
        virtualizer.scrollToIndex(at, { align: "auto" });
        return;
      }
      scroller.current
        ?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)
        ?.scrollIntoView({ block: "nearest" });
    },
    [all, enabled, virtualizer, scroller],
  );

  const virtualItems = enabled ? virtualizer.getVirtualItems() : [];
  // Not laid out (a hidden tab, jsdom): nothing is in view, so every row is drawn as without virtualisation.
  if (!enabled || virtualItems.length === 0) {
    return {
      enabled,
      items: all.map((item, at) => ({ item, at })),
      paddingTop: 0,
      paddingBottom: 0,
      measure: undefined,
      scrollToRow,
    };
  }
  const first = virtualItems[0];
  const last = virtualItems[virtualItems.length - 1];
  const items = virtualItems.flatMap((v) => {
    const item = all[v.index];
    return item ? [{ item, at: v.index }] : [];
  });
  return {
    enabled,
    items,
    paddingTop: first ? first.start - head : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - head)) : 0,
    measure: virtualizer.measureElement,
    scrollToRow,
  };
};
