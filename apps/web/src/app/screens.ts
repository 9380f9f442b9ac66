import { can, isAdmin, normaliseRoutePath, type Principal } from "@fm/domain";

/** An in-page permission check beyond the route guard (spec 3 §6, §8). */
export interface ScreenCheck {
  allowed: (p: Principal) => boolean;
  /** Shown when not allowed. */
  message: string;
}

export interface ScreenDef {
  path: string;
  /** Page title in the top bar and the browser tab. */
  title: string;
  /** What the screen does (screens.tsv WHAT column). */
  what: string;
  /** The spec's own 'Coming Soon' page (/workorder/detaillist). */
  comingSoon?: boolean;
  check?: ScreenCheck;
  /** Where a user the route guard refuses is sent (default /home); the vendor edit screens send to /login (spec 3 §2.3). */
  deniedTo?: string;
}

const adminOnly: ScreenCheck = { allowed: isAdmin, message: "Unauthorized" };
const reports: ScreenCheck = {
  allowed: (p) => can(p, "view:reports"),
  message: "Unauthorized",
};
const jobSites: ScreenCheck = {
  allowed: (p) => can(p, "read:jobsites"),
  message: "Unauthorized to view this page.",
};

const screen = (path: string, title: string, what: string, extra: Partial<ScreenDef> = {}): ScreenDef => ({
  path,
  title,
  what,
  ...extra,
});

/**
 * Every signed-in client route of spec 3 §2.1 / screens.tsv (/login and /logout are routed separately).
 * A route shows its component from app/screen-components.tsx, or an honest placeholder until built.
 */
export const SCREENS: readonly ScreenDef[] = [
  screen("/home", "Home", "internal, vendor or customer dashboard by role"),
  screen("/profile", "Profile", "user menu Profile"),
  screen("/dashboard", "Dispatcher Dashboard", "ETA grid of work orders"),
  screen("/workorder", "Work Orders", "server-paged work-order grid"),
  screen("/workorder/newtab", "Work Orders", "opens /workorder in a new tab"),
  screen("/workorder/details", "Work Order Details", "detail with tabs"),
  screen("/workorder/new", "New Work Order", "new work order form"),
  screen("/workorder/import", "Import Work Order", "Import Work Order popup"),
  screen("/workorder/resetmyview", "Reset My View", "resets saved layout, returns to /workorder"),
  screen("/workorder/detaillist", "Work Order Detail List", "'Coming Soon'", { comingSoon: true }),
  screen("/customerprofile/workorder/new", "New Work Order", "customer-side new work order"),
  screen("/customer", "Customers", "customers grid with job-site detail rows"),
  screen("/customer/details", "Customer Details", "customer tabs"),
  screen("/customer/new", "Add New Customer", "Add New customer"),
  screen("/customer/jobsites", "Job Sites", "job-site list", { check: jobSites }),
  screen("/customer/importjobsites", "Import Job Sites", "Import Job Sites (xlsx)"),
  screen("/customer/importtraderates", "Import Trade Rates", "Import Trade Rates (CSV)"),
  screen("/customer/reassigndispatcher", "Reassign Dispatcher", "bulk reassign dispatcher for a customer"),
  screen("/vendor", "Vendors", "vendors grid"),
  screen("/vendor/details", "Vendor Details", "vendor tabs", { deniedTo: "/login" }),
  screen("/vendor/new", "Add New Vendor", "Add New Vendor", { deniedTo: "/login" }),
  screen("/vendor/search", "Vendor Search", "vendor search by radius or geography"),
  screen("/admin", "Admin", "Users and Dispatch tabs", { check: adminOnly }),
  screen("/admin/users/details", "User Details", "alternative user editor", { check: adminOnly }),
  screen("/admin/importvendorzips", "Import Vendor Zips", "Import Zips for a vendor (CSV)"),
  // Ours, not the spec's: the mail outbox (Admin only).
  screen("/admin/outbox", "Outbox", "queued, sent and failed mail"),
  // Ours (issue 14): the management providers customers choose from (Admin only).
  screen("/admin/managementproviders", "Management Providers", "management providers list editor"),
  screen("/accounting/pending", "Pending Approval", "Pending Approval, push to QuickBooks, logs"),
  screen("/reports", "Reports", "reports catalogue, Report.xlsx", { check: reports }),
  screen("/reports/heatmap/workorder", "Work Order Heat Map", "map report", { check: reports }),
  screen("/reports/heatmap/vendorcoverage", "Vendor Coverage Map", "map report", { check: reports }),
  screen("/reports/heatmap/customerarea", "Customer Area Map", "map report", { check: reports }),
  screen("/vendorprofile", "My Profile", "own profile, Technicians tab, documents"),
  screen("/vendorprofile/workorderlist", "My Work Orders", "My Work Orders"),
  screen("/vendorprofile/workorderdetails", "Work Order Details", "vendor-facing detail"),
  // Ours (issue 31): the technician's phone-first landing.
  screen("/vendorprofile/today", "Today", "today's and overdue orders as cards (phone)"),
  screen("/vendorprofile/proposals", "My Proposals", "My Proposals"),
  screen("/vendorprofile/invoices", "My Invoices", "My Invoices"),
  screen("/customerprofile", "My Profile", "own read-only profile"),
  screen("/customerprofile/workorderlist", "My Work Orders", "My Work Orders - {status}"),
  screen("/customerprofile/workorderdetails", "Work Order Details", "customer-facing detail"),
  screen("/customerprofile/proposals", "My Proposals", "My Proposals"),
  screen("/customerprofile/invoices", "My Invoices", "My Invoices"),
];

const BY_PATH = new Map(SCREENS.map((s) => [s.path, s]));

/** The screen for a path, matched case-insensitively and without query or trailing slash. */
export const findScreen = (pathname: string): ScreenDef | undefined =>
  BY_PATH.get(normaliseRoutePath(pathname));

const capitalise = (s: string) => (s ? `${s[0]?.toUpperCase() ?? ""}${s.slice(1).toLowerCase()}` : s);

/** The title for the top bar; the portal lists add their status ('My Work Orders - Open'). */
export const screenTitle = (def: ScreenDef, search: string): string => {
  const status = new URLSearchParams(search).get("status");
  const listLike = /\/(workorderlist|proposals|invoices)$/.test(def.path);
  return listLike && status ? `${def.title} - ${capitalise(status)}` : def.title;
};
