import { describe, expect, it } from "vitest";
import type { Principal } from "../roles.ts";
import { CONFIGURATION_POLICIES } from "./configuration-policies.ts";
import { decide } from "./index.ts";
import { NOT_LINKED_TO_VENDOR, VENDOR_PORTAL_POLICIES } from "./vendor-portal-policies.ts";

const user = (roles: string[], permissions: string[] = []): Principal => ({ roles, permissions });
const admin = user(["Admin"]);
const accounting = user(["AccountingAdmin"], ["read:workorders"]);
const dispatcher = user(["Dispatchers"], ["read:workorders", "update:workorder"]);
const vendor = user(["Vendor"]);
const tech = user(["Tech"]);
const customer = user(["Customer"]);
/** An Admin next to an external role is no Admin (issue 29). */
const vendorAdmin = user(["Vendor", "Admin"], ["admin"]);
const viaToken = (p: Principal) => ({ ...p, apitokenid: 7 });

describe("configuration policies (SLA, automatic dispatch, invoice rules, webhooks: issue 28)", () => {
  const adminWrites = Object.keys(CONFIGURATION_POLICIES).filter(
    (a) => a !== "editInvoiceRule" && a !== "createApiToken" && a !== "revokeApiToken",
  ) as (keyof typeof CONFIGURATION_POLICIES)[];

  it.each(adminWrites)("%s is Admin only", (action) => {
    expect(decide(admin, action, { own: false })).toBeNull();
    for (const other of [accounting, dispatcher, vendor, tech, customer, vendorAdmin])
      expect(decide(other, action, { own: false }), other.roles.join()).toMatchObject({ code: "forbidden" });
  });

  it("invoice rules are AccountingAdmin's or an Admin's", () => {
    expect(decide(admin, "editInvoiceRule", {})).toBeNull();
    expect(decide(accounting, "editInvoiceRule", {})).toBeNull();
    for (const other of [dispatcher, vendor, customer, user(["AccountingAdmin", "Vendor"])])
      expect(decide(other, "editInvoiceRule", {}), other.roles.join()).toMatchObject({ code: "forbidden" });
  });
});

describe("API token policies", () => {
  it.each(["createApiToken", "revokeApiToken"] as const)(
    "%s: one's own (staff, Vendor, Customer; never a Tech), anyone's only an Admin's",
    (action) => {
      for (const owner of [admin, dispatcher, accounting, vendor, customer])
        expect(decide(owner, action, { own: true }), owner.roles.join()).toBeNull();
      expect(decide(tech, action, { own: true })).toMatchObject({ code: "forbidden" });
      expect(decide(admin, action, { own: false })).toBeNull();
      for (const other of [dispatcher, accounting, vendor, customer, vendorAdmin])
        expect(decide(other, action, { own: false }), other.roles.join()).toMatchObject({
          code: "forbidden",
        });
    },
  );

  it("a token never manages tokens, not even an Admin's own", () => {
    expect(decide(viaToken(admin), "createApiToken", { own: false })).toMatchObject({
      code: "forbidden",
      message: "API tokens are managed by a signed-in user, not with an API token.",
    });
    expect(decide(viaToken(dispatcher), "revokeApiToken", { own: true })).toMatchObject({
      code: "forbidden",
    });
  });
});

describe("vendor portal policies (documents and technicians)", () => {
  it.each(Object.keys(VENDOR_PORTAL_POLICIES) as (keyof typeof VENDOR_PORTAL_POLICIES)[])(
    "%s: the vendor office, linked to a vendor",
    (action) => {
      expect(decide(vendor, action, { vendorid: 3 })).toBeNull();
      expect(decide(vendor, action, { vendorid: null })).toMatchObject({
        code: "forbidden",
        message: NOT_LINKED_TO_VENDOR,
      });
      for (const other of [tech, customer, admin, dispatcher])
        expect(decide(other, action, { vendorid: 3 }), other.roles.join()).toMatchObject({
          code: "forbidden",
        });
    },
  );
});
