import {
  can,
  hasPermission,
  hasRole,
  isAdmin,
  isStaff,
  type Permission,
  type Principal,
  type Role,
} from "@fm/domain";

/** A declarative access rule: what a route requires, with a readable description for the API docs. */
export interface AccessRule {
  describe: string;
  /** null for public routes: no token needed. */
  check: ((p: Principal) => boolean) | null;
}

export const publicRoute: AccessRule = { describe: "public", check: null };
export const signedIn: AccessRule = { describe: "any signed-in user", check: () => true };
export const staffOnly: AccessRule = { describe: "staff (not Tech, Vendor or Customer)", check: isStaff };
export const adminOnly: AccessRule = { describe: "Admin", check: isAdmin };
export const role = (r: Role): AccessRule => ({ describe: `role ${r}`, check: (p) => hasRole(p, r) });
export const permission = (perm: Permission): AccessRule => ({
  describe: `permission ${perm}`,
  check: (p) => hasPermission(p, perm),
});
/** The spec's frequent "permission X or Admin". */
export const permissionOrAdmin = (perm: Permission): AccessRule => ({
  describe: `permission ${perm} or Admin`,
  check: (p) => can(p, perm),
});

export const anyOf = (...rules: AccessRule[]): AccessRule => ({
  describe: rules.map((r) => r.describe).join(" or "),
  check: (p) => rules.some((r) => r.check === null || r.check(p)),
});
export const allOf = (...rules: AccessRule[]): AccessRule => ({
  describe: rules.map((r) => r.describe).join(" and "),
  check: (p) => rules.every((r) => r.check === null || r.check(p)),
});
