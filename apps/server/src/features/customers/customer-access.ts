import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";

/** Every customer call: staff holding read:customers (or Admin) (spec 3 §6); never Vendor, Tech or Customer. */
export const customerStaff = allOf(staffOnly, permissionOrAdmin("read:customers"));
/** Job-site calls: staff holding read:jobsites (or Admin) (spec 3 §2.6). */
export const jobSiteStaff = allOf(staffOnly, permissionOrAdmin("read:jobsites"));
