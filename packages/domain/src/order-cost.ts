import { toCents } from "./money.ts";
import { marginPercent } from "./pricing.ts";

/*
 * One cost and one margin per work order (issue 35, docs/decisions/0042-one-cost-per-order.md). A vendor line
 * costs what its vendor billed (the bill's amount, from a vendor-portal submission or entered by staff on the
 * Vendor tab) and, until there is a bill, what the vendor quoted. The order's cost is the sum over its lines;
 * its margin is (invoiced − cost) ÷ invoiced (spec 2 §9, spec 3 §5). The header, Vendor Billing, Customer
 * Invoicing, the Margin reports and Report.xlsx all read these; the report rollup's SQL mirrors vendorLineCost
 * (migration 0042) and order-cost.test.ts in the server holds the two to the same figures.
 */

export interface CostedVendorLine {
  quotedamount: number | string;
  /** The vendor's bill amount; null while the vendor has not billed. */
  invoiceamount: number | string | null;
}

/** What one vendor line costs the order, in cents: the bill when there is one, else the quote. */
export const vendorLineCostCents = (line: CostedVendorLine): number =>
  line.invoiceamount === null ? toCents(line.quotedamount) : toCents(line.invoiceamount);

/** The order's vendor cost, in cents: every vendor line's cost. */
export const orderCostCents = (lines: readonly CostedVendorLine[]): number =>
  lines.reduce((a, l) => a + vendorLineCostCents(l), 0);

/**
 * The order's margin in percent with 2 decimals, from its invoiced total (non-rejected customer invoices) and its
 * vendor lines: 0 when both are 0, −100 when nothing is invoiced yet but there is a cost (spec 2 §9).
 */
export const orderMarginPercent = (invoicedCents: number, lines: readonly CostedVendorLine[]): number =>
  marginPercent(invoicedCents, orderCostCents(lines));

/** A vendor line is a bill for Accounting (Vendor Billing) once staff approved it with the vendor's invoice number. */
export const isVendorBill = (line: { isapproved: boolean; invoicenumber: string | null }): boolean =>
  line.isapproved && line.invoicenumber !== null && line.invoicenumber.trim() !== "";
