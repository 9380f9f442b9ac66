import { describe, expect, it } from "vitest";
import { popupColumns } from "./popup-columns.tsx";

const names = (a: Parameters<typeof popupColumns>[0]) => popupColumns(a).map((c) => c.name);

describe("home popup columns (spec 1 §6)", () => {
  it("external users never get vendors or invoice amounts", () => {
    for (const audience of ["vendor", "customer"] as const) {
      expect(names(audience)).not.toContain("vendors");
      expect(names(audience)).not.toContain("invoiceamount");
      expect(names(audience).slice(0, 2)).toEqual(["wonumber", "status"]);
    }
    expect(names("vendor")).toContain("customername");
    expect(names("customer")).toContain("ponumber");
    expect(names("customer")).not.toContain("customername");
  });

  it("staff get the status, vendors and dispatcher", () => {
    expect(names("staff")).toEqual(expect.arrayContaining(["wonumber", "status", "vendors", "dispatcher"]));
  });
});
