/** Money math in integer cents: no floating-point drift (ARCHITECTURE.md). */
export const toCents = (amount: number | string | null | undefined): number => {
  if (amount === null || amount === undefined || amount === "") return 0;
  const n = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(n)) throw new Error(`not an amount: ${amount}`);
  return Math.round(n * 100);
};

export const fromCents = (cents: number): number => cents / 100;

/**
 * Header margin of a work order (spec 2 §9): (invoiced total − vendor cost) / invoiced total, in percent with
 * 2 decimals; 0 when both are 0, −100 when there is cost but nothing invoiced.
 */
export const headerMarginPercent = (invoicedCents: number, vendorCostCents: number): number => {
  if (invoicedCents === 0) return vendorCostCents === 0 ? 0 : -100;
  return Math.round(((invoicedCents - vendorCostCents) / invoicedCents) * 10_000) / 100;
};

export const formatUsd = (amount: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
