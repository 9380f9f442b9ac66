export const ROLES = ["Admin", "AccountingAdmin", "Dispatchers", "Customer", "Vendor", "Tech"] as const;
export type Role = (typeof ROLES)[number];

/** Tech, Vendor and Customer are external users (spec 1 §6, spec 3 §6). */
export const EXTERNAL_ROLES: readonly Role[] = ["Tech", "Vendor", "Customer"];

export const USER_TYPE = { Vendor: 2, Customer: 3, Employee: 4 } as const;
export type UserTypeId = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export interface Principal {
  roles: readonly string[];
  permissions: readonly string[];
}

export const hasRole = (p: Principal, role: Role): boolean => p.roles.includes(role);
export const hasPermission = (p: Principal, permission: string): boolean =>
  p.permissions.includes(permission);
export const isExternal = (p: Principal): boolean => EXTERNAL_ROLES.some((r) => p.roles.includes(r));
/** Admin is for staff only: Admin (or the admin permission) next to an external role is not an Admin (issue 29). */
export const isAdmin = (p: Principal): boolean =>
  !isExternal(p) && (hasRole(p, "Admin") || hasPermission(p, "admin"));
export const isStaff = (p: Principal): boolean => p.roles.length > 0 && !isExternal(p);
export const isVendorUser = (p: Principal): boolean => hasRole(p, "Vendor") || hasRole(p, "Tech");
export const isCustomerUser = (p: Principal): boolean => hasRole(p, "Customer");
