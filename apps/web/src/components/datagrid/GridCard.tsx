import { Paper, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./DataGrid.module.css";
import { defaultCell } from "./grid-columns.ts";
import type { GridColumn } from "./grid-types.ts";
import { ActionsCell } from "./LeadCells.tsx";

interface Props<Row extends object> {
  row: Row;
  /** The visible columns, in the user's order; the first is the card's title. */
  columns: readonly GridColumn<Row>[];
  label: string;
  onOpen: ((row: Row) => void) | undefined;
  /** The grid has a row menu: the card's ⋮ button opens it under itself. */
  onMenu: ((anchor: HTMLElement) => void) | undefined;
}

const content = <Row extends object>(c: GridColumn<Row>, row: Row): ReactNode =>
  c.cell ? c.cell(row) : defaultCell(c, row);

/**
 * One row as a card on a phone (a viewport under PHONE_MAX_WIDTH, phone.ts): the first visible column as its
 * title, the others as caption / value lines (the same cells as the table, so links and menus inside them still
 * work). Open = the row's title; the row menu = the ⋮ beside it. Its buttons are 44 × 44 px (DataGrid.module.css).
 */
export const GridCard = <Row extends object>({ row, columns, label, onOpen, onMenu }: Props<Row>) => {
  const [first, ...rest] = columns;
  if (!first) return null;
  const title = content(first, row);
  return (
    <Paper withBorder p="sm" radius="md" className={classes.card} data-grid-card>
      <div className={classes.cardHead}>
        {onOpen && typeof title === "string" ? (
          <UnstyledButton onClick={() => onOpen(row)} fw={700} td="underline" data-row-label={label}>
            {title}
          </UnstyledButton>
        ) : (
          <Text fw={700} component="div">
            {title}
          </Text>
        )}
        {onMenu && <ActionsCell name={label} onOpen={onMenu} tabStop />}
      </div>
      <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 8, rowGap: 2 }}>
        {rest.map((c) => (
          <div key={c.name} style={{ display: "contents" }}>
            <Text component="dt" size="sm" c="dimmed">
              {c.caption || c.hiddenCaption || "Actions"}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
              {content(c, row)}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
};
