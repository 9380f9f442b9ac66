import { documentTotals, fromCents, lineTotals } from "@fm/domain";
import type { LineInput } from "@fm/domain/contracts";
import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { invoiceItems, proposalItems } from "../../db/schema/index.ts";

/** Proposal item types (spec 2 §3, §9); invoice lines use 1 to 5. */
export const ITEM_TYPES: Readonly<Record<number, string>> = {
  1: "Labor",
  2: "Material",
  3: "Travel",
  4: "Other",
  5: "Tax",
  6: "Misc",
};
/** Units of measure (spec 2 §3). */
export const UNITS_OF_MEASURE: Readonly<Record<number, string>> = {
  1: "Each",
  2: "Box",
  3: "Feet",
  4: "Sq Ft",
  5: "Lbs",
  6: "Gal",
  7: "Oz",
};

export type { LineInput };

export interface LineRow {
  id: number;
  itemtypeid: number;
  description: string;
  quantity: string;
  rate: string;
  taxrate: string;
  uomid: number | null;
}

/** Columns of a stored line from its input (numbers as exact decimal strings). */
export const lineValues = (l: LineInput) => ({
  itemtypeid: l.itemtypeid,
  description: l.description,
  quantity: String(l.quantity),
  rate: l.rate.toFixed(2),
  taxrate: String(l.taxrate),
  uomid: l.uomid ?? null,
});

/** A stored line with its subtotal, taxes and total (spec 2 §9), each rounded to the cent once. */
export const presentBillingLine = (r: LineRow) => {
  const t = lineTotals(r);
  return {
    id: r.id,
    itemtypeid: r.itemtypeid,
    itemtype: ITEM_TYPES[r.itemtypeid] ?? "",
    description: r.description,
    quantity: Number(r.quantity),
    rates: Number(r.rate),
    rate: Number(r.rate),
    taxrate: Number(r.taxrate),
    uomid: r.uomid,
    uom: r.uomid === null ? null : (UNITS_OF_MEASURE[r.uomid] ?? null),
    subtotal: fromCents(t.subtotalCents),
    taxes: fromCents(t.taxCents),
    total: fromCents(t.totalCents),
  };
};

export const totalsOf = (rows: readonly Pick<LineRow, "quantity" | "rate" | "taxrate">[]) =>
  documentTotals(rows);

/** True when the submitted lines are exactly the stored ones (same ids and values). */
export const sameLines = (stored: readonly LineRow[], input: readonly LineInput[]) => {
  if (stored.length !== input.length) return false;
  return input.every((l) => {
    const s = stored.find((r) => r.id === l.id);
    if (!s) return false;
    const v = lineValues(l);
    return (
      s.itemtypeid === v.itemtypeid &&
      s.description === v.description &&
      Number(s.quantity) === Number(v.quantity) &&
      Number(s.rate) === Number(v.rate) &&
      Number(s.taxrate) === Number(v.taxrate) &&
      s.uomid === v.uomid
    );
  });
};

/** The stored lines of these customer invoices, in entry order, in one query (staff tab and customer portal). */
export const invoiceItemsOf = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select()
        .from(invoiceItems)
        .where(inArray(invoiceItems.invoiceid, [...ids]))
        .orderBy(asc(invoiceItems.id))
    : [];

/** The stored lines of these customer proposals, in entry order, in one query (staff tab and customer portal). */
export const proposalItemsOf = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select()
        .from(proposalItems)
        .where(inArray(proposalItems.proposalid, [...ids]))
        .orderBy(asc(proposalItems.id))
    : [];
