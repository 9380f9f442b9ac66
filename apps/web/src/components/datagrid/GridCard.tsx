import { Paper, Text, UnstyledButton } from "@mantine/core";
import { useViewportSize } from "@mantine/hooks";
import type { ReactNode } from "react";
import { defaultCell } from "./grid-columns.ts";
import type { GridColumn } from "./grid-types.ts";

/**
 * Below this viewport width a DataGrid is on a phone (issue 31): with `phoneCards` its rows are cards, and its
 * toolbar wraps inside the grid's width with finger-sized buttons (GridToolbar `phone`).
 */
export const PHONE_MAX_WIDTH = 600;

/** A viewport this wide is a phone's (0: not measured yet, the first render, drawn as a desk's). */
export const isPhoneWidth = (width: number): boolean => width > 0 && width < PHONE_MAX_WIDTH;

/** Whether the window is a phone's now (PHONE_MAX_WIDTH), following its resizes. */
export const usePhoneWidth = (): boolean => isPhoneWidth(useViewportSize().width);

interface Props<Row extends object> {
  row: Row;
  /** The visible columns, in the user's order; the first is the card's title. */
  columns: readonly GridColumn<Row>[];
  label: string;
  onOpen: ((row: Row) => void) | undefined;
}

const content = <Row extends object>(c: GridColumn<Row>, row: Row): ReactNode =>
  c.cell ? c.cell(row) : defaultCell(c, row);

/**
 * One row as a card on a phone: the first visible column as its title, the others as caption / value
 * lines (the same cells as the table, so links and menus inside them still work). Open = the row's title.
 */
export const GridCard = <Row extends object>({ row, columns, label, onOpen }: Props<Row>) => {
  const [first, ...rest] = columns;
  if (!first) return null;
  const title = content(first, row);
  return (
    <Paper withBorder p="sm" radius="md" data-grid-card>
      {onOpen && typeof title === "string" ? (
        <UnstyledButton onClick={() => onOpen(row)} fw={700} td="underline" data-row-label={label}>
          {title}
        </UnstyledButton>
      ) : (
        <Text fw={700} component="div">
          {title}
        </Text>
      )}
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
