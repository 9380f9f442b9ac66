import { useState } from "react";
import type { GridMenuItem } from "./grid-types.ts";
import type { CursorMenuState } from "./RowMenu.tsx";

/**
 * The grid's one row menu (right click, Shift+F10 / the Menu key, a row's ⋮ button): `openMenuAt(row, x, y)`
 * asks for the row's items and shows them at a point. When it closes, focus goes back to what had it when it
 * opened (the rows region, the ⋮ button) unless something else took it meanwhile (a popup).
 */
export const useCursorMenu = <Row extends object>(
  rowMenu: ((row: Row) => GridMenuItem[]) | undefined,
  rowName: (row: Row) => string,
) => {
  const [menu, setMenu] = useState<CursorMenuState | null>(null);
  const openMenuAt = (row: Row, x: number, y: number, returnTo?: HTMLElement) => {
    if (!rowMenu) return;
    const items = rowMenu(row);
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (items.length)
      setMenu({ x, y, items, label: `Actions for ${rowName(row)}`, returnTo: returnTo ?? focused });
  };
  const closeMenu = () => {
    const returnTo = menu?.returnTo;
    setMenu(null);
    if (!returnTo) return;
    setTimeout(() => {
      const now = document.activeElement;
      if ((now === null || now === document.body) && returnTo.isConnected)
        returnTo.focus({ preventScroll: true });
    }, 10);
  };
  return { menu, openMenuAt, closeMenu };
};
