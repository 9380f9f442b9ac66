import { describe, expect, it } from "vitest";
import type { Principal } from "../roles.ts";
import { ADMIN_POLICIES } from "./admin-policies.ts";
import { IMPORT_POLICIES } from "./import-policies.ts";
import { decide } from "./index.ts";
import { PARTY_POLICIES } from "./party-policies.ts";

const staff = (permissions: string[], roles = ["Dispatchers"]): Principal => ({ roles, permissions });
const admin = staff([], ["Admin"]);
const vendor = staff(["read:customers", "read:vendors"], ["Vendor"]);

describe("admin, party and import policies (issue 28)", () => {
  it("every Admin write is Admin only", () => {
    const change = { self: false, roles: ["Dispatchers"], blocked: false, isactive: true };
    for (const [action, rule] of Object.entries(ADMIN_POLICIES)) {
      const ctx = action === "updateUser" ? { change } : {};
      expect((rule as (u: Principal, c: unknown) => unknown)(admin, ctx), action).toBeNull();
      expect(
        (rule as (u: Principal, c: unknown) => unknown)(staff(["read:customers"]), ctx),
        action,
      ).toMatchObject({ code: "forbidden" });
    }
  });

  it("an admin cannot lock themself out (blocked, inactive, Admin role removed)", () => {
    const own = { self: true, roles: ["Admin"], blocked: false, isactive: true };
    expect(decide(admin, "updateUser", { change: own })).toBeNull();
    expect(decide(admin, "updateUser", { change: { ...own, blocked: true } })).toMatchObject({
      code: "invalid_state",
      field: "blocked",
    });
    expect(decide(admin, "updateUser", { change: { ...own, isactive: false } })).toMatchObject({
      field: "isactive",
    });
    expect(decide(admin, "updateUser", { change: { ...own, roles: ["Dispatchers"] } })).toMatchObject({
      field: "app_metadata.roles",
    });
    expect(decide(admin, "updateUser", { change: { ...own, self: false, blocked: true } })).toBeNull();
  });

  it("customer writes ask read:customers, vendor writes read:vendors, staff only", () => {
    for (const [action, rule] of Object.entries(PARTY_POLICIES)) {
      const needs = /Customer|JobSite|SpecialProcedures/.test(action) ? "read:customers" : "read:vendors";
      const other = needs === "read:customers" ? "read:vendors" : "read:customers";
      expect(rule(staff([needs]), {}), action).toBeNull();
      expect(rule(admin, {}), action).toBeNull();
      expect(rule(staff([other]), {}), action).toMatchObject({ code: "forbidden" });
      expect(rule(vendor, {}), action).toMatchObject({ code: "forbidden" });
    }
  });

  it("each import asks its own permission", () => {
    expect(IMPORT_POLICIES.importTradeRates(staff(["read:jobsites"]), {})).toBeNull();
    expect(IMPORT_POLICIES.importTradeRates(staff(["read:customers"]), {})).toMatchObject({
      code: "forbidden",
    });
    expect(IMPORT_POLICIES.importJobSites(staff(["read:jobsites"]), {})).toBeNull();
    expect(IMPORT_POLICIES.importVendorZips(staff(["read:vendors"]), {})).toMatchObject({
      code: "forbidden",
    });
    expect(IMPORT_POLICIES.importVendorZips(admin, {})).toBeNull();
    expect(IMPORT_POLICIES.importWorkOrder(staff(["add:workorder"]), {})).toBeNull();
    expect(IMPORT_POLICIES.importWorkOrder(staff(["read:workorders"]), {})).toMatchObject({
      code: "forbidden",
    });
    expect(IMPORT_POLICIES.importWorkOrder({ ...staff(["add:workorder"], ["Customer"]) }, {})).toMatchObject({
      code: "forbidden",
    });
  });
});
