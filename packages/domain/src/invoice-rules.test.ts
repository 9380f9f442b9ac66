import { describe, expect, it } from "vitest";
import {
  evaluateInvoiceRules,
  type InvoiceRuleFacts,
  type InvoiceRuleSetting,
  isTripCharge,
} from "./invoice-rules.ts";

const all = (tolerances: Partial<Record<InvoiceRuleSetting["key"], number>> = {}): InvoiceRuleSetting[] =>
  (["nte", "rates", "hours", "photos"] as const).map((key) => ({
    key,
    enabled: true,
    tolerance: tolerances[key] ?? (key === "photos" ? 1 : 0),
  }));

const good: InvoiceRuleFacts = {
  totalCents: 40_000,
  nteCents: 50_000,
  labor: [{ hourlyCents: 8_500, hours: 2, techs: 1 }],
  tripCents: [5_000],
  rate: { regularCents: 9_000, tripCents: 6_000 },
  workedHours: 2.25,
  photos: 2,
};

describe("evaluateInvoiceRules", () => {
  it("approves when every enabled rule holds (hours within the tolerance)", () => {
    expect(evaluateInvoiceRules(all({ hours: 0.5 }), good)).toEqual({ failed: [], autoApprove: true });
  });

  it("never approves with no rule enabled", () => {
    expect(evaluateInvoiceRules([], good).autoApprove).toBe(false);
    expect(evaluateInvoiceRules([{ key: "nte", enabled: false, tolerance: 0 }], good).autoApprove).toBe(
      false,
    );
  });

  it("lists each failed rule with its reason", () => {
    const r = evaluateInvoiceRules(all(), {
      ...good,
      totalCents: 60_000,
      labor: [{ hourlyCents: 12_000, hours: 5, techs: 2 }],
      workedHours: 2,
      photos: 0,
    });
    expect(r.autoApprove).toBe(false);
    expect(r.failed).toEqual([
      { key: "nte", message: "Total $600.00 is over the NTE of $500.00." },
      { key: "rates", message: "Labor rate $120.00 is over the trade rate of $90.00." },
      { key: "hours", message: "5 hours billed, 2 hours on site." },
      { key: "photos", message: "0 of 1 required photos attached." },
    ]);
  });

  it("fails what it cannot verify: no NTE, no rate, no times", () => {
    const r = evaluateInvoiceRules(all(), { ...good, nteCents: null, rate: null, workedHours: null });
    expect(r.failed.map((f) => f.key)).toEqual(["nte", "rates", "hours"]);
  });

  it("applies tolerances: dollars over NTE, percent over rates, a trip over its charge", () => {
    const over = { ...good, totalCents: 50_500, labor: [{ hourlyCents: 9_900, hours: 2, techs: 1 }] };
    expect(evaluateInvoiceRules(all({ nte: 10, rates: 10, hours: 0.5 }), over).failed).toEqual([]);
    expect(
      evaluateInvoiceRules(all({ nte: 0, rates: 0, hours: 0.5 }), over).failed.map((f) => f.key),
    ).toEqual(["nte", "rates"]);
    const trip = evaluateInvoiceRules(all({ hours: 0.5 }), { ...good, tripCents: [7_000] });
    expect(trip.failed).toEqual([
      { key: "rates", message: "Trip charge $70.00 is over the trade's trip charge of $60.00." },
    ]);
  });

  it("recognises a trip charge by its description", () => {
    expect(isTripCharge("Trip charge")).toBe(true);
    expect(isTripCharge("Round trip")).toBe(true);
    expect(isTripCharge("Tripod rental")).toBe(false);
  });
});
