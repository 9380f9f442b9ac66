/**
 * Vendor compliance (issue 15, beyond the spec): the general-liability (COI), workers'-comp and W9 dates of a
 * vendor are the dates those documents run out. One home for the rule; the vendors list, Select Vendor, the
 * attach check and the daily reminder job all call it. The rule in words is in docs/vendor-compliance.md.
 */

/** Days before expiry at which a document counts as expiring (the list and Select Vendor mark it). */
export const COMPLIANCE_WARNING_DAYS = 30;
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

/** The state of each of the three documents on `today` (yyyy-mm-dd). */
export const complianceOf = (v: ComplianceFacts, today: string): ComplianceItem[] => [
  itemOf("GL", v.glexpirationdate, today, false),
  itemOf("WC", v.wcexpirationdate, today, v.wcexempt),
  itemOf("W9", v.w9date, today, false),
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
