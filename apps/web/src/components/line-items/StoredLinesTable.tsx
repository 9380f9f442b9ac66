import { formatUsd } from "@fm/domain";
import type { LineOut } from "@fm/domain/contracts";
import type { ReactNode } from "react";
import { type LineColumn, LineItemsTable } from "./LineItemsTable.tsx";

const money = (caption: string, pick: (l: LineOut) => number): LineColumn<LineOut> => ({
  caption,
  align: "right",
  cell: (l) => formatUsd(pick(l)),
});

/**
 * A stored proposal's or invoice's lines, read-only (customer portal; staff proposals, edited in a popup):
 * `detailed` adds the subtotal and taxes of each line.
 */
export const StoredLinesTable = ({
  lines,
  label,
  detailed = false,
  actions,
}: {
  lines: readonly LineOut[];
  label: string;
  detailed?: boolean;
  actions?: (line: LineOut) => ReactNode;
}) => (
  <LineItemsTable
    label={label}
    rows={lines}
    rowKey={(l) => l.id}
    emptyText="No items"
    actions={actions}
    columns={[
      { caption: "Type", cell: (l) => l.itemtype },
      { caption: "Description", cell: (l) => l.description },
      { caption: "Quantity", align: "right", cell: (l) => l.quantity },
      money("Rate", (l) => l.rate),
      { caption: "Tax Rate %", align: "right", cell: (l) => l.taxrate },
      ...(detailed ? [money("Subtotal", (l) => l.subtotal), money("Taxes", (l) => l.taxes)] : []),
      money("Total", (l) => l.total),
    ]}
  />
);
