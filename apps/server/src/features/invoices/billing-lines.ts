import { documentTotals, fromCents, lineTotals } from "@fm/domain";
import { z } from "zod";

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

export const moneyInput = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .min(0, `${label} must not be negative.`)
    .max(9_999_999_999.99, `${label} is too large.`)
    .multipleOf(0.01, `${label} has at most 2 decimals.`);

/** One line of a proposal or invoice as the client sends it; `id` keeps an existing line. */
export const lineInput = (maxType: number) =>
  z.object({
    id: z.coerce.number().int().positive().nullish(),
    itemtypeid: z.coerce
      .number({ error: "Item type is required." })
      .int()
      .min(1, "Item type is required.")
      .max(maxType, `Item type must be 1 to ${maxType}.`),
    description: z.string().trim().max(2000).default(""),
    quantity: z.coerce
      .number({ error: "Quantity is required." })
      .min(0, "Quantity must not be negative.")
      .max(999_999_999)
      .multipleOf(0.001, "Quantity has at most 3 decimals."),
    rate: moneyInput("Rate"),
    taxrate: z.coerce
      .number()
      .min(0, "Tax rate must not be negative.")
      .max(100, "Tax rate is at most 100.")
      .multipleOf(0.001, "Tax rate has at most 3 decimals.")
      .default(0),
    uomid: z.coerce.number().int().min(1).max(7, "Unit of measure must be 1 to 7.").nullish(),
  });
export type LineInput = z.infer<ReturnType<typeof lineInput>>;

export const LineOut = z.object({
  id: z.number(),
  itemtypeid: z.number(),
  itemtype: z.string(),
  description: z.string(),
  quantity: z.number(),
  rates: z.number(),
  rate: z.number(),
  taxrate: z.number(),
  uomid: z.number().nullable(),
  uom: z.string().nullable(),
  subtotal: z.number(),
  taxes: z.number(),
  total: z.number(),
});

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
