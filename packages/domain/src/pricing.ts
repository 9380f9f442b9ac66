import { toCents } from "./money.ts";

/** Margin bounds of a customer proposal (spec 2 §5, §9). */
export const MARGIN_MIN = 10;
export const MARGIN_MAX = 100;
export const MARGIN_DEFAULT = 30;

/**
 * Proposed amount = quoted / (1 − margin/100) (spec 2 §9), in cents, rounded half up to the cent.
 * A 100 % margin has no finite price: it is refused.
 */
export const proposedAmountCents = (quotedCents: number, marginPercent: number): number => {
  if (!Number.isFinite(marginPercent) || marginPercent < 0 || marginPercent >= 100) {
    throw new RangeError(`margin must be at least 0 and below 100 (got ${marginPercent})`);
  }
  // Integer arithmetic on basis points: quoted × 10000 / (10000 − margin × 100).
  const bp = Math.round(marginPercent * 100);
  return Math.round((quotedCents * 10_000) / (10_000 - bp));
};

/** The margin a price and a cost give, in percent with 2 decimals: (total − cost) / total × 100 (spec 2 §9). */
export const marginPercent = (totalCents: number, costCents: number): number => {
  if (totalCents === 0) return costCents === 0 ? 0 : -100;
  return Math.round(((totalCents - costCents) / totalCents) * 10_000) / 100;
};

export interface PricedLine {
  quantity: number | string;
  rate: number | string;
  /** Percent, e.g. 8.25. */
  taxrate?: number | string | null;
}

export interface LineTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * Invoice and proposal line (spec 2 §9): subtotal = quantity × rate; tax = subtotal × taxrate / 100;
 * total = subtotal + tax. Each is rounded to the cent once, so line totals add up exactly.
 */
export const lineTotals = (line: PricedLine): LineTotals => {
  const qty = Number(line.quantity);
  const rateCents = toCents(line.rate);
  if (!Number.isFinite(qty)) throw new RangeError(`quantity is not a number: ${line.quantity}`);
  const subtotalCents = Math.round(qty * rateCents);
  const taxrate = Number(line.taxrate ?? 0);
  const taxCents = Math.round((subtotalCents * Math.round(taxrate * 10_000)) / 1_000_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
};

/** Document totals: the sum of the rounded line figures (never re-rounded from a float sum). */
export const documentTotals = (lines: readonly PricedLine[]): LineTotals =>
  lines.map(lineTotals).reduce(
    (a, l) => ({
      subtotalCents: a.subtotalCents + l.subtotalCents,
      taxCents: a.taxCents + l.taxCents,
      totalCents: a.totalCents + l.totalCents,
    }),
    { subtotalCents: 0, taxCents: 0, totalCents: 0 },
  );

/** Labor rate types of vendor proposals (spec 2 §9): 1 Regular ×1, 2 Overtime ×1.5, 3 Double Time ×2. */
export const LABOR_MULTIPLIER: Readonly<Record<number, number>> = { 1: 1, 2: 1.5, 3: 2 };

/** Labor cost = hourly rate × hours × number of techs × multiplier, in cents. */
export const laborCostCents = (l: {
  rate: number | string;
  hours: number;
  techs: number;
  ratetype: number;
}): number => {
  const m = LABOR_MULTIPLIER[l.ratetype];
  if (m === undefined) throw new RangeError(`unknown labor rate type ${l.ratetype}`);
  return Math.round(toCents(l.rate) * l.hours * l.techs * m);
};

/** Materials and other lines: unit price × quantity, in cents. */
export const unitCostCents = (l: { unitprice: number | string; quantity: number }): number =>
  Math.round(toCents(l.unitprice) * l.quantity);

/** Due date of a new invoice: today plus the customer's term in days (spec 2 §9). */
export const invoiceDueDate = (today: Date, termDays: number): Date => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + termDays);
  return d;
};

/**
 * A customer proposal's amount (spec 2 §9) — the one composition server and web use: its lines' total when it
 * has lines (whatever the margin, 100 % included), else quoted / (1 − margin/100); null when that has no value
 * (a 100 % margin, or a margin outside 0 … 100, without lines).
 */
export const customerProposalCents = (
  quotedCents: number,
  margin: number,
  lines: readonly PricedLine[],
): number | null => {
  if (lines.length) return documentTotals(lines).totalCents;
  if (!Number.isFinite(margin) || margin < 0 || margin >= 100) return null;
  return proposedAmountCents(quotedCents, margin);
};
