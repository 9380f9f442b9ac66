import { describe, expect, it } from "vitest";
import { buildMenu } from "./menu.ts";
import { defaultPermissionsFor } from "./permissions.ts";
import type { Role } from "./roles.ts";
import { canOpenRoute } from "./routes.ts";

const menuOf = (role: Role) =>
  buildMenu({ roles: [role], permissions: defaultPermissionsFor([role]) }).map((g) => g.key);

describe("side menu visibility (spec 3 §6)", () => {
  it.each<[Role, string[]]>([
    ["Admin", ["home", "dashboard", "workorder", "customer", "vendor", "admin", "reports"]],
    ["Dispatchers", ["home", "dashboard", "workorder", "customer", "vendor"]],
    ["AccountingAdmin", ["home", "dashboard", "workorder", "customer", "vendor", "accounting", "reports"]],
    ["Vendor", ["home", "myprofile", "myworkorders"]],
    ["Tech", ["home", "myworkorders"]],
    ["Customer", ["home", "myprofile", "myworkorders"]],
  ])("%s sees %j", (role, groups) => {
    expect(menuOf(role)).toEqual(groups);
  });

  it("offers New / Import Work Order only to those the server lets create orders (issue 35)", () => {
    const items = (roles: Role[], permissions = defaultPermissionsFor(roles)) =>
      buildMenu({ roles, permissions }).flatMap((g) => g.items.map((i) => i.to));
    for (const role of ["Admin", "Dispatchers"] as Role[]) {
      expect(items([role])).toEqual(expect.arrayContaining(["/workorder/new?id=0", "/workorder/import"]));
    }
    expect(items(["AccountingAdmin"])).toContain("/workorder");
    expect(items(["AccountingAdmin"])).not.toContain("/workorder/new?id=0");
    expect(items(["AccountingAdmin"])).not.toContain("/workorder/import");
    // given add:workorder, an accountant gets them back
    const granted = [...defaultPermissionsFor(["AccountingAdmin"]), "add:workorder" as const];
    expect(items(["AccountingAdmin"], granted)).toContain("/workorder/import");
  });

  it("shows Reassign Dispatcher to Admin only", () => {
    const items = (role: Role) =>
      buildMenu({ roles: [role], permissions: defaultPermissionsFor([role]) }).flatMap((g) =>
        g.items.map((i) => i.to),
      );
    expect(items("Admin")).toContain("/customer/reassigndispatcher");
    expect(items("Dispatchers")).not.toContain("/customer/reassigndispatcher");
  });

  it("offers the Management Providers editor in the Admin group to Admins only, as its route allows", () => {
    const admin = { roles: ["Admin" as Role], permissions: defaultPermissionsFor(["Admin"]) };
    const adminItems = buildMenu(admin)
      .find((g) => g.key === "admin")
      ?.items.map((i) => i.to);
    expect(adminItems).toContain("/admin/managementproviders");
    expect(canOpenRoute(admin, "/admin/managementproviders")).toBe(true);
    for (const role of ["Dispatchers", "AccountingAdmin", "Customer"] as Role[]) {
      const p = { roles: [role], permissions: defaultPermissionsFor([role]) };
      expect(buildMenu(p).flatMap((g) => g.items.map((i) => i.to))).not.toContain(
        "/admin/managementproviders",
      );
      expect(canOpenRoute(p, "/admin/managementproviders")).toBe(false);
    }
  });

  it("gives customers the four My Work Orders lists, vendors and techs Today and three lists (issue 31)", () => {
    const lists = (role: Role) =>
      buildMenu({ roles: [role], permissions: [] })
        .find((g) => g.key === "myworkorders")
        ?.items.map((i) => i.to);
    expect(lists("Customer")).toEqual([
      "/customerprofile/workorderlist?status=open",
      "/customerprofile/workorderlist?status=invoiced",
      "/customerprofile/workorderlist?status=all",
      "/customerprofile/workorderlist?status=cancelled",
    ]);
    for (const role of ["Vendor", "Tech"] as Role[]) {
      expect(lists(role)).toEqual([
        "/vendorprofile/today",
        "/vendorprofile/workorderlist?status=open",
        "/vendorprofile/workorderlist?status=invoiced",
        "/vendorprofile/workorderlist?status=cancelled",
      ]);
      expect(canOpenRoute({ roles: [role], permissions: [] }, "/vendorprofile/today")).toBe(true);
    }
    expect(canOpenRoute({ roles: ["Dispatchers"], permissions: [] }, "/vendorprofile/today")).toBe(false);
  });

  it("hides the customer menu from a vendor even with read:customers", () => {
    const groups = buildMenu({ roles: ["Vendor"], permissions: ["read:customers", "read:vendors"] }).map(
      (g) => g.key,
    );
    expect(groups).not.toContain("customer");
    expect(groups).not.toContain("vendor");
  });
});
