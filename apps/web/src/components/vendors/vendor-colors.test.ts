import { describe, expect, it } from "vitest";
import { paperworkColor, roundToHalf, vendorStatusColor } from "./vendor-colors.ts";

describe("vendor marks", () => {
  it("colours vendor status types and paperwork", () => {
    expect(vendorStatusColor(1)).toBe("#fff3bf");
    expect(vendorStatusColor(4)).toBe("#ff8787");
    expect(vendorStatusColor(null)).toBeUndefined();
    expect(paperworkColor(true)).not.toBe(paperworkColor(false));
  });

  it("shows ratings in half stars", () => {
    expect(roundToHalf(3.74)).toBe(3.5);
    expect(roundToHalf(3.76)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });
});
