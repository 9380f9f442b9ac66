import type { Principal } from "@fm/domain";
import { describe, expect, it } from "vitest";
import {
  type AccessRule,
  adminOnly,
  allOf,
  anyOf,
  permission,
  permissionOrAdmin,
  publicRoute,
  role,
  signedIn,
  staffOnly,
} from "./access.ts";

const who = (roles: string[], permissions: string[] = []): Principal => ({ roles, permissions });
const allows = (rule: AccessRule, p: Principal) => rule.check === null || rule.check(p);

describe("access rules", () => {
  it("publicRoute needs no token; signedIn admits anyone with one", () => {
    expect(publicRoute.check).toBeNull();
    expect(allows(signedIn, who([]))).toBe(true);
    expect(allows(signedIn, who(["Customer"]))).toBe(true);
  });

  it("staffOnly admits internal roles only, never an external or role-less user", () => {
    for (const r of ["Admin", "AccountingAdmin", "Dispatchers"])
      expect(allows(staffOnly, who([r]))).toBe(true);
    for (const r of ["Tech", "Vendor", "Customer"]) expect(allows(staffOnly, who([r]))).toBe(false);
    expect(allows(staffOnly, who(["Dispatchers", "Vendor"]))).toBe(false);
    expect(allows(staffOnly, who([], ["read:workorders"]))).toBe(false);
  });

  it("adminOnly admits the Admin role or the admin permission", () => {
    expect(allows(adminOnly, who(["Admin"]))).toBe(true);
    expect(allows(adminOnly, who(["Dispatchers"], ["admin"]))).toBe(true);
    expect(allows(adminOnly, who(["Dispatchers"], ["read:workorders"]))).toBe(false);
  });

  it("role() and permission() match exactly", () => {
    expect(allows(role("AccountingAdmin"), who(["AccountingAdmin"]))).toBe(true);
    expect(allows(role("AccountingAdmin"), who(["Admin"]))).toBe(false);
    expect(allows(permission("view:reports"), who([], ["view:reports"]))).toBe(true);
    expect(allows(permission("view:reports"), who(["Admin"], ["View:Reports"]))).toBe(false);
  });

  it("permissionOrAdmin is the permission or Admin", () => {
    const rule = permissionOrAdmin("reassign:dispatchers");
    expect(allows(rule, who(["Dispatchers"], ["reassign:dispatchers"]))).toBe(true);
    expect(allows(rule, who(["Admin"]))).toBe(true);
    expect(allows(rule, who(["Dispatchers"]))).toBe(false);
    expect(rule.describe).toBe("permission reassign:dispatchers or Admin");
  });

  it("anyOf needs one rule, allOf every rule; both describe themselves for the API docs", () => {
    const either = anyOf(role("Vendor"), role("Tech"));
    expect(allows(either, who(["Tech"]))).toBe(true);
    expect(allows(either, who(["Customer"]))).toBe(false);
    expect(either.describe).toBe("role Vendor or role Tech");

    const both = allOf(staffOnly, permission("approve:vendorinvoice"));
    expect(allows(both, who(["AccountingAdmin"], ["approve:vendorinvoice"]))).toBe(true);
    expect(allows(both, who(["Vendor"], ["approve:vendorinvoice"]))).toBe(false);
    expect(allows(both, who(["AccountingAdmin"]))).toBe(false);
    expect(both.describe).toBe("staff (not Tech, Vendor or Customer) and permission approve:vendorinvoice");
  });

  it("treats a public rule inside a combination as satisfied", () => {
    expect(allows(anyOf(publicRoute, adminOnly), who([]))).toBe(true);
    expect(allows(allOf(publicRoute, adminOnly), who([]))).toBe(false);
    expect(anyOf().check?.(who(["Admin"]))).toBe(false);
    expect(allOf().check?.(who([]))).toBe(true);
  });
});
