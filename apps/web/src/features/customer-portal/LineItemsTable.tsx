import { formatUsd } from "@fm/domain";
import type { LineOut } from "@fm/domain/contracts";
import { Table, Text } from "@mantine/core";

/** A proposal's or invoice's line items, read-only (the portal cannot add, change or remove them). */
export const LineItemsTable = ({ lines, label }: { lines: readonly LineOut[]; label: string }) => (
  <Table withTableBorder verticalSpacing={2} aria-label={label}>
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Type</Table.Th>
        <Table.Th>Description</Table.Th>
        <Table.Th ta="right">Quantity</Table.Th>
        <Table.Th ta="right">Rate</Table.Th>
        <Table.Th ta="right">Tax Rate %</Table.Th>
        <Table.Th ta="right">Total</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {lines.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <Text size="sm" c="dimmed">
              No items
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {lines.map((d) => (
        <Table.Tr key={d.id}>
          <Table.Td>{d.itemtype}</Table.Td>
          <Table.Td>{d.description}</Table.Td>
          <Table.Td ta="right">{d.quantity}</Table.Td>
          <Table.Td ta="right">{formatUsd(d.rate)}</Table.Td>
          <Table.Td ta="right">{d.taxrate}</Table.Td>
          <Table.Td ta="right">{formatUsd(d.total)}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
