/** US dollars as documents and mails show them: $1,234.50. */
export const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

/** Whole cents as System notes show them: $1234.50 (no grouping, always two decimals). */
export const usdFromCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;
