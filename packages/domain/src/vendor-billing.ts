import { laborCostCents, unitCostCents } from "./pricing.ts";
import { VENDOR_PROPOSAL_STATUS } from "./proposals.ts";

/*
 * The vendor portal's proposals and invoices (spec 2 §4 "Portal vendor proposal and invoice"): status 1 is
 * draft (Edit, Delete and Submit only then), Submit sets 2; an approved (3) proposal offers Create Invoice.
 * Invoices use the same numbers (3 once staff approved the vendor line's invoice).
 */
export const VENDOR_BILLING_STATUS = VENDOR_PROPOSAL_STATUS;

export const VENDOR_INVOICE_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: "Draft",
  2: "Submitted",
  3: "Approved",
  4: "Rejected",
};

/** Edit, delete and import items: drafts only. */
export const isVendorDraft = (statusid: number): boolean => statusid === VENDOR_BILLING_STATUS.Draft;
/** Submit: only from draft. */
export const canSubmitVendorDocument = (statusid: number): boolean =>
  statusid === VENDOR_BILLING_STATUS.Draft;
/** Create Invoice: only from an approved proposal. */
export const canInvoiceVendorProposal = (statusid: number): boolean =>
  statusid === VENDOR_BILLING_STATUS.Approved;

/** The ?status= of My Proposals / My Invoices (spec 3 §2.2) and the status id each one lists. */
export const VENDOR_PORTAL_BILLING_STATUSES = ["open", "waiting", "approved", "rejected"] as const;
export type VendorPortalBillingStatus = (typeof VENDOR_PORTAL_BILLING_STATUSES)[number];
export const VENDOR_PORTAL_BILLING_STATUS_ID: Readonly<Record<VendorPortalBillingStatus, number>> = {
  open: VENDOR_BILLING_STATUS.Draft,
  waiting: VENDOR_BILLING_STATUS.Waiting,
  approved: VENDOR_BILLING_STATUS.Approved,
  rejected: VENDOR_BILLING_STATUS.Rejected,
};

/** Skill levels (spec 2 §9). */
export const SKILL_LEVELS: Readonly<Record<number, string>> = {
  1: "Supervisor",
  2: "Technician",
  3: "Helper",
};
/** Labor rate types (spec 2 §9), multipliers in LABOR_MULTIPLIER. */
export const LABOR_RATE_TYPES: Readonly<Record<number, string>> = {
  1: "Regular",
  2: "Overtime",
  3: "Double Time",
};
/** Other-line types (spec 2 §9). */
export const OTHER_LINE_TYPES: Readonly<Record<number, string>> = { 1: "Other" };

export interface LaborAmountLine {
  hourlyrate: number | string;
  numberofhours: number | string;
  numberoftechs: number;
  typeid: number;
}
export interface UnitAmountLine {
  unitprice: number | string;
  quantity: number | string;
}

export const laborLineCents = (l: LaborAmountLine): number =>
  laborCostCents({
    rate: l.hourlyrate,
    hours: Number(l.numberofhours),
    techs: l.numberoftechs,
    ratetype: l.typeid,
  });

export const unitLineCents = (l: UnitAmountLine): number =>
  unitCostCents({ unitprice: l.unitprice, quantity: Number(l.quantity) });

/**
 * A vendor document's (proposal or invoice) money, in cents — the one composition: labor (rate × hours × techs
 * × multiplier), materials and other (unit price × quantity), and their total. A form passes its own line
 * functions (e.g. ones that count an incomplete line as 0) over the same composition.
 */
export const vendorDocumentParts = <L, U>(
  d: { labor: readonly L[]; materials: readonly U[]; other: readonly U[] },
  cents: { labor: (l: L) => number; unit: (l: U) => number },
) => {
  const labor = d.labor.reduce((a, l) => a + cents.labor(l), 0);
  const materials = d.materials.reduce((a, l) => a + cents.unit(l), 0);
  const other = d.other.reduce((a, l) => a + cents.unit(l), 0);
  return { labor, materials, other, total: labor + materials + other };
};

/** Proposal or invoice amount: labor (rate × hours × techs × multiplier) + materials and other (price × qty). */
export const vendorDocumentCents = (d: {
  labor: readonly LaborAmountLine[];
  materials: readonly UnitAmountLine[];
  other: readonly UnitAmountLine[];
}): number => vendorDocumentParts(d, { labor: laborLineCents, unit: unitLineCents }).total;
