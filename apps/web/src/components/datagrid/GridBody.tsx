import type { Row as TableRow } from "@tanstack/react-table";
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import classes from "./DataGrid.module.css";
import { GridRow, type RowColumn, type RowHandlers } from "./GridRow.tsx";
import type { GridFeatures } from "./grid-columns.ts";
import type { GridColumn, GridMenuItem, RowStyle } from "./grid-types.ts";
import type { GridTable } from "./use-grid-table.ts";
import { useGridVirtual } from "./use-grid-virtual.ts";

/** What the body offers the grid's keyboard: bring a row of the page into view (drawing it first). */
export interface GridBodyHandle {
  scrollToRow: (index: number) => void;
}

export interface GridBodyProps<Row extends object> {
  table: GridTable<Row>;
  byName: ReadonlyMap<string, GridColumn<Row>>;
  /** First load: skeleton rows instead of the empty message. */
  skeleton: boolean;
  emptyText: string;
  /** The keyboard's active row (index on the page), -1 for none. */
  active: number;
  /** The active cell of the active row (visible column index), -1 for the whole row. */
  activeCell: number;
  onActivate: (index: number) => void;
  /** Right click on a row or its ⋮ button: its menu at a point (focus returns to `returnTo`). */
  onRowMenu: (row: Row, x: number, y: number, returnTo?: HTMLElement) => void;
  rowStyle: ((row: Row) => RowStyle | undefined) | undefined;
  rowMenu: ((row: Row) => GridMenuItem[]) | undefined;
  renderDetail: ((row: Row) => ReactNode) | undefined;
  onRowOpen: ((row: Row) => void) | undefined;
  selectable: boolean;
  /** The rows region (the virtualised rows follow its scrolling). */
  scroller: RefObject<HTMLElement | null>;
  /** Filled with the body's `scrollToRow`. */
  handle: RefObject<GridBodyHandle | null>;
  /** The page's data (the caller's rows array): a new page is drawn in view first, then whole. */
  fillKey: unknown;
  /** aria-rowindex of the page's first row (header rows and earlier pages before it). */
  firstRowIndex: number;
  /** A row's name for its controls ("Select FMB-100305"). */
  rowName: (row: Row) => string;
  /** Row elements are `${rowIdPrefix}-${index}` (the region's aria-activedescendant). */
  rowIdPrefix: string;
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, i) => i);

/**
 * The rows' handlers as one object that never changes, calling the latest props: memoised rows need not
 * redraw when a caller passes a new `onRowOpen` or `rowMenu` function on every render.
 */
const useRowHandlers = <Row extends object>(p: GridBodyProps<Row>): RowHandlers<Row> => {
  const latest = useRef(p);
  useLayoutEffect(() => {
    latest.current = p;
  });
  return useMemo(
    () => ({
      activate: (index) => latest.current.onActivate(index),
      open: (row) => latest.current.onRowOpen?.(row),
      menuAt: (row, index, x, y, anchor) => {
        const cur = latest.current;
        if (!cur.rowMenu) return false;
        if (index >= 0) cur.onActivate(index);
        cur.onRowMenu(row, x, y, anchor);
        return true;
      },
      toggleSelected: (rowId) => latest.current.table.getRow(rowId).toggleSelected(),
      toggleExpanded: (rowId) => latest.current.table.getRow(rowId).toggleExpanded(),
    }),
    [],
  );
};

/** Keeps the scroll height of the rows not drawn (virtualised body). */
const Spacer = ({ height, colSpan }: { height: number; colSpan: number }) => (
  <tr aria-hidden className={classes.spacer}>
    <td colSpan={colSpan} style={{ height }} />
  </tr>
);

/** The table body: skeleton rows, the empty message, or the page's rows with their detail rows. */
export const GridBody = <Row extends object>(p: GridBodyProps<Row>) => {
  const { table, byName, active, renderDetail, selectable } = p;
  const handlers = useRowHandlers(p);
  const columnIds = table.getVisibleLeafColumns().map((c) => c.id);
  const idsKey = columnIds.join("\u0001");
  // Rows redraw only when the visible columns (or their definitions) change, not on every grid render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for columnIds
  const columns = useMemo<RowColumn<Row>[]>(
    () => columnIds.map((id) => ({ id, column: byName.get(id) })),
    [idsKey, byName],
  );
  const tableRows = table.getRowModel().rows;
  const isExpanded = useCallback(
    (row: TableRow<GridFeatures, Row>) => !!renderDetail && row.getIsExpanded(),
    [renderDetail],
  );
  const virtual = useGridVirtual({
    fillKey: p.fillKey,
    rows: tableRows,
    isExpanded,
    scroller: p.scroller,
    expanded: table.state.expanded,
  });
  useImperativeHandle(p.handle, () => ({ scrollToRow: virtual.scrollToRow }), [virtual.scrollToRow]);
  return (
    <tbody>
      {p.skeleton
        ? SKELETON_ROWS.map((i) => (
            <tr key={i} className={classes.tr}>
              {columns.map((c) => (
                <td key={c.id}>
                  <div className={classes.skeleton} />
                </td>
              ))}
            </tr>
          ))
        : tableRows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={classes.empty}>
                {p.emptyText}
              </td>
            </tr>
          )}
      {virtual.paddingTop > 0 && <Spacer height={virtual.paddingTop} colSpan={columns.length} />}
      {virtual.items.map(({ item, at }) => {
        const { row, index } = item;
        if (item.detail)
          return (
            <tr key={item.key} className={classes.detail} data-index={at} ref={virtual.measure}>
              <td colSpan={columns.length}>{renderDetail?.(row.original)}</td>
            </tr>
          );
        const style = p.rowStyle?.(row.original);
        return (
          <GridRow<Row>
            key={item.key}
            rowId={row.id}
            elementId={`${p.rowIdPrefix}-${index}`}
            rowName={p.rowName(row.original)}
            original={row.original}
            index={index}
            ariaRowIndex={p.firstRowIndex + index}
            measureAt={virtual.measure ? at : undefined}
            measure={virtual.measure}
            columns={columns}
            active={index === active}
            activeCell={index === active ? p.activeCell : -1}
            selected={selectable ? row.getIsSelected() : undefined}
            expanded={isExpanded(row)}
            background={style?.background}
            color={style?.color}
            handlers={handlers}
          />
        );
      })}
      {virtual.paddingBottom > 0 && <Spacer height={virtual.paddingBottom} colSpan={columns.length} />}
    </tbody>
  );
};
