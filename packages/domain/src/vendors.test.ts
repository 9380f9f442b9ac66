import { describe, expect, it } from "vitest";
import { dispatchRefusal, isDispatchable, VENDOR_STATUS, VENDOR_TIER } from "./vendors.ts";

describe("isDispatchable(vendor)", () => {
  it("refuses tier 6 and Redlined vendors, naming why", () => {
    expect(
      dispatchRefusal({ tierid: VENDOR_TIER.DoNotUse, vendorstatustypeid: VENDOR_STATUS.Complete }),
    ).toBe("tier_6");
    expect(dispatchRefusal({ tierid: 1, vendorstatustypeid: VENDOR_STATUS.Redlined })).toBe("redlined");
    expect(isDispatchable({ tierid: 6, vendorstatustypeid: 4 })).toBe(false);
  });

  it("dispatches every other tier and status, and vendors without either", () => {
    for (const tierid of [null, 1, 2, 3, 4, 5])
      for (const vendorstatustypeid of [null, 1, 2, 3])
        expect(isDispatchable({ tierid, vendorstatustypeid })).toBe(true);
  });
});
