import { Menu } from "@mantine/core";
import { MenuEntries } from "../MenuEntries.tsx";
import type { GridMenuItem } from "./grid-types.ts";

export interface CursorMenuState {
  x: number;
  y: number;
  items: GridMenuItem[];
  label: string;
  /** Focused again when the menu closes (the ⋮ button, the rows region). */
  returnTo: HTMLElement | null;
}

/**
 * The grid's one row menu: at the pointer (right click), under the active row (Shift+F10 / the Menu key) or
 * under a row's ⋮ button.
 */
export const CursorMenu = ({ menu, onClose }: { menu: CursorMenuState | null; onClose: () => void }) => {
  if (!menu) return null;
  return (
    <Menu
      key={`${menu.x},${menu.y}`}
      opened
      onChange={(o) => !o && onClose()}
      position="bottom-start"
      withinPortal
      shadow="md"
      width={220}
      offset={2}
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{ position: "fixed", left: menu.x, top: menu.y, width: 1, height: 1, pointerEvents: "none" }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={menu.label}>
        <MenuEntries items={menu.items} />
      </Menu.Dropdown>
    </Menu>
  );
};
