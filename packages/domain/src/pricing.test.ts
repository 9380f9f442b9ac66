import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  customerProposalCents,
  documentTotals,
  invoiceDueDate,
  laborCostCents,
  lineTotals,
  marginPercent,
  proposedAmountCents,
  unitCostCents,
} from "./pricing.ts";
import { laborLineCents, unitLineCents, vendorDocumentCents, vendorDocumentParts } from "./vendor-billing.ts";

const cents = fc.integer({ min: 0, max: 100_000_000 });
const margin = fc.integer({ min: 1000, max: 9500 }).map((bp) => bp / 100);
const line = fc.record({
  quantity: fc.integer({ min: 0, max: 10_000 }).map((q) => q / 4),
  rate: cents.map((c) => (c / 100).toFixed(2)),
  taxrate: fc.integer({ min: 0, max: 2000 }).map((t) => t / 100),
});

describe("pricing (spec 2 §9)", () => {
  it("prices a quote at the default 30% margin", () => {
    expect(proposedAmountCents(70_000, 30)).toBe(100_000);
    expect(proposedAmountCents(0, 30)).toBe(0);
    expect(() => proposedAmountCents(100, 100)).toThrow(RangeError);
  });

  it("round-trips the margin: pricing a cost at m% gives a margin within a cent of m", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), margin, (cost, m) => {
        const price = proposedAmountCents(cost, m);
        const back = marginPercent(price, cost);
        // one cent of rounding on the price moves the margin by at most 100/price percent (+ 2-decimal rounding)
        expect(Math.abs(back - m)).toBeLessThanOrEqual(100 / price + 0.01 + 1e-9);
      }),
    );
  });

  it("never loses or invents a cent: a document total is the exact sum of its line totals", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const doc = documentTotals(lines);
        const each = lines.map(lineTotals);
        expect(doc.totalCents).toBe(each.reduce((a, l) => a + l.totalCents, 0));
        expect(doc.totalCents).toBe(doc.subtotalCents + doc.taxCents);
        for (const l of each) {
          expect(Number.isInteger(l.subtotalCents) && Number.isInteger(l.taxCents)).toBe(true);
        }
      }),
    );
  });

  it("computes line tax on the subtotal, rounded to the cent", () => {
    expect(lineTotals({ quantity: 3, rate: "19.99", taxrate: 8.25 })).toEqual({
      subtotalCents: 5997,
      taxCents: 495,
      totalCents: 6492,
    });
    expect(lineTotals({ quantity: 0.5, rate: "0.01", taxrate: 0 })).toEqual({
      subtotalCents: 1,
      taxCents: 0,
      totalCents: 1,
    });
  });

  it("gives margin 0 for 0/0 and -100 for cost without invoices (header rule)", () => {
    expect(marginPercent(0, 0)).toBe(0);
    expect(marginPercent(0, 1)).toBe(-100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (c) => {
        expect(marginPercent(c, c)).toBe(0);
        expect(marginPercent(c, 0)).toBe(100);
      }),
    );
  });

  it("costs labor by rate type and materials by unit price", () => {
    expect(laborCostCents({ rate: "80", hours: 2, techs: 2, ratetype: 1 })).toBe(32_000);
    expect(laborCostCents({ rate: "80", hours: 2, techs: 1, ratetype: 2 })).toBe(24_000);
    expect(laborCostCents({ rate: "80", hours: 1, techs: 1, ratetype: 3 })).toBe(16_000);
    expect(() => laborCostCents({ rate: "80", hours: 1, techs: 1, ratetype: 9 })).toThrow(RangeError);
    expect(unitCostCents({ unitprice: "12.34", quantity: 3 })).toBe(3702);
  });

  it("sets the invoice due date to today plus the term", () => {
    expect(invoiceDueDate(new Date("2026-11-22T18:00:00Z"), 30).toISOString().slice(0, 10)).toBe(
      "2026-12-22",
    );
  });
});

describe("customerProposalCents: the one proposal amount (server and web)", () => {
  it("is the lines' total when there are lines, at any margin including 100 %", () => {
    const lines = [{ quantity: 2, rate: 50, taxrate: 0 }];
    expect(customerProposalCents(0, 100, lines)).toBe(10_000);
    expect(customerProposalCents(99_999, 30, lines)).toBe(10_000);
  });

  it("is quoted / (1 − margin) without lines, and null at a 100 % margin", () => {
    expect(customerProposalCents(7_000, 30, [])).toBe(10_000);
    expect(customerProposalCents(7_000, 100, [])).toBeNull();
    expect(customerProposalCents(7_000, -1, [])).toBeNull();
  });
});

describe("vendorDocumentParts / vendorDocumentCents: the one vendor-document composition", () => {
  it("adds labor (rate × hours × techs × multiplier), materials and other", () => {
    const doc = {
      labor: [{ hourlyrate: 50, numberofhours: 2, numberoftechs: 2, typeid: 1 }],
      materials: [{ unitprice: "10.50", quantity: 2 }],
      other: [{ unitprice: 5, quantity: 1 }],
    };
    const parts = vendorDocumentParts(doc, { labor: laborLineCents, unit: unitLineCents });
    expect(parts).toEqual({ labor: 20_000, materials: 2_100, other: 500, total: 22_600 });
    expect(vendorDocumentCents(doc)).toBe(parts.total);
  });
});
