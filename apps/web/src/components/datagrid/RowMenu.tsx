import { ActionIcon, Menu } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";
import type { GridMenuItem } from "./grid-types.ts";

const Items = ({ items }: { items: GridMenuItem[] }) => (
  <>
    {items.map((item) => [
      item.divider ? <Menu.Divider key={`${item.key}-divider`} /> : null,
      <Menu.Item
        key={item.key}
        leftSection={item.icon}
        color={item.color}
        disabled={item.disabled}
        onClick={item.onClick}
      >
        {item.label}
      </Menu.Item>,
    ])}
  </>
);

/** The actions column: a '⋮' button with the row's menu. */
export const RowActionsMenu = ({ items, label }: { items: GridMenuItem[]; label: string }) => (
  <Menu position="bottom-start" withinPortal shadow="md" width={220}>
    <Menu.Target>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
      >
        <IconDotsVertical size={16} />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
      <Items items={items} />
    </Menu.Dropdown>
  </Menu>
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
        <Items items={menu.items} />
      </Menu.Dropdown>
    </Menu>
  );
};
