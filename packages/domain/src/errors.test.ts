import { describe, expect, it } from "vitest";
import { API_ERROR_CODES, CLIENT_ERROR_CODES, isErrorCode } from "./errors.ts";

describe("error codes", () => {
  it("are unique and known to isErrorCode", () => {
    const all = [...API_ERROR_CODES, ...CLIENT_ERROR_CODES];
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode("nope")).toBe(false);
    expect(isErrorCode(5)).toBe(false);
  });

  it("tell the vendor refusals apart", () => {
    for (const code of ["duplicate", "vendor_tier_6", "vendor_redlined", "vendor_excluded", "locked"])
      expect(API_ERROR_CODES).toContain(code);
  });
});
