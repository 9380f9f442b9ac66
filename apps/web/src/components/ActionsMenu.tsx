import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { DotsMenu } from "./MenuEntries.tsx";

/** One entry of a row's Actions menu. */
export interface ActionItem<K extends string = string> {
  key: K;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  /** A divider is drawn above this item. */
  divider?: boolean;
  /** Shown as a badge on the right (e.g. how often a notice was sent). */
  count?: number;
}

/**
 * The one "⋮" Actions menu of a grid row (the 'Actions' column of a DataGrid, a vendor line): items with an
 * optional icon, divider, danger colour and count badge. Clicks never reach the row (no row open).
 */
export const ActionsMenu = <K extends string, T extends ActionItem<K>>({
  label,
  items,
  onSelect,
  icon,
  position = "bottom-start",
  width = 240,
}: {
  label: string;
  items: readonly T[];
  onSelect: (item: T) => void;
  icon?: (item: T) => ReactNode;
  position?: "bottom-start" | "bottom-end";
  width?: number;
}) => (
  <DotsMenu
    label={label}
    position={position}
    width={width}
    items={items.map((item) => ({
      key: item.key,
      label: item.label,
      icon: icon?.(item),
      color: item.danger ? "red" : undefined,
      disabled: item.disabled,
      divider: item.divider,
      onClick: () => onSelect(item),
      rightSection:
        item.count !== undefined ? (
          <Badge size="sm" circle={item.count < 10} variant="light" aria-label={`${item.count} sent`}>
            {item.count}
          </Badge>
        ) : null,
    }))}
  />
);
