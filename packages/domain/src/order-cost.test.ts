import { describe, expect, it } from "vitest";
import { isVendorBill, orderCostCents, orderMarginPercent, vendorLineCostCents } from "./order-cost.ts";

describe("one cost per order", () => {
  it("costs a line at its bill once billed, at its quote before", () => {
    expect(vendorLineCostCents({ quotedamount: "450.00", invoiceamount: null })).toBe(45000);
    expect(vendorLineCostCents({ quotedamount: "450.00", invoiceamount: "412.50" })).toBe(41250);
    // A bill of $0.00 is a bill: the quote no longer counts.
    expect(vendorLineCostCents({ quotedamount: 450, invoiceamount: 0 })).toBe(0);
  });

  it("sums every line into the order's cost and margin", () => {
    const lines = [
      { quotedamount: "450.00", invoiceamount: null },
      { quotedamount: "100.00", invoiceamount: "120.10" },
    ];
    expect(orderCostCents(lines)).toBe(57010);
    expect(orderCostCents([])).toBe(0);
    // FMB-102001's case: $1,285.71 invoiced, $450 cost → 65 %.
    expect(orderMarginPercent(128571, [{ quotedamount: "450", invoiceamount: null }])).toBe(65);
    expect(orderMarginPercent(0, [])).toBe(0);
    expect(orderMarginPercent(0, lines)).toBe(-100);
    // Ties round away from zero, as PostgreSQL's round(numeric, 2) in the reports: −12.345 % → −12.35 %.
    expect(orderMarginPercent(200_000, [{ quotedamount: "2246.90", invoiceamount: null }])).toBe(-12.35);
    expect(orderMarginPercent(200_000, [{ quotedamount: "1753.10", invoiceamount: null }])).toBe(12.35);
  });

  it("makes a bill of an approved line with an invoice number only", () => {
    expect(isVendorBill({ isapproved: true, invoicenumber: "VINV-1" })).toBe(true);
    expect(isVendorBill({ isapproved: false, invoicenumber: "VINV-1" })).toBe(false);
    expect(isVendorBill({ isapproved: true, invoicenumber: null })).toBe(false);
    expect(isVendorBill({ isapproved: true, invoicenumber: "  " })).toBe(false);
  });
});
