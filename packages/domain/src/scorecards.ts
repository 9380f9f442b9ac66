/*
 * Vendor scorecards (issue 32 §4): the rates a page shows, from the counts the rollup keeps
 * (vendorscorecards, migration 0048). Pure, so the server, the web and the tests compute them alike.
 */

/** The counts of one rollup row (a vendor over all its lines, or over one trade's). */
export interface ScorecardCounts {
  lines: number;
  accepted: number;
  declined: number;
  acceptseconds: number;
  arrivals: number;
  ontimearrivals: number;
  slajudged: number;
  slamet: number;
  completed: number;
  recalled: number;
  invoicesjudged: number;
  invoicesexact: number;
  bills: number;
  billcents: number;
}

/** Percentages 0–100 with one decimal; null where nothing was measured yet. */
export interface ScorecardMetrics {
  lines: number;
  /** Accepted of the decided dispatches (accepted + declined). */
  acceptancerate: number | null;
  /** Mean minutes from dispatch to acceptance. */
  acceptminutes: number | null;
  /** Arrived (first check-in, else the on-site date) by the on-site-by time. */
  ontimearrival: number | null;
  slacompliance: number | null;
  /** Completed work not recalled within 30 days. */
  firsttimefix: number | null;
  /** Invoices approved at the amount the vendor submitted. */
  invoiceaccuracy: number | null;
  /** Mean vendor bill, dollars. */
  averagecost: number | null;
  /** The vendor's bills against the trade's average bill at the same mix of trades: 100 = the trade average. */
  costindex: number | null;
  /** Mean of the measured rates above (cost excluded): one number for lists. */
  score: number | null;
}

const pct = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/**
 * The metrics of a rollup row. `expectedCents` is what the vendor's bills would total at each trade's average
 * bill (Σ bills of a trade × that trade's average), so the cost index compares like with like.
 */
export const scorecardOf = (c: ScorecardCounts, expectedCents: number | null = null): ScorecardMetrics => {
  const metrics = {
    acceptancerate: pct(c.accepted, c.accepted + c.declined),
    ontimearrival: pct(c.ontimearrivals, c.arrivals),
    slacompliance: pct(c.slamet, c.slajudged),
    firsttimefix: pct(c.completed - c.recalled, c.completed),
    invoiceaccuracy: pct(c.invoicesexact, c.invoicesjudged),
  };
  const measured = Object.values(metrics).filter((v): v is number => v !== null);
  return {
    lines: c.lines,
    ...metrics,
    acceptminutes: c.accepted > 0 ? Math.round(c.acceptseconds / c.accepted / 60) : null,
    averagecost: c.bills > 0 ? Math.round(c.billcents / c.bills) / 100 : null,
    costindex: expectedCents && expectedCents > 0 && c.bills > 0 ? pct(c.billcents, expectedCents) : null,
    score: measured.length
      ? Math.round((measured.reduce((a, b) => a + b, 0) / measured.length) * 10) / 10
      : null,
  };
};

/** A trade's average bill in cents from the sums over its vendors (null without a bill). */
export const tradeAverageCents = (bills: number, billcents: number): number | null =>
  bills > 0 ? billcents / bills : null;
