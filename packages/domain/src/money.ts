/** Money math in integer cents: no floating-point drift (ARCHITECTURE.md). */
export const toCents = (amount: number | string | null | undefined): number => {
  if (amount === null || amount === undefined || amount === "") return 0;
  const n = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(n)) throw new Error(`not an amount: ${amount}`);
  return Math.round(n * 100);
};

export const fromCents = (cents: number): number => cents / 100;

export const formatUsd = (amount: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
