import type { Role } from "./roles.ts";

const WORK_ORDER_TAB_PERMISSIONS = [
  "view:workordertab",
  "view:workordernotetab",
  "view:workordervendortab",
  "view:workorderproposaltab",
  "view:workorderattachmentstab",
  "view:workorderinvoicestab",
] as const;

/** Every permission key the three spec documents name (spec 1 §6, spec 2 §6, spec 3 §6). */
export const PERMISSIONS = [
  "admin",
  "read:workorders",
  "add:workorder",
  "add:workorders",
  "update:workorder",
  "reassign:dispatchers",
  "view:dashboard",
  "view:reports",
  "read:customers",
  "read:jobsites",
  "edit:jobsites",
  "delete:jobsites",
  "read:vendors",
  ...WORK_ORDER_TAB_PERMISSIONS,
  "approve:vendorinvoice",
  "approve:customerinvoice",
  "view:vendorworkorder",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The tabs of the work-order detail, one permission each (docs/permissions.md). */
export const WORK_ORDER_TABS: readonly Permission[] = WORK_ORDER_TAB_PERMISSIONS;

const STAFF_BASE: Permission[] = [
  "read:workorders",
  "read:customers",
  "read:jobsites",
  "read:vendors",
  "view:dashboard",
  ...WORK_ORDER_TABS,
];

/**
 * Default permissions per role (the spec leaves this open; see docs/permissions.md).
 * A user's own list starts from the union of their roles' defaults and is editable per user.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: PERMISSIONS,
  Dispatchers: [...STAFF_BASE, "add:workorder", "add:workorders", "update:workorder"],
  AccountingAdmin: [
    ...STAFF_BASE,
    "update:workorder",
    "view:reports",
    "approve:vendorinvoice",
    "approve:customerinvoice",
  ],
  Vendor: ["view:vendorworkorder"],
  Tech: ["view:vendorworkorder"],
  Customer: [],
};

export const defaultPermissionsFor = (roles: readonly Role[]): Permission[] => {
  const set = new Set<Permission>();
  for (const role of roles) for (const p of DEFAULT_ROLE_PERMISSIONS[role]) set.add(p);
  return PERMISSIONS.filter((p) => set.has(p));
};
