import { hasRole, type Principal } from "@fm/domain";

export type DashboardKind = "vendor" | "customer" | "internal";

/** Spec 1 §2: Vendor role → vendor dashboard, Customer role → customer dashboard, anyone else internal. */
export const dashboardKind = (p: Principal): DashboardKind => {
  if (hasRole(p, "Vendor")) return "vendor";
  if (hasRole(p, "Customer")) return "customer";
  return "internal";
};
