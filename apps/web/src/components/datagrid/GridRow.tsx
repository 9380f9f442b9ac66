import { type CSSProperties, memo, type ReactNode } from "react";
import classes from "./DataGrid.module.css";
import { ACTIONS_COLUMN, defaultCell, EXPAND_COLUMN, SELECT_COLUMN } from "./grid-columns.ts";
import type { GridColumn } from "./grid-types.ts";
import { ActionsCell, ExpandCell, SelectCell } from "./LeadCells.tsx";

/** One visible column as a row draws it: a lead column (select, expand, actions) or a data column. */
export interface RowColumn<Row extends object> {
  id: string;
  column: GridColumn<Row> | undefined;
}

/** What a row does on clicks and keys: one object for the whole body, stable across renders. */
export interface RowHandlers<Row extends object> {
  activate: (index: number) => void;
  open: (row: Row) => void;
  /**
   * Right click (at the pointer, the row becomes active) or the ⋮ button (under it, index -1): false when the
   * grid has no row menu (the browser's own context menu shows).
   */
  menuAt: (row: Row, index: number, x: number, y: number, anchor?: HTMLElement) => boolean;
  toggleSelected: (rowId: string) => void;
  toggleExpanded: (rowId: string) => void;
}

export interface GridRowProps<Row extends object> {
  rowId: string;
  /** The row element's id (the rows region's aria-activedescendant). */
  elementId: string;
  /** The row's name for its controls ("Select FMB-100305"). */
  rowName: string;
  original: Row;
  index: number;
  /** aria-rowindex: header rows and earlier pages count. */
  ariaRowIndex: number;
  /** Virtualised body: the line's position for `measure` (data-index). */
  measureAt: number | undefined;
  measure: ((el: Element | null) => void) | undefined;
  columns: readonly RowColumn<Row>[];
  active: boolean;
  /** The keyboard's active cell (visible column index; id `${elementId}-c${i}`), -1 for none. */
  activeCell: number;
  /** Undefined when the grid is not selectable (no aria-selected). */
  selected: boolean | undefined;
  expanded: boolean;
  background: string | undefined;
  color: string | undefined;
  handlers: RowHandlers<Row>;
}

const ALIGN = { left: undefined, right: classes.right, center: classes.center } as const;

const dataCell = <Row extends object>(c: GridColumn<Row>, row: Row): ReactNode =>
  c.cell ? c.cell(row) : defaultCell(c, row);

const rowColours = (background: string | undefined, color: string | undefined) =>
  background || color
    ? ({
        ...(background ? { "--row-bg": background } : {}),
        ...(color ? { "--row-color": color } : {}),
      } as CSSProperties)
    : undefined;

/**
 * One body row: plain `<tr>`/`<td>` (styles in DataGrid.module.css), memoised, so that moving the active row,
 * selecting or expanding one redraws that row only, and a page of rows is one pass over its cells.
 */
const GridRowImpl = <Row extends object>(p: GridRowProps<Row>) => {
  const { rowId, original, index, handlers: h } = p;
  return (
    <tr
      ref={p.measure}
      id={p.elementId}
      className={classes.tr}
      aria-rowindex={p.ariaRowIndex}
      data-index={p.measureAt}
      style={rowColours(p.background, p.color)}
      data-row-index={index}
      data-row-id={rowId}
      data-active={p.active || undefined}
      aria-selected={p.selected}
      onClick={() => h.activate(index)}
      onDoubleClick={() => h.open(original)}
      onContextMenu={(e) => {
        if (h.menuAt(original, index, e.clientX, e.clientY)) e.preventDefault();
      }}
    >
      {p.columns.map(({ id, column }, i) => {
        const cell =
          i === p.activeCell ? { id: `${p.elementId}-c${i}`, "data-active-cell": true } : undefined;
        if (column) {
          return (
            <td
              key={id}
              className={column.align ? ALIGN[column.align] : undefined}
              data-pinned={column.pinned}
              {...cell}
            >
              {dataCell(column, original)}
            </td>
          );
        }
        return (
          <td key={id} {...cell}>
            {id === SELECT_COLUMN ? (
              <SelectCell name={p.rowName} selected={!!p.selected} onToggle={() => h.toggleSelected(rowId)} />
            ) : id === EXPAND_COLUMN ? (
              <ExpandCell expanded={p.expanded} onToggle={() => h.toggleExpanded(rowId)} />
            ) : id === ACTIONS_COLUMN ? (
              <ActionsCell
                name={p.rowName}
                onOpen={(anchor) => {
                  const r = anchor.getBoundingClientRect();
                  h.menuAt(original, -1, r.left, r.bottom, anchor);
                }}
              />
            ) : null}
          </td>
        );
      })}
    </tr>
  );
};

export const GridRow = memo(GridRowImpl) as typeof GridRowImpl;
