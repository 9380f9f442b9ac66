import { formatUsd, fromCents, lineTotals } from "@fm/domain";
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Table, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { formTotals, itemTypeOptions } from "./billing-rules.ts";
import type { LineDraft } from "./types.ts";

const num = (v: string | number) => (v === "" ? 0 : Number(v));

/** Editable line items with their subtotal, taxes and total (spec 2 §9), and the document totals. */
export const LinesEditor = ({
  lines,
  onChange,
  maxType,
  locked,
}: {
  lines: LineDraft[];
  onChange: (next: LineDraft[]) => void;
  maxType: 5 | 6;
  /** No adding, editing or removing (approved invoice, approved/rejected proposal, read-only tab). */
  locked: boolean;
}) => {
  const set = (i: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const totals = formTotals(lines);
  return (
    <>
      <Table withTableBorder striped verticalSpacing={4} aria-label="Line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>Type</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={100}>Quantity</Table.Th>
            <Table.Th w={120}>Rate</Table.Th>
            <Table.Th w={100}>Tax Rate %</Table.Th>
            <Table.Th w={110} ta="right">
              Subtotal
            </Table.Th>
            <Table.Th w={100} ta="right">
              Taxes
            </Table.Th>
            <Table.Th w={110} ta="right">
              Total
            </Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text size="sm" c="dimmed" ta="center">
                  No items
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((l, i) => {
            const t = lineTotals(l);
            const row = i + 1;
            return (
              <Table.Tr key={l.id ?? `new-${i}`}>
                <Table.Td>
                  <NativeSelect
                    size="xs"
                    aria-label={`Type of item ${row}`}
                    disabled={locked}
                    data={itemTypeOptions(maxType)}
                    value={String(l.itemtypeid)}
                    onChange={(e) => set(i, { itemtypeid: Number(e.currentTarget.value) })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Description of item ${row}`}
                    disabled={locked}
                    value={l.description}
                    onChange={(e) => set(i, { description: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={`Quantity of item ${row}`}
                    disabled={locked}
                    min={0}
                    decimalScale={3}
                    hideControls
                    value={l.quantity}
                    onChange={(v) => set(i, { quantity: num(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    size="xs"
                    aria-label={`Rate of item ${row}`}
                    disabled={locked}
                    hideControls
                    value={l.rate}
                    onChange={(v) => set(i, { rate: num(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={`Tax rate of item ${row}`}
                    disabled={locked}
                    min={0}
                    max={100}
                    decimalScale={3}
                    hideControls
                    value={l.taxrate}
                    onChange={(v) => set(i, { taxrate: num(v) })}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatUsd(fromCents(t.subtotalCents))}</Table.Td>
                <Table.Td ta="right">{formatUsd(fromCents(t.taxCents))}</Table.Td>
                <Table.Td ta="right">{formatUsd(fromCents(t.totalCents))}</Table.Td>
                <Table.Td>
                  {!locked && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove item ${row}`}
                      onClick={() => onChange(lines.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" align="flex-start">
        {locked ? (
          <span />
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              onChange([...lines, { itemtypeid: 1, description: "", quantity: 1, rate: 0, taxrate: 0 }])
            }
          >
            Add Item
          </Button>
        )}
        <Totals subtotal={totals.subtotalCents} taxes={totals.taxCents} total={totals.totalCents} />
      </Group>
    </>
  );
};

export const Totals = ({ subtotal, taxes, total }: { subtotal: number; taxes: number; total: number }) => (
  <Table w={280} withRowBorders={false} verticalSpacing={2} aria-label="Totals">
    <Table.Tbody>
      <Table.Tr>
        <Table.Td>Subtotal</Table.Td>
        <Table.Td ta="right">{formatUsd(fromCents(subtotal))}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Td>Taxes</Table.Td>
        <Table.Td ta="right">{formatUsd(fromCents(taxes))}</Table.Td>
      </Table.Tr>
      <Table.Tr fw={700}>
        <Table.Td>Total</Table.Td>
        <Table.Td ta="right" data-testid="document-total">
          {formatUsd(fromCents(total))}
        </Table.Td>
      </Table.Tr>
    </Table.Tbody>
  </Table>
);

/** A server line as the forms edit it. */
export const toDraft = (l: {
  id: number;
  itemtypeid: number;
  description: string;
  quantity: number;
  rate: number;
  taxrate: number;
}): LineDraft => ({
  id: l.id,
  itemtypeid: l.itemtypeid,
  description: l.description,
  quantity: l.quantity,
  rate: l.rate,
  taxrate: l.taxrate,
});
