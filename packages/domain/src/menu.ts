import { can, canCreateWorkOrder, IMPORT_TRADE_RATES_PERMISSION } from "./access.ts";
import { hasRole, isAdmin, isExternal, type Principal } from "./roles.ts";

export interface MenuItem {
  label: string;
  to: string;
  /** Opens in a new browser tab instead of navigating. */
  newTab?: boolean;
}

export interface MenuGroup {
  key: string;
  label: string;
  items: MenuItem[];
}

/** The side menu of spec 3 §2.2 with the visibility rules of spec 3 §6. */
export const buildMenu = (p: Principal): MenuGroup[] => {
  const groups: MenuGroup[] = [{ key: "home", label: "Home", items: [{ label: "Home", to: "/home" }] }];
  const isVendor = hasRole(p, "Vendor");
  const isCustomer = hasRole(p, "Customer");

  if (can(p, "view:dashboard")) {
    groups.push({ key: "dashboard", label: "Dashboard", items: [{ label: "Dashboard", to: "/dashboard" }] });
  }
  if (can(p, "read:workorders")) {
    groups.push({
      key: "workorder",
      label: "Workorder",
      items: [
        { label: "Work Orders", to: "/workorder" },
        { label: "Work Orders (New Tab)", to: "/workorder/newtab", newTab: true },
        // Only for those the server lets create orders (canCreateWorkOrder, the rule of Save and of the import).
        ...(canCreateWorkOrder(p)
          ? [
              { label: "New Work Order", to: "/workorder/new?id=0" },
              { label: "Import Work Order", to: "/workorder/import" },
            ]
          : []),
        { label: "Reset My View", to: "/workorder/resetmyview" },
      ],
    });
  }
  if (can(p, "read:customers") && !isVendor && !isCustomer) {
    const items: MenuItem[] = [{ label: "Customers", to: "/customer" }];
    if (can(p, "read:jobsites")) {
      items.push(
        { label: "Job Sites", to: "/customer/jobsites" },
        { label: "Import Job Sites", to: "/customer/importjobsites" },
      );
    }
    if (can(p, IMPORT_TRADE_RATES_PERMISSION))
      items.push({ label: "Import Trade Rates", to: "/customer/importtraderates" });
    if (hasRole(p, "Admin")) items.push({ label: "Reassign Dispatcher", to: "/customer/reassigndispatcher" });
    groups.push({ key: "customer", label: "Customer", items });
  }
  if (can(p, "read:vendors") && !isExternal(p)) {
    groups.push({
      key: "vendor",
      label: "Vendor",
      items: [
        { label: "Vendors", to: "/vendor" },
        { label: "Vendor Search", to: "/vendor/search" },
      ],
    });
  }
  if (isAdmin(p)) {
    groups.push({
      key: "admin",
      label: "Admin",
      items: [
        { label: "Admin", to: "/admin" },
        { label: "Import Vendor Zips", to: "/admin/importvendorzips" },
        // Not in spec 3 §2.2's list, but its only other way in was a link on a customer's tab (issue 14).
        { label: "Management Providers", to: "/admin/managementproviders" },
      ],
    });
  }
  if (hasRole(p, "AccountingAdmin")) {
    groups.push({
      key: "accounting",
      label: "Accounting",
      items: [{ label: "Pending Approval", to: "/accounting/pending" }],
    });
  }
  if (can(p, "view:reports")) {
    groups.push({
      key: "reports",
      label: "Reporting",
      items: [
        { label: "Reports", to: "/reports" },
        { label: "Work Order Heat Map", to: "/reports/heatmap/workorder" },
        { label: "Vendor Coverage Map", to: "/reports/heatmap/vendorcoverage" },
        { label: "Customer Area Map", to: "/reports/heatmap/customerarea" },
      ],
    });
  }
  if (isVendor || isCustomer) {
    // Spec 3 §2.2 self-service entries: My Profile at /vendorprofile or /customerprofile (customer-portal).
    groups.push({
      key: "myprofile",
      label: "My Profile",
      items: [{ label: "My Profile", to: isVendor ? "/vendorprofile" : "/customerprofile" }],
    });
  }
  const isTech = hasRole(p, "Tech");
  if (isVendor || isCustomer || isTech) {
    const vendorSide = isVendor || isTech;
    const base = vendorSide ? "/vendorprofile/workorderlist" : "/customerprofile/workorderlist";
    const statuses = vendorSide
      ? ["open", "invoiced", "cancelled"]
      : ["open", "invoiced", "all", "cancelled"];
    groups.push({
      key: "myworkorders",
      label: "My Work Orders",
      items: [
        // Issue 31: the field's Today screen first for vendors and their technicians.
        ...(vendorSide ? [{ label: "Today", to: "/vendorprofile/today" }] : []),
        ...statuses.map((s) => ({ label: s[0]?.toUpperCase() + s.slice(1), to: `${base}?status=${s}` })),
      ],
    });
  }
  return groups;
};
