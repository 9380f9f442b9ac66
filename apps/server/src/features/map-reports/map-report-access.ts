import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";

/** Who may run map reports (spec 3 §2.13-2.14, §6): staff with Admin or view:reports. */
export const mapReportAccess = allOf(staffOnly, permissionOrAdmin("view:reports"));
