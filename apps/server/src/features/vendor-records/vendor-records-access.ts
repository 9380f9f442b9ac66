import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";

/** Every vendor-records call: staff holding read:vendors (or Admin) (spec 3 §6); never Vendor, Tech or Customer. */
export const vendorRecordsStaff = allOf(staffOnly, permissionOrAdmin("read:vendors"));
