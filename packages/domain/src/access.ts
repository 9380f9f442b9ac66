import type { Permission } from "./permissions.ts";
import { hasPermission, isAdmin, type Principal } from "./roles.ts";

/**
 * "Permission X or Admin" (spec 2 §6, spec 3 §6): the one answer to "may this user do X", used by the
 * server's access rules (permissionOrAdmin) and by every web screen that shows or hides an action.
 */
export const can = (p: Principal, permission: Permission): boolean =>
  hasPermission(p, permission) || isAdmin(p);

/** Any of the permissions (or Admin). */
export const canAny = (p: Principal, permissions: readonly Permission[]): boolean =>
  permissions.some((permission) => can(p, permission));

/** Add Work Order / New Work Order: add:workorder or add:workorders (or Admin), as POST saveworkorder accepts. */
export const CREATE_WORK_ORDER_PERMISSIONS: readonly Permission[] = ["add:workorder", "add:workorders"];
export const canCreateWorkOrder = (p: Principal): boolean => canAny(p, CREATE_WORK_ORDER_PERMISSIONS);

/**
 * Import Trade Rates (/customer/importtraderates, spec 3 §2.15): staff with read:jobsites (or Admin), as the
 * route table names it (screens: "staff (read:jobsites or Admin)"). The server's upload route, the page and
 * its menu item all ask this one permission.
 */
export const IMPORT_TRADE_RATES_PERMISSION: Permission = "read:jobsites";

/**
 * The permission of each tab of the staff work-order detail (spec 2 §6, docs/permissions.md): the web shows a
 * tab with it, and the server's routes that feed the tab ask it (platform/workorder-core/tab-access.ts).
 */
export const WORK_ORDER_TAB_PERMISSIONS = {
  workorder: "view:workordertab",
  notes: "view:workordernotetab",
  vendor: "view:workordervendortab",
  proposals: "view:workorderproposaltab",
  invoices: "view:workorderinvoicestab",
  attachments: "view:workorderattachmentstab",
  vendorproposals: "view:workorderproposaltab",
  followup: "view:workorderinvoicestab",
} as const satisfies Record<string, Permission>;
export type WorkOrderTab = keyof typeof WORK_ORDER_TAB_PERMISSIONS;

/** Re-Open (and Add Child) need add:workorders (or Admin) (spec 2 §4, §6). */
export const canReopen = (p: Principal): boolean => can(p, "add:workorders");
