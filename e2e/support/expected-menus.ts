import type { DemoRole } from "./demo-users.ts";

/** [label, href] of every side-menu link each demo role must see (spec 3 §2.2 with §6), in order. */
const WORKORDER: [string, string][] = [
  ["Work Orders", "/workorder"],
  ["Work Orders (New Tab)", "/workorder"],
  ["New Work Order", "/workorder/new?id=0"],
  ["Import Work Order", "/workorder/import"],
  ["Reset My View", "/workorder/resetmyview"],
];
/** AccountingAdmin holds no add:workorder: no New / Import Work Order (issue 35). */
const WORKORDER_READ_ONLY = WORKORDER.filter(([label]) => !label.endsWith(" Work Order"));
const CUSTOMER_STAFF: [string, string][] = [
  ["Customers", "/customer"],
  ["Job Sites", "/customer/jobsites"],
  ["Import Job Sites", "/customer/importjobsites"],
  ["Import Trade Rates", "/customer/importtraderates"],
];
const VENDOR_STAFF: [string, string][] = [
  ["Vendors", "/vendor"],
  ["Vendor Search", "/vendor/search"],
];
const REPORTING: [string, string][] = [
  ["Reports", "/reports"],
  ["Work Order Heat Map", "/reports/heatmap/workorder"],
  ["Vendor Coverage Map", "/reports/heatmap/vendorcoverage"],
  ["Customer Area Map", "/reports/heatmap/customerarea"],
];

/** My Work Orders of a vendor's users: the field's Today screen first (issue 31), then the status lists. */
const VENDOR_WORK: [string, string][] = [
  ["Today", "/vendorprofile/today"],
  ["Open", "/vendorprofile/workorderlist?status=open"],
  ["Invoiced", "/vendorprofile/workorderlist?status=invoiced"],
  ["Cancelled", "/vendorprofile/workorderlist?status=cancelled"],
];

export const EXPECTED_LINKS: Record<DemoRole, [string, string][]> = {
  Admin: [
    ["Home", "/home"],
    ["Dashboard", "/dashboard"],
    ...WORKORDER,
    ...CUSTOMER_STAFF,
    ["Reassign Dispatcher", "/customer/reassigndispatcher"],
    ...VENDOR_STAFF,
    ["Admin", "/admin"],
    ["Import Vendor Zips", "/admin/importvendorzips"],
    ["Management Providers", "/admin/managementproviders"],
    ...REPORTING,
  ],
  Dispatchers: [
    ["Home", "/home"],
    ["Dashboard", "/dashboard"],
    ...WORKORDER,
    ...CUSTOMER_STAFF,
    ...VENDOR_STAFF,
  ],
  AccountingAdmin: [
    ["Home", "/home"],
    ["Dashboard", "/dashboard"],
    ...WORKORDER_READ_ONLY,
    ...CUSTOMER_STAFF,
    ...VENDOR_STAFF,
    ["Pending Approval", "/accounting/pending"],
    ...REPORTING,
  ],
  Vendor: [["Home", "/home"], ["My Profile", "/vendorprofile"], ...VENDOR_WORK],
  // Spec 3 §6 gives My Profile to Vendor only; issue 31 gives a Tech My Work Orders (Today first) too.
  Tech: [["Home", "/home"], ...VENDOR_WORK],
  // Spec 3 §2.2 self-service entries: My Profile at /customerprofile too (customer-portal, issue 13).
  Customer: [
    ["Home", "/home"],
    ["My Profile", "/customerprofile"],
    ["Open", "/customerprofile/workorderlist?status=open"],
    ["Invoiced", "/customerprofile/workorderlist?status=invoiced"],
    ["All", "/customerprofile/workorderlist?status=all"],
    ["Cancelled", "/customerprofile/workorderlist?status=cancelled"],
  ],
};

/** The collapsible group headings (groups with more than one entry). */
export const EXPECTED_GROUPS: Record<DemoRole, string[]> = {
  Admin: ["Workorder", "Customer", "Vendor", "Admin", "Reporting"],
  Dispatchers: ["Workorder", "Customer", "Vendor"],
  AccountingAdmin: ["Workorder", "Customer", "Vendor", "Reporting"],
  Vendor: ["My Work Orders"],
  Tech: ["My Work Orders"],
  Customer: ["My Work Orders"],
};
