import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";

/** Every vendor-management call: staff holding read:vendors (or Admin) (spec 3 §6); never Vendor, Tech or Customer. */
export const vendorStaff = allOf(staffOnly, permissionOrAdmin("read:vendors"));
