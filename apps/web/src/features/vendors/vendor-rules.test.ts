import { describe, expect, it } from "vitest";
import {
  addressLine,
  effectiveVendorSearch,
  optionalPhone,
  required,
  requiredEmail,
  requiredPhone,
} from "./vendor-rules.ts";

describe("vendor list search (spec 3 §2.7)", () => {
  it("fires when cleared or with more than 3 characters, otherwise keeps the running search", () => {
    expect(effectiveVendorSearch("abc", "plumb")).toBe("plumb");
    expect(effectiveVendorSearch("abcd", "")).toBe("abcd");
    expect(effectiveVendorSearch("", "plumb")).toBe("");
    expect(effectiveVendorSearch("  ab ", "")).toBe("");
  });
});

describe("vendor form rules (spec 3 §5)", () => {
  it("uses the spec's messages", () => {
    expect(required("Name")("  ")).toBe("Name is required.");
    expect(required("Tier", "Tier is required.")(null)).toBe("Tier is required.");
    expect(requiredPhone("Primary Phone")("")).toBe("Primary Phone is required.");
    expect(requiredPhone("Primary Phone")("+1 (112) 555-0100")).toBe(
      "The phone must have a correct USA phone format",
    );
    expect(requiredPhone("Primary Phone")("(512) 555-0100")).toBeNull();
    expect(optionalPhone("")).toBeNull();
    expect(requiredEmail("Primary Email")("x@")).toBe("Primary Email is invalid.");
  });
  it("writes an address on one line", () => {
    expect(
      addressLine({ address: "1 Main St", address2: null, city: "Austin", state: "TX", postalCode: "78701" }),
    ).toBe("1 Main St, Austin, TX 78701");
  });
});
