import { describe, expect, it } from "vitest";
import { defaultPermissionsFor, PERMISSIONS } from "./permissions.ts";

describe("default role permissions", () => {
  it("gives Admin every permission", () => {
    expect(defaultPermissionsFor(["Admin"])).toEqual([...PERMISSIONS]);
  });
  it("unions the permissions of several roles without duplicates", () => {
    const both = defaultPermissionsFor(["Dispatchers", "AccountingAdmin"]);
    expect(new Set(both).size).toBe(both.length);
    expect(both).toContain("add:workorder");
    expect(both).toContain("approve:customerinvoice");
  });
  it("gives external roles no staff permission", () => {
    for (const role of ["Vendor", "Tech", "Customer"] as const) {
      expect(defaultPermissionsFor([role])).not.toContain("read:workorders");
    }
  });
});
