import { formatUsd, fromCents, lineTotals } from "@fm/domain";
import { Button, Group, NativeSelect, NumberInput, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import {
  AmountsTable,
  type LineColumn,
  LineItemsTable,
  RemoveLineButton,
} from "../../../components/line-items/index.ts";
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
  /** An input's common props: named "Quantity of item 2" (the e2e tests and screen readers), off when locked. */
  const input = (what: string, i: number) => ({
    size: "xs" as const,
    "aria-label": `${what} of item ${i + 1}`,
    disabled: locked,
  });
  /** A number input of a line's field (quantity, tax rate). */
  const numberCell =
    (field: "quantity" | "taxrate", what: string, max?: number) => (l: LineDraft, i: number) => (
      <NumberInput
        {...input(what, i)}
        min={0}
        max={max}
        decimalScale={3}
        hideControls
        value={l[field]}
        onChange={(v) => set(i, { [field]: num(v) })}
      />
    );
  const amount = (caption: string, width: number, pick: (t: ReturnType<typeof lineTotals>) => number) => ({
    caption,
    width,
    align: "right" as const,
    cell: (l: LineDraft) => usd(pick(lineTotals(l))),
  });
  const columns: LineColumn<LineDraft>[] = [
    {
      caption: "Type",
      width: 130,
      cell: (l, i) => (
        <NativeSelect
          {...input("Type", i)}
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
          {...input("Description", i)}
          value={l.description}
          onChange={(e) => set(i, { description: e.currentTarget.value })}
        />
      ),
    },
    { caption: "Quantity", width: 100, cell: numberCell("quantity", "Quantity") },
    {
      caption: "Rate",
      width: 120,
      cell: (l, i) => (
        <MoneyInput
          {...input("Rate", i)}
          hideControls
          value={l.rate}
          onChange={(v) => set(i, { rate: num(v) })}
        />
      ),
    },
    { caption: "Tax Rate %", width: 100, cell: numberCell("taxrate", "Tax rate", 100) },
    amount("Subtotal", 110, (t) => t.subtotalCents),
    amount("Taxes", 100, (t) => t.taxCents),
    amount("Total", 110, (t) => t.totalCents),
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
        <AmountsTable
          label="Totals"
          width={280}
          totalTestId="document-total"
          rows={[
            { label: "Subtotal", cents: totals.subtotalCents },
            { label: "Taxes", cents: totals.taxCents },
            { label: "Total", cents: totals.totalCents },
          ]}
        />
      </Group>
    </>
  );
};

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
