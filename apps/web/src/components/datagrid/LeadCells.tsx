import { ActionIcon, Checkbox } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import type { Row as TableRow } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { ACTIONS_COLUMN, EXPAND_COLUMN, type GridFeatures, SELECT_COLUMN } from "./grid-columns.ts";
import type { GridMenuItem } from "./grid-types.ts";
import { RowActionsMenu } from "./RowMenu.tsx";
import type { GridTable } from "./use-grid-table.ts";

/** The select column's header: selects or clears every row of the page. */
export const SelectAllCheckbox = <Row extends object>({ table }: { table: GridTable<Row> }) => (
  <Checkbox
    size="xs"
    aria-label="Select all rows on this page"
    checked={table.getIsAllPageRowsSelected()}
    indeterminate={table.getIsSomePageRowsSelected()}
    onChange={table.getToggleAllPageRowsSelectedHandler()}
  />
);

/**
 * A lead column's cell (select checkbox, detail chevron, ⋮ actions menu), or undefined for a data column.
 */
export const leadCell = <Row extends object>(
  columnId: string,
  row: TableRow<GridFeatures, Row>,
  rowMenu: ((row: Row) => GridMenuItem[]) | undefined,
): ReactNode | undefined => {
  if (columnId === SELECT_COLUMN)
    return (
      <Checkbox
        size="xs"
        aria-label={`Select row ${row.id}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        onClick={(e) => e.stopPropagation()}
      />
    );
  if (columnId === EXPAND_COLUMN)
    return (
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={row.getIsExpanded() ? "Collapse details" : "Expand details"}
        aria-expanded={row.getIsExpanded()}
        onClick={(e) => {
          e.stopPropagation();
          row.toggleExpanded();
        }}
      >
        {row.getIsExpanded() ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      </ActionIcon>
    );
  if (columnId === ACTIONS_COLUMN && rowMenu)
    return <RowActionsMenu items={rowMenu(row.original)} label={`Actions for row ${row.id}`} />;
  return undefined;
};
