import { ActionIcon, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import type { Key, ReactNode } from "react";

/** One column of a line-items table: its caption, width and what a row shows (text or an input). */
export interface LineColumn<R> {
  caption: string;
  width?: number;
  align?: "right";
  cell: (row: R, index: number) => ReactNode;
}

export interface LineItemsTableProps<R> {
  /** The table's accessible name ("Line items", "Labor"…). */
  label: string;
  columns: readonly LineColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  emptyText: string;
  /** Per-row buttons (edit, remove…) in a last "Actions" column. */
  actions?: (row: R, index: number) => ReactNode;
}

/** Below this width (a phone) every line is a card of captioned fields: no sideways scrolling. */
const NARROW = "(max-width: 48em)";

/**
 * The ONE table of a document's lines (vendor proposals/invoices, staff proposals/invoices, the customer
 * portal): a striped table on a desk, a stack of cards on a phone, where a tech edits lines on site.
 */
export const LineItemsTable = <R,>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  actions,
}: LineItemsTableProps<R>) => {
  const narrow = useMediaQuery(NARROW) ?? false;
  if (narrow)
    return (
      <Stack gap={6} role="list" aria-label={label}>
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        )}
        {rows.map((row, i) => (
          <Paper key={rowKey(row, i)} withBorder p="xs" role="listitem" aria-label={`${label} ${i + 1}`}>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
              {columns.map((c) => (
                <div key={c.caption} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed" aria-hidden>
                    {c.caption}
                  </Text>
                  <div>{c.cell(row, i)}</div>
                </div>
              ))}
            </SimpleGrid>
            {actions && (
              <Group justify="flex-end" gap={2} mt={4}>
                {actions(row, i)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table withTableBorder striped verticalSpacing={4} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.caption} w={c.width} ta={c.align}>
              {c.caption}
            </Table.Th>
          ))}
          {actions && (
            <Table.Th w={70}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + (actions ? 1 : 0)}>
              <Text c="dimmed" size="sm">
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)}>
            {columns.map((c) => (
              <Table.Td key={c.caption} ta={c.align}>
                {c.cell(row, i)}
              </Table.Td>
            ))}
            {actions && (
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {actions(row, i)}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/** The red bin button of an editable line. */
export const RemoveLineButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
    <IconTrash size={16} />
  </ActionIcon>
);
