import { hasRole, type Principal } from "@fm/domain";

export type DashboardKind = "vendor" | "customer" | "internal";

/** Spec 1 §2: Vendor role → vendor dashboard, Customer role → customer dashboard, anyone else internal. */
export const dashboardKind = (p: Principal): DashboardKind => {
  if (hasRole(p, "Vendor")) return "vendor";
  if (hasRole(p, "Customer")) return "customer";
  return "internal";
};

export const DASHBOARD_PREVIEW: Record<DashboardKind, string> = {
  internal:
    "Your dashboard — work orders by status and Today's Dispatcher Counts — arrives in a later build.",
  vendor:
    "Your dashboard — Pending, In Progress and Review cards for your work orders — arrives in a later build.",
  customer:
    "Your dashboard — Pending, In Progress and Review cards for your work orders — arrives in a later build.",
};
