import { describe, expect, it } from "vitest";
import { defaultPermissionsFor } from "./permissions.ts";
import type { Role } from "./roles.ts";
import { canOpenRoute, isKnownRoute } from "./routes.ts";

const as = (role: Role) => ({ roles: [role], permissions: defaultPermissionsFor([role]) });

describe("route access (spec 3 §2.1)", () => {
  it("keeps external users out of staff routes", () => {
    for (const role of ["Customer", "Vendor", "Tech"] as const) {
      expect(canOpenRoute(as(role), "/workorder")).toBe(false);
      expect(canOpenRoute(as(role), "/customer")).toBe(false);
      expect(canOpenRoute(as(role), "/home")).toBe(true);
    }
  });

  it("opens the portals only to their own roles", () => {
    expect(canOpenRoute(as("Vendor"), "/vendorprofile")).toBe(true);
    expect(canOpenRoute(as("Tech"), "/vendorprofile/workorderlist")).toBe(true);
    expect(canOpenRoute(as("Customer"), "/vendorprofile")).toBe(false);
    expect(canOpenRoute(as("Customer"), "/customerprofile/workorderdetails")).toBe(true);
    expect(canOpenRoute(as("Admin"), "/customerprofile")).toBe(false);
  });

  it("needs AccountingAdmin for /accounting/pending and read:workorders for details", () => {
    expect(canOpenRoute(as("AccountingAdmin"), "/accounting/pending")).toBe(true);
    expect(canOpenRoute(as("Admin"), "/accounting/pending")).toBe(false);
    expect(canOpenRoute(as("Dispatchers"), "/workorder/details")).toBe(true);
    expect(canOpenRoute({ roles: ["Dispatchers"], permissions: [] }, "/workorder/details")).toBe(false);
  });

  it("matches paths case-insensitively and rejects unknown ones", () => {
    expect(canOpenRoute(as("Dispatchers"), "/Vendor/new")).toBe(true);
    expect(isKnownRoute("/nope")).toBe(false);
    expect(canOpenRoute(as("Admin"), "/nope")).toBe(false);
  });
});

describe("admin-only screens (screens.tsv)", () => {
  it("keeps bulk reassign, the user editor and zip import to Admins", () => {
    for (const path of ["/customer/reassigndispatcher", "/admin/users/details", "/admin/importvendorzips"]) {
      expect(canOpenRoute(as("Admin"), path)).toBe(true);
      expect(canOpenRoute(as("Dispatchers"), path)).toBe(false);
    }
    expect(canOpenRoute(as("Dispatchers"), "/admin")).toBe(true);
  });
});
