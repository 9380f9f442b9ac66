import { Stack, Table, Text } from "@mantine/core";
import { GridCard } from "./GridCard.tsx";
import { defaultCell } from "./grid-columns.ts";
import type { GridColumn } from "./grid-types.ts";
import { usePhone } from "./phone.ts";

interface Props<Row extends object> {
  /** The table's (and the cards' list's) accessible name. */
  label: string;
  /** Caption and `cell` (or the row's `name` field) of each column; the first is a card's title. */
  columns: readonly GridColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  emptyText: string;
}

/**
 * A short read-only list shown whole, with no toolbar, paging or sorting (a record's job sites on a profile
 * page): a striped table on a desk, and below PHONE_MAX_WIDTH the same rows as the DataGrid's phone cards
 * (GridCard), so a phone never scrolls sideways (issue 31). A list to search, sort or page is a DataGrid.
 */
export const CardTable = <Row extends object>({ label, columns, rows, getRowId, emptyText }: Props<Row>) => {
  const phone = usePhone();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  if (phone)
    return (
      <Stack component="ul" gap="xs" aria-label={label} m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((r) => (
          <li key={getRowId(r)} data-row-id={getRowId(r)}>
            <GridCard row={r} columns={columns} label={getRowId(r)} onOpen={undefined} onMenu={undefined} />
          </li>
        ))}
      </Stack>
    );
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.name}>{c.caption}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={getRowId(r)} data-row-id={getRowId(r)}>
            {columns.map((c) => (
              <Table.Td key={c.name}>{c.cell ? c.cell(r) : defaultCell(c, r)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
