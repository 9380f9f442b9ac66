import { describe, expect, it } from "vitest";
import {
  rankingDistance,
  rankReason,
  SCORECARD_MILES_PER_POINT,
  SCORECARD_NEUTRAL_SCORE,
  scorecardMiles,
} from "./vendor-ranking.ts";

describe("the scorecard's weight in the vendor ranking", () => {
  it("counts each point above neutral as miles nearer, below as farther, none without a Score", () => {
    expect(SCORECARD_NEUTRAL_SCORE).toBe(50);
    expect(SCORECARD_MILES_PER_POINT).toBe(0.2);
    expect(scorecardMiles(100)).toBe(10);
    expect(scorecardMiles(50)).toBe(0);
    expect(scorecardMiles(25)).toBe(-5);
    expect(scorecardMiles(null)).toBe(0);
    expect(rankingDistance(12, 100)).toBe(2);
    expect(rankingDistance(12, null)).toBe(12);
    expect(rankingDistance(null, 90)).toBeNull();
  });

  it("a better Score ranks an otherwise equal vendor first; it overtakes a nearer one within its miles only", () => {
    const good = rankingDistance(5, 90);
    const plain = rankingDistance(5, 60);
    expect(good).not.toBeNull();
    expect(good ?? 0).toBeLessThan(plain ?? 0);
    // 8 miles nearer at Score 90; a vendor 7 miles nearer with no Score still loses, 9 miles nearer wins.
    expect(rankingDistance(12, 90) ?? 0).toBeLessThan(rankingDistance(5, null) ?? 0);
    expect(rankingDistance(12, 90) ?? 0).toBeGreaterThan(rankingDistance(3, null) ?? 0);
  });

  it("names every factor in the rank reason, the scorecard with its miles", () => {
    expect(rankReason({ dispatchpriority: 1, coversjobsite: true, distancefromjob: 3.24, score: 92.5 })).toBe(
      "dispatch priority 1, covers the job site's ZIP, 3.2 mi, scorecard 92.5 counts 8.5 mi nearer",
    );
    expect(
      rankReason({ dispatchpriority: null, coversjobsite: false, distancefromjob: null, score: 20 }),
    ).toBe("no dispatch priority, distance unknown, scorecard 20.0 counts 6.0 mi farther");
    expect(rankReason({ dispatchpriority: 2, coversjobsite: false, distancefromjob: 1, score: null })).toBe(
      "dispatch priority 2, 1.0 mi, no scorecard yet (counts as neutral)",
    );
  });
});
