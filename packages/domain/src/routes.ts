import { can } from "./access.ts";
import { hasRole, isAdmin, isStaff, type Principal } from "./roles.ts";

/** Who may open each client route (spec 3 §2.1, screens.tsv). Paths are matched exactly, without query. */
type Rule = (p: Principal) => boolean;

const anyone: Rule = () => true;
const staff: Rule = isStaff;
const vendorOrTech: Rule = (p) => hasRole(p, "Vendor") || hasRole(p, "Tech");
const customer: Rule = (p) => hasRole(p, "Customer");

const STAFF_ROUTES = [
  "/dashboard",
  "/workorder",
  "/workorder/newtab",
  "/workorder/new",
  "/workorder/import",
  "/workorder/resetmyview",
  "/workorder/detaillist",
  "/customerprofile/workorder/new",
  "/customer",
  "/customer/details",
  "/customer/new",
  "/customer/jobsites",
  "/customer/importjobsites",
  "/customer/importtraderates",
  "/vendor",
  "/vendor/details",
  "/vendor/new",
  "/vendor/search",
  "/admin",
  "/reports",
  "/reports/heatmap/workorder",
  "/reports/heatmap/vendorcoverage",
  "/reports/heatmap/customerarea",
] as const;

export const ROUTE_RULES: Record<string, Rule> = {
  "/home": anyone,
  "/profile": anyone,
  "/logout": anyone,
  ...Object.fromEntries(STAFF_ROUTES.map((r) => [r, staff])),
  // Admin-only screens (screens.tsv); /admin itself is staff-routable and shows 'Unauthorized' (spec 3 §2.11).
  "/customer/reassigndispatcher": isAdmin,
  "/admin/users/details": isAdmin,
  "/admin/importvendorzips": isAdmin,
  "/admin/outbox": isAdmin,
  "/admin/managementproviders": isAdmin,
  "/accounting/pending": (p) => hasRole(p, "AccountingAdmin"),
  "/workorder/details": (p) => can(p, "read:workorders"),
  "/vendorprofile": vendorOrTech,
  "/vendorprofile/workorderdetails": vendorOrTech,
  "/vendorprofile/workorderlist": vendorOrTech,
  "/vendorprofile/today": vendorOrTech,
  "/vendorprofile/proposals": vendorOrTech,
  "/vendorprofile/invoices": vendorOrTech,
  "/customerprofile": customer,
  "/customerprofile/workorderdetails": customer,
  "/customerprofile/workorderlist": customer,
  "/customerprofile/proposals": customer,
  "/customerprofile/invoices": customer,
};

/** Route paths are matched case-insensitively so that /Vendor/new?id=0 (spec 2) reaches /vendor/new. */
export const normaliseRoutePath = (path: string): string => {
  const lower = path.toLowerCase().replace(/\/+$/, "");
  return lower === "" ? "/" : lower;
};

export const isKnownRoute = (path: string): boolean => normaliseRoutePath(path) in ROUTE_RULES;

export const canOpenRoute = (p: Principal, path: string): boolean => {
  const rule = ROUTE_RULES[normaliseRoutePath(path)];
  return rule ? rule(p) : false;
};
