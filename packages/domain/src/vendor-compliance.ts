/**
 * Vendor compliance (issue 15, beyond the spec): the general-liability (COI) and workers'-comp dates of a
 * vendor are the days those certificates run out (spec 3 §2.8 "end date"); the W9 date is the day the W9 was
 * received, and a W9 is due for renewal W9_RENEWAL_YEARS later. One home for the rule; the vendors list,
 * Select Vendor, vendor search, the attach check and the daily reminder job all call it. The rule in words is
 * in docs/vendor-compliance.md.
 */

/** Days before expiry at which a document counts as expiring (the list and Select Vendor mark it). */
export const COMPLIANCE_WARNING_DAYS = 30;
/** A W9 on file is asked for again this many years after its date (common AP practice; the IRS sets none). */
export const W9_RENEWAL_YEARS = 3;
/** Reminder e-mails go out once per document per threshold (days before expiry). */
export const COMPLIANCE_REMINDER_THRESHOLDS = [30, 7] as const;

export type ComplianceDoc = "GL" | "WC" | "W9";
export type ComplianceState = "ok" | "expiring" | "expired" | "missing" | "exempt";

export interface ComplianceFacts {
  /** ISO dates (yyyy-mm-dd) or null. */
  glexpirationdate: string | null;
  wcexpirationdate: string | null;
  w9date: string | null;
  wcexempt: boolean;
}

export interface ComplianceItem {
  doc: ComplianceDoc;
  /** The day the document runs out (for W9: its date + W9_RENEWAL_YEARS), or null. */
  date: string | null;
  state: ComplianceState;
  /** Whole days from today to the date (negative once expired), null without a date. */
  daysLeft: number | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Today in UTC as yyyy-mm-dd (the server's and the tests' notion of "today"). */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const itemOf = (doc: ComplianceDoc, date: string | null, today: string, exempt: boolean): ComplianceItem => {
  if (exempt) return { doc, date, state: "exempt", daysLeft: null };
  if (!date) return { doc, date, state: "missing", daysLeft: null };
  const daysLeft = dayNumber(date) - dayNumber(today);
  const state: ComplianceState =
    daysLeft < 0 ? "expired" : daysLeft <= COMPLIANCE_WARNING_DAYS ? "expiring" : "ok";
  return { doc, date, state, daysLeft };
};

/** The day a W9 received on `w9date` (yyyy-mm-dd) is due for renewal. */
export const w9DueDate = (w9date: string): string => {
  const d = new Date(`${w9date.slice(0, 10)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + W9_RENEWAL_YEARS);
  return d.toISOString().slice(0, 10);
};

/** The state of each of the three documents on `today` (yyyy-mm-dd). */
export const complianceOf = (v: ComplianceFacts, today: string): ComplianceItem[] => [
  itemOf("GL", v.glexpirationdate, today, false),
  itemOf("WC", v.wcexpirationdate, today, v.wcexempt),
  itemOf("W9", v.w9date ? w9DueDate(v.w9date) : null, today, false),
];

/** True when any document is expiring or expired: the list and Select Vendor show the alert mark. */
export const hasComplianceAlert = (v: ComplianceFacts, today: string): boolean =>
  complianceOf(v, today).some((i) => i.state === "expiring" || i.state === "expired");

/**
 * Why the vendor may not be attached to a work order, or null: expired general liability, or expired
 * workers' comp unless the vendor is WC Exempt. A missing date or an expired W9 does not block.
 */
export const complianceBlock = (v: ComplianceFacts, today: string): "gl_expired" | "wc_expired" | null => {
  const items = complianceOf(v, today);
  if (items.find((i) => i.doc === "GL")?.state === "expired") return "gl_expired";
  if (items.find((i) => i.doc === "WC")?.state === "expired") return "wc_expired";
  return null;
};
