import { formatUsd, fromCents } from "@fm/domain";
import { Table } from "@mantine/core";

/** One captioned amount of a document's summary (Labor, Taxes, Total…), in cents. */
export interface AmountRow {
  label: string;
  cents: number;
}

/**
 * A document's amounts, one a row, the last (its total) in bold: the totals under a line editor and the cost
 * summary of a vendor proposal. `framed` draws the table's border, the editor's totals stand unframed.
 */
export const AmountsTable = ({
  label,
  rows,
  width,
  framed = false,
  totalTestId,
}: {
  /** The table's accessible name ("Totals", "Cost summary"). */
  label: string;
  rows: readonly AmountRow[];
  width: number;
  framed?: boolean;
  /** A test id on the total's amount cell. */
  totalTestId?: string;
}) => (
  <Table
    w={width}
    aria-label={label}
    {...(framed ? { withTableBorder: true } : { withRowBorders: false, verticalSpacing: 2 })}
  >
    <Table.Tbody>
      {rows.map((r, i) => {
        const total = i === rows.length - 1;
        return (
          <Table.Tr key={r.label} fw={total ? 700 : undefined}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td ta="right" data-testid={total ? totalTestId : undefined}>
              {formatUsd(fromCents(r.cents))}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </Table.Tbody>
  </Table>
);
