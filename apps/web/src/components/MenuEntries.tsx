import { ActionIcon, Menu } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** One item of a menu as every menu of the app renders it (ActionsMenu, the DataGrid's row menus). */
export interface MenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  /** Starts a new group (a divider above). */
  divider?: boolean;
  /** Shown on the right (e.g. a count badge). */
  rightSection?: ReactNode;
  onClick: () => void;
}

/** The items of a Mantine Menu.Dropdown: the one item renderer of every menu. */
export const MenuEntries = ({ items }: { items: readonly MenuEntry[] }) =>
  items.map((item) => [
    item.divider ? <Menu.Divider key={`${item.key}-divider`} /> : null,
    <Menu.Item
      key={item.key}
      leftSection={item.icon}
      color={item.color}
      disabled={item.disabled}
      onClick={item.onClick}
      rightSection={item.rightSection}
    >
      {item.label}
    </Menu.Item>,
  ]);

/** The "⋮" button with its menu (a grid row's or a line's actions); clicks never reach the row. */
export const DotsMenu = ({
  label,
  items,
  position = "bottom-start",
  width,
  size,
}: {
  label: string;
  items: readonly MenuEntry[];
  position?: "bottom-start" | "bottom-end";
  width: number;
  size?: "sm";
}) => (
  <Menu position={position} withinPortal shadow="md" width={width}>
    <Menu.Target>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={size}
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
      >
        <IconDotsVertical size={16} />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown aria-label={label} onClick={(e) => e.stopPropagation()}>
      <MenuEntries items={items} />
    </Menu.Dropdown>
  </Menu>
);
