import { ROLES } from "@fm/domain";
import type { AdminUser } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import {
  bodyFromForm,
  EMPTY_USER,
  needsCustomerLink,
  needsVendorLink,
  userStatus,
  validateUser,
} from "./user-form.ts";

describe("Users tab editor rules", () => {
  it("asks for a vendor for Vendor/Tech users (or the Vendor flag) and a customer for Customer users", () => {
    expect(needsVendorLink({ roles: ["Tech"], isvendor: false })).toBe(true);
    expect(needsVendorLink({ roles: ["Dispatchers"], isvendor: true })).toBe(true);
    expect(needsVendorLink({ roles: ["Dispatchers"], isvendor: false })).toBe(false);
    expect(needsCustomerLink({ roles: ["Customer"] })).toBe(true);
    const v = { ...EMPTY_USER, roles: ["Vendor"] };
    expect(validateUser.vendorid(null, v)).toBe("Vendor is required for a Vendor or Tech user.");
    expect(validateUser.customerid(null, v)).toBeNull();
    expect(validateUser.roles([])).toBe("Role is required.");
    expect(validateUser.given_name(" ")).toBe("First Name is required.");
    expect(validateUser.email("nope")).toBe("Email is invalid.");
  });

  it("sends only the links the roles use, roles in catalogue order, report ids as numbers", () => {
    const body = bodyFromForm(
      {
        ...EMPTY_USER,
        given_name: " Ann ",
        roles: ["Tech", "Admin"],
        reports: ["13", "1"],
        vendorid: "7",
        customerid: "9",
      },
      ROLES,
    );
    expect(body).toMatchObject({
      given_name: "Ann",
      app_metadata: { roles: ["Admin", "Tech"] },
      reports: [13, 1],
      vendorid: 7,
      customerid: null,
    });
  });

  it("names the state an admin needs to see first", () => {
    const base = { blocked: false, isactive: true, invitation: "none" } as const;
    const status = (over: Partial<AdminUser>) => userStatus({ ...base, ...over } as AdminUser);
    expect(status({ blocked: true, invitation: "pending" })).toBe("Blocked");
    expect(status({ isactive: false })).toBe("Inactive");
    expect(status({ invitation: "pending" })).toBe("Invitation pending");
    expect(status({ invitation: "expired" })).toBe("Invitation expired");
    expect(status({})).toBe("Active");
  });
});
