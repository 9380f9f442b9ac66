import { describe, expect, it } from "vitest";
import { type ScorecardCounts, scorecardOf, tradeAverageCents } from "./scorecards.ts";

const zero: ScorecardCounts = {
  lines: 0,
  accepted: 0,
  declined: 0,
  acceptseconds: 0,
  arrivals: 0,
  ontimearrivals: 0,
  slajudged: 0,
  slamet: 0,
  completed: 0,
  recalled: 0,
  invoicesjudged: 0,
  invoicesexact: 0,
  bills: 0,
  billcents: 0,
};

describe("scorecardOf", () => {
  it("measures nothing for a vendor without lines", () => {
    expect(scorecardOf(zero)).toMatchObject({
      acceptancerate: null,
      firsttimefix: null,
      costindex: null,
      score: null,
    });
  });

  it("computes each rate from its counts", () => {
    const m = scorecardOf(
      {
        ...zero,
        lines: 10,
        accepted: 3,
        declined: 1,
        acceptseconds: 3 * 1800,
        arrivals: 4,
        ontimearrivals: 3,
        slajudged: 5,
        slamet: 4,
        completed: 8,
        recalled: 2,
        invoicesjudged: 3,
        invoicesexact: 2,
        bills: 4,
        billcents: 100_000,
      },
      80_000,
    );
    expect(m).toEqual({
      lines: 10,
      acceptancerate: 75,
      acceptminutes: 30,
      ontimearrival: 75,
      slacompliance: 80,
      firsttimefix: 75,
      invoiceaccuracy: 66.7,
      averagecost: 250,
      costindex: 125,
      score: 74.3,
    });
  });

  it("a recall lowers first-time fix", () => {
    const before = scorecardOf({ ...zero, completed: 4 });
    const after = scorecardOf({ ...zero, completed: 4, recalled: 1 });
    expect(before.firsttimefix).toBe(100);
    expect(after.firsttimefix).toBe(75);
  });

  it("a trade's average needs a bill", () => {
    expect(tradeAverageCents(0, 0)).toBeNull();
    expect(tradeAverageCents(4, 1000)).toBe(250);
  });
});
