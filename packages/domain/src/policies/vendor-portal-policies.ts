import { hasRole, type Principal } from "../roles.ts";
import { type Decision, forbid } from "./refusal.ts";

/** The caller's link to a vendor (AuthUser.vendorid): every vendor-portal write is scoped to it. */
export interface OwnVendor {
  vendorid: number | null;
}

/**
 * The vendor office's writes in the vendor portal (spec 3 §2.8, §7.2): compliance documents and the vendor's
 * technicians. The Vendor role (a Tech alone works orders, it does not run the office), linked to a vendor.
 * Which technician is the vendor's own stays the service's row rule (another vendor's answers 404).
 */
export interface VendorPortalActionContexts {
  uploadVendorDocument: OwnVendor;
  createTech: OwnVendor;
  editTech: OwnVendor;
  changeTechPassword: OwnVendor;
}
export type VendorPortalAction = keyof VendorPortalActionContexts;

export const NOT_LINKED_TO_VENDOR = "Your account is not linked to a vendor.";

const vendorOffice = (user: Principal, ctx: OwnVendor): Decision => {
  if (!hasRole(user, "Vendor")) return forbid();
  return ctx.vendorid ? null : forbid(NOT_LINKED_TO_VENDOR);
};

export const VENDOR_PORTAL_POLICIES: {
  [A in VendorPortalAction]: (user: Principal, ctx: VendorPortalActionContexts[A]) => Decision;
} = {
  uploadVendorDocument: vendorOffice,
  createTech: vendorOffice,
  editTech: vendorOffice,
  changeTechPassword: vendorOffice,
};
