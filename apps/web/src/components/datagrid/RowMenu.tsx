import { Menu } from "@mantine/core";
import { DotsMenu, MenuEntries } from "../MenuEntries.tsx";
import type { GridMenuItem } from "./grid-types.ts";

/** The actions column: a '⋮' button with the row's menu. */
export const RowActionsMenu = ({ items, label }: { items: GridMenuItem[]; label: string }) => (
  <DotsMenu label={label} items={items} width={220} size="sm" />
);

export interface CursorMenuState {
  x: number;
  y: number;
  items: GridMenuItem[];
  label: string;
}

/** The right-click row menu, opened at the pointer (or at the row for Shift+F10 / the Menu key). */
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
