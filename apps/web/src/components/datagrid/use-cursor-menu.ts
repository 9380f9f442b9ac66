import { useState } from "react";
import type { GridMenuItem } from "./grid-types.ts";
import type { CursorMenuState } from "./RowMenu.tsx";

/** The right-click row menu's state: `openMenuAt(row, x, y)` shows the row's items at a point. */
export const useCursorMenu = <Row extends object>(
  rowMenu: ((row: Row) => GridMenuItem[]) | undefined,
  getRowId: (row: Row) => string,
) => {
  const [menu, setMenu] = useState<CursorMenuState | null>(null);
  const openMenuAt = (row: Row, x: number, y: number) => {
    if (!rowMenu) return;
    const items = rowMenu(row);
    if (items.length) setMenu({ x, y, items, label: `Actions for row ${getRowId(row)}` });
  };
  return { menu, openMenuAt, closeMenu: () => setMenu(null) };
};
