import { describe, expect, it } from "vitest";
import { donutArcs, niceTicks, ringPath } from "./donut.ts";

describe("donutArcs", () => {
  it("shares the turn by value, clockwise from the top, with the padding between slices", () => {
    const arcs = donutArcs([1, 3], 2);
    expect(arcs).toEqual([
      { start: 1, end: 1 + 89 },
      { start: 89 + 2 + 1, end: 92 + 267 },
    ]);
    expect((arcs[1]?.end ?? 0) + 1).toBe(360);
  });

  it("draws one slice as the whole ring, unpadded, and gives a zero slice no arc", () => {
    expect(donutArcs([0, 5, 0], 1)).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 360 },
      { start: 360, end: 360 },
    ]);
    expect(ringPath({ start: 0, end: 0 }, 70, 100)).toBe("");
  });

  it("draws a full ring as two circles and a slice as one segment", () => {
    expect(ringPath({ start: 0, end: 360 }, 70, 100)).toContain("M 0 -70");
    const quarter = ringPath({ start: 0, end: 90 }, 70, 100);
    expect(quarter).toMatch(
      /^M 0\.000 -100\.000 A 100 100 0 0 1 100\.000 0\.000 L 70\.000 0\.000 A 70 70 0 0 0/,
    );
  });
});

describe("niceTicks", () => {
  it("counts in whole, round steps up to at least the largest value", () => {
    expect(niceTicks(5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(95)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
