import { formatUsd, fromCents, lineTotals } from "@fm/domain";
import { Button, Group, NativeSelect, NumberInput, Table, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type LineColumn, LineItemsTable, RemoveLineButton } from "../../../components/line-items/index.ts";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { formTotals, itemTypeOptions } from "./billing-rules.ts";
import type { LineDraft } from "./types.ts";

const num = (v: string | number) => (v === "" ? 0 : Number(v));
const usd = (cents: number) => formatUsd(fromCents(cents));

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
  const columns: LineColumn<LineDraft>[] = [
    {
      caption: "Type",
      width: 130,
      cell: (l, i) => (
        <NativeSelect
          size="xs"
          aria-label={`Type of item ${i + 1}`}
          disabled={locked}
          data={itemTypeOptions(maxType)}
          value={String(l.itemtypeid)}
          onChange={(e) => set(i, { itemtypeid: Number(e.currentTarget.value) })}
        />
      ),
    },
    {
      caption: "Description",
      cell: (l, i) => (
        <TextInput
          size="xs"
          aria-label={`Description of item ${i + 1}`}
          disabled={locked}
          value={l.description}
          onChange={(e) => set(i, { description: e.currentTarget.value })}
        />
      ),
    },
    {
      caption: "Quantity",
      width: 100,
      cell: (l, i) => (
        <NumberInput
          size="xs"
          aria-label={`Quantity of item ${i + 1}`}
          disabled={locked}
          min={0}
          decimalScale={3}
          hideControls
          value={l.quantity}
          onChange={(v) => set(i, { quantity: num(v) })}
        />
      ),
    },
    {
      caption: "Rate",
      width: 120,
      cell: (l, i) => (
        <MoneyInput
          size="xs"
          aria-label={`Rate of item ${i + 1}`}
          disabled={locked}
          hideControls
          value={l.rate}
          onChange={(v) => set(i, { rate: num(v) })}
        />
      ),
    },
    {
      caption: "Tax Rate %",
      width: 100,
      cell: (l, i) => (
        <NumberInput
          size="xs"
          aria-label={`Tax rate of item ${i + 1}`}
          disabled={locked}
          min={0}
          max={100}
          decimalScale={3}
          hideControls
          value={l.taxrate}
          onChange={(v) => set(i, { taxrate: num(v) })}
        />
      ),
    },
    { caption: "Subtotal", width: 110, align: "right", cell: (l) => usd(lineTotals(l).subtotalCents) },
    { caption: "Taxes", width: 100, align: "right", cell: (l) => usd(lineTotals(l).taxCents) },
    { caption: "Total", width: 110, align: "right", cell: (l) => usd(lineTotals(l).totalCents) },
  ];
  return (
    <>
      <LineItemsTable
        label="Line items"
        columns={columns}
        rows={lines}
        rowKey={(l, i) => l.id ?? `new-${i}`}
        emptyText="No items"
        actions={
          locked
            ? undefined
            : (_, i) => (
                <RemoveLineButton
                  label={`Remove item ${i + 1}`}
                  onClick={() => onChange(lines.filter((_, j) => j !== i))}
                />
              )
        }
      />
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
