import type { Row as TableRow } from "@tanstack/react-table";
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject, useState } from "react";
import type { GridFeatures } from "./grid-columns.ts";

export interface GridKeyboardOptions<Row extends object> {
  /** The rows as shown (react-table rows of this page). */
  rows: TableRow<GridFeatures, Row>[];
  /** The focusable rows region; rows carry `data-row-index`. */
  scroller: RefObject<HTMLElement | null>;
  onRowOpen: ((row: Row) => void) | undefined;
  selectable: boolean;
  expandable: boolean;
  openMenuAt: (row: Row, x: number, y: number) => void;
  /** Infinite mode: ↓ or End on the last loaded row asks for the next page. */
  onNearEnd?: () => void;
  /** Brings a row of the page into view (the virtualised body draws it first). */
  scrollToRow: (index: number) => void;
  /** Visible columns (lead columns included): ←/→ move across them when rows have no details. */
  columnCount: number;
  /** "/" in the rows: the filter row (shown if hidden) takes focus. */
  onFilterShortcut?: () => void;
}

/** Rows per PageUp/PageDown: the rows that fit in the region under its sticky header. */
const rowsPerPage = (scroller: HTMLElement | null) => {
  if (!scroller) return 10;
  const head = scroller.querySelector("thead")?.getBoundingClientRect().height ?? 0;
  const row = scroller.querySelector("tbody tr[data-row-index]")?.getBoundingClientRect().height || 41;
  return Math.max(1, Math.floor((scroller.clientHeight - head) / row) - 1);
};

/**
 * The keyboard of the rows region: ↑/↓/PageUp/PageDown/Home/End move the active row (and scroll it into
 * view), Enter opens it, Space selects it, →/← expand and collapse its details (or, without details, move the
 * active cell across the columns), Shift+F10 or the Menu key opens its row menu, "/" goes to the filter row.
 * Keys typed in inputs, buttons and links inside the region are theirs.
 */
export const useGridKeyboard = <Row extends object>(o: GridKeyboardOptions<Row>) => {
  const { rows, scroller, onRowOpen, selectable, expandable, openMenuAt, onNearEnd, scrollToRow } = o;
  const [active, setActive] = useState(-1);
  /** The active cell of the active row (index among the visible columns), -1 for the whole row. */
  const [cell, setCell] = useState(-1);

  const focusCell = (index: number) => {
    const bounded = Math.max(-1, Math.min(o.columnCount - 1, index));
    setCell(bounded);
    if (bounded < 0) return;
    // A wide grid scrolls sideways to the cell (after it is marked).
    requestAnimationFrame(() =>
      scroller.current
        ?.querySelector(`[data-row-index="${active}"] > td:nth-child(${bounded + 1})`)
        ?.scrollIntoView?.({ block: "nearest", inline: "nearest" }),
    );
  };

  /** The keyboard's row menu (Shift+F10 / the Menu key) opens under the active row. */
  const openMenuAtActiveRow = () => {
    const row = rows[active];
    if (!row) return false;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-row-index="${active}"]`);
    const rect = el?.getBoundingClientRect();
    // After the key event has finished: the menu would otherwise see it and close at once.
    setTimeout(() => openMenuAt(row.original, (rect?.left ?? 0) + 48, rect?.bottom ?? 0), 0);
    return true;
  };

  const focusRow = (index: number) => {
    const bounded = Math.max(0, Math.min(rows.length - 1, index));
    if (index >= rows.length - 1) onNearEnd?.();
    setActive(bounded);
    scrollToRow(bounded);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target !== e.currentTarget && target.closest("input, button, a, [role=combobox]")) return;
    const row = rows[active];
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        focusRow(active + 1);
        break;
      case "ArrowUp":
        e.preventDefault();
        focusRow(active - 1);
        break;
      case "PageDown":
        e.preventDefault();
        focusRow(Math.max(active, 0) + rowsPerPage(scroller.current));
        break;
      case "PageUp":
        e.preventDefault();
        focusRow(active - rowsPerPage(scroller.current));
        break;
      case "Home":
        e.preventDefault();
        focusRow(0);
        break;
      case "End":
        e.preventDefault();
        focusRow(rows.length - 1);
        break;
      case "Enter":
        if (row && onRowOpen) {
          e.preventDefault();
          onRowOpen(row.original);
        }
        break;
      case " ":
        if (row && selectable) {
          e.preventDefault();
          row.toggleSelected();
        }
        break;
      case "ContextMenu":
      case "F10":
        if (row && (e.key === "ContextMenu" || e.shiftKey)) {
          e.preventDefault();
          openMenuAtActiveRow();
        }
        break;
      case "ArrowRight":
      case "ArrowLeft":
        if (row && expandable) {
          e.preventDefault();
          row.toggleExpanded(e.key === "ArrowRight");
        } else if (row) {
          e.preventDefault();
          focusCell(cell + (e.key === "ArrowRight" ? 1 : -1));
        }
        break;
      case "/":
        if (o.onFilterShortcut) {
          e.preventDefault();
          o.onFilterShortcut();
        }
        break;
    }
  };

  /** Handlers for the rows region. */
  const regionProps = {
    onKeyDown,
    onContextMenu: (e: MouseEvent<HTMLElement>) => {
      // Chromium turns Shift+F10 into a contextmenu event on the focused region itself.
      if (e.target === e.currentTarget && openMenuAtActiveRow()) e.preventDefault();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (e.target === e.currentTarget && active < 0 && rows.length) setActive(0);
    },
  };

  return { active, setActive, cell: active >= 0 ? cell : -1, regionProps };
};
