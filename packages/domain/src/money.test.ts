import { describe, expect, it } from "vitest";
import { toCents } from "./money.ts";
import { marginPercent } from "./pricing.ts";

describe("money", () => {
  it("converts amounts to cents without float drift", () => {
    expect(toCents("0.1") + toCents("0.2")).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(null)).toBe(0);
  });
  it("computes the header margin as spec 2 §9 defines it", () => {
    expect(marginPercent(0, 0)).toBe(0);
    expect(marginPercent(0, 5000)).toBe(-100);
    expect(marginPercent(100000, 70000)).toBe(30);
    expect(marginPercent(30000, 10000)).toBe(66.67);
  });
});
