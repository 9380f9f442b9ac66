/*
 * Invoice rules (issue 32 §5): a vendor's portal invoice is approved by the system when every enabled rule
 * holds, else left for a person with the failed rules listed. One pure evaluator; the server gathers the facts.
 */

export const INVOICE_RULE_KEYS = ["nte", "rates", "hours", "photos"] as const;
export type InvoiceRuleKey = (typeof INVOICE_RULE_KEYS)[number];

/** What each rule checks, and what its tolerance means (the Admin screen shows both). */
export const INVOICE_RULE_INFO: Readonly<Record<InvoiceRuleKey, { label: string; tolerance: string }>> = {
  nte: { label: "Total within the order's NTE", tolerance: "dollars over the NTE allowed" },
  rates: {
    label: "Labor and trip rates within the vendor's (else the customer's) trade rates",
    tolerance: "percent over the rate allowed",
  },
  hours: {
    label: "Labor hours consistent with the check-in / check-out times",
    tolerance: "hours of difference allowed",
  },
  photos: { label: "Required photos attached to the order", tolerance: "photos required (at least)" },
};

export interface InvoiceRuleSetting {
  key: InvoiceRuleKey;
  enabled: boolean;
  tolerance: number;
}

export interface InvoiceRuleFacts {
  totalCents: number;
  /** The order's NTE; null when it has none. */
  nteCents: number | null;
  labor: readonly { hourlyCents: number; hours: number; techs: number }[];
  /** Other lines described as a trip charge: their unit prices. */
  tripCents: readonly number[];
  /** The trade's rates (the vendor's, else the customer's); null when there is none to compare with. */
  rate: { regularCents: number; tripCents: number | null } | null;
  /** Hours on site from the check-ins / check-outs, else from the order's on-site → complete dates; null: none. */
  workedHours: number | null;
  photos: number;
}

export interface FailedInvoiceRule {
  key: InvoiceRuleKey;
  message: string;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

const CHECKS: Record<InvoiceRuleKey, (f: InvoiceRuleFacts, tolerance: number) => string | null> = {
  nte: (f, tolerance) => {
    if (f.nteCents === null) return "The work order has no NTE to compare with.";
    const allowed = f.nteCents + Math.round(tolerance * 100);
    return f.totalCents <= allowed
      ? null
      : `Total ${usd(f.totalCents)} is over the NTE of ${usd(f.nteCents)}.`;
  },
  rates: (f, tolerance) => {
    const rate = f.rate;
    if (!rate) return "No trade rate to compare the invoice's rates with.";
    const factor = 1 + tolerance / 100;
    const over = f.labor.find((l) => l.hourlyCents > Math.round(rate.regularCents * factor));
    if (over)
      return `Labor rate ${usd(over.hourlyCents)} is over the trade rate of ${usd(rate.regularCents)}.`;
    const trip = rate.tripCents;
    const overTrip = trip === null ? undefined : f.tripCents.find((c) => c > Math.round(trip * factor));
    if (overTrip !== undefined && trip !== null)
      return `Trip charge ${usd(overTrip)} is over the trade's trip charge of ${usd(trip)}.`;
    return null;
  },
  hours: (f, tolerance) => {
    // Hours billed per technician: the longest line (techs work side by side).
    const billed = f.labor.reduce((a, l) => Math.max(a, l.hours), 0);
    if (billed === 0) return null;
    if (f.workedHours === null) return "No check-in / check-out times to compare the hours with.";
    return Math.abs(billed - f.workedHours) <= tolerance
      ? null
      : `${round2(billed)} hours billed, ${round2(f.workedHours)} hours on site.`;
  },
  photos: (f, tolerance) => {
    const required = Math.max(1, Math.ceil(tolerance));
    return f.photos >= required ? null : `${f.photos} of ${required} required photos attached.`;
  },
};

/**
 * The enabled rules an invoice fails (empty: every one holds). `autoApprove` only when at least one rule is
 * enabled and none fails: with no rule configured every invoice waits for a person, as before the rules.
 */
export const evaluateInvoiceRules = (
  settings: readonly InvoiceRuleSetting[],
  facts: InvoiceRuleFacts,
): { failed: FailedInvoiceRule[]; autoApprove: boolean } => {
  const enabled = settings.filter((s) => s.enabled);
  const failed = enabled.flatMap((s) => {
    const message = CHECKS[s.key](facts, s.tolerance);
    return message ? [{ key: s.key, message }] : [];
  });
  return { failed, autoApprove: enabled.length > 0 && failed.length === 0 };
};

/** A trip charge among an invoice's other lines (the portal's Other type carries it by description). */
export const isTripCharge = (description: string | null | undefined): boolean =>
  /\btrip\b/i.test(description ?? "");
