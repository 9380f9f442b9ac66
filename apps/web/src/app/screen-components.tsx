import { type ComponentType, lazy } from "react";
import { HomePage } from "../features/home/HomePage.tsx";
import { ProfilePage } from "../features/profile/ProfilePage.tsx";
import { NewTabRedirect } from "../features/workorders/NewTabRedirect.tsx";

const WorkOrdersPage = lazy(() =>
  import("../features/workorders/WorkOrdersPage.tsx").then((m) => ({ default: m.WorkOrdersPage })),
);
const ResetMyViewPage = lazy(() =>
  import("../features/workorders/ResetMyViewPage.tsx").then((m) => ({ default: m.ResetMyViewPage })),
);
const DispatcherDashboardPage = lazy(() =>
  import("../features/dashboard/DispatcherDashboardPage.tsx").then((m) => ({
    default: m.DispatcherDashboardPage,
  })),
);

const WorkOrderDetailPage = lazy(() =>
  import("../features/workorder-detail/WorkOrderDetailPage.tsx").then((m) => ({
    default: m.WorkOrderDetailPage,
  })),
);
const NewWorkOrderPage = lazy(() =>
  import("../features/workorder-detail/NewWorkOrderPage.tsx").then((m) => ({ default: m.NewWorkOrderPage })),
);
const CustomerNewWorkOrderPage = lazy(() =>
  import("../features/workorder-detail/NewWorkOrderPage.tsx").then((m) => ({
    default: m.CustomerNewWorkOrderPage,
  })),
);

// work-order import (issue 18)
const ImportWorkOrderPage = lazy(() =>
  import("../features/workorder-import/index.ts").then((m) => ({ default: m.ImportWorkOrderPage })),
);

const AdminOutboxPage = lazy(() =>
  import("../features/admin-outbox/AdminOutboxPage.tsx").then((m) => ({ default: m.AdminOutboxRoute })),
);

// accounting (issue 16)
const AccountingPendingPage = lazy(() =>
  import("../features/accounting/index.ts").then((m) => ({ default: m.AccountingPendingRoute })),
);
// vendor portal: My Proposals / My Invoices (vbilling)
const MyProposalsPage = lazy(() =>
  import("../features/vendor-billing/index.ts").then((m) => ({ default: m.MyProposalsPage })),
);
const MyInvoicesPage = lazy(() =>
  import("../features/vendor-billing/index.ts").then((m) => ({ default: m.MyInvoicesPage })),
);
// vendor-portal (issue 12)
const VendorProfilePage = lazy(() =>
  import("../features/vendor-portal/VendorProfilePage.tsx").then((m) => ({ default: m.VendorProfilePage })),
);
const VendorWorkOrdersPage = lazy(() =>
  import("../features/vendor-portal/VendorWorkOrdersPage.tsx").then((m) => ({
    default: m.VendorWorkOrdersPage,
  })),
);
const VendorWorkOrderDetailPage = lazy(() =>
  import("../features/vendor-portal/VendorWorkOrderDetailPage.tsx").then((m) => ({
    default: m.VendorWorkOrderDetailPage,
  })),
);
// customer-portal (issue 13)
const customerPortal = <K extends string>(name: K) =>
  lazy(() =>
    import("../features/customer-portal/index.ts").then((m) => ({
      default: m[name as keyof typeof m] as ComponentType,
    })),
  );
// admin (issue 16)
const AdminPage = lazy(() =>
  import("../features/admin/AdminPage.tsx").then((m) => ({ default: m.AdminPage })),
);
const UserDetailsPage = lazy(() =>
  import("../features/admin/UserDetailsPage.tsx").then((m) => ({ default: m.UserDetailsPage })),
);
// customers, job sites, contracts and rates (issue 14)
const CustomersPage = lazy(() =>
  import("../features/customers/CustomersPage.tsx").then((m) => ({ default: m.CustomersPage })),
);
const CustomerDetailPage = lazy(() =>
  import("../features/customers/CustomerDetailPage.tsx").then((m) => ({ default: m.CustomerDetailPage })),
);
const JobSitesPage = lazy(() =>
  import("../features/customers/JobSitesPage.tsx").then((m) => ({ default: m.JobSitesPage })),
);
const ImportJobSitesPage = lazy(() =>
  import("../features/customers/ImportJobSitesPage.tsx").then((m) => ({ default: m.ImportJobSitesPage })),
);
const ImportTradeRatesPage = lazy(() =>
  import("../features/customers/ImportTradeRatesPage.tsx").then((m) => ({ default: m.ImportTradeRatesPage })),
);
const ManagementProvidersPage = lazy(() =>
  import("../features/customers/ManagementProvidersPage.tsx").then((m) => ({
    default: m.ManagementProvidersPage,
  })),
);
const ReassignDispatcherPage = lazy(() =>
  import("../features/customers/ReassignDispatcherPage.tsx").then((m) => ({
    default: m.ReassignDispatcherPage,
  })),
);
// vendors management core (issue 15, vcore)
const vendorPage = <K extends "VendorsPage" | "VendorDetailPage" | "NewVendorPage">(name: K) =>
  lazy(() => import("../features/vendors/index.ts").then((m) => ({ default: m[name] })));
const VendorsPage = vendorPage("VendorsPage");
const VendorDetailPage = vendorPage("VendorDetailPage");
const NewVendorPage = vendorPage("NewVendorPage");
// vendor search, Import Zips (issue 15, vsearch)
const VendorSearchPage = lazy(() =>
  import("../features/vendor-search/VendorSearchPage.tsx").then((m) => ({ default: m.VendorSearchPage })),
);
const ImportVendorZipsPage = lazy(() =>
  import("../features/vendor-search/ImportVendorZipsPage.tsx").then((m) => ({
    default: m.ImportVendorZipsPage,
  })),
);

// map reports (issue 17): Leaflet loads with these screens only
const mapReport = <K extends "WorkOrderHeatMapPage" | "VendorCoverageMapPage" | "CustomerAreaMapPage">(
  name: K,
) => lazy(() => import("../features/map-reports/index.ts").then((m) => ({ default: m[name] })));

// reports (issue 17)
const ReportsPage = lazy(() =>
  import("../features/reports/index.ts").then((m) => ({ default: m.ReportsPage })),
);

/**
 * The page component of each built screen, by route path (see SCREENS in screens.ts). A route not
 * listed here shows an honest 'coming soon' placeholder. Large screens should be added with
 * React.lazy(() => import(...)) so they load on first visit; ScreenRoute wraps pages in Suspense.
 */
export const SCREEN_COMPONENTS: Readonly<Record<string, ComponentType>> = {
  "/home": HomePage,
  "/profile": ProfilePage,
  "/workorder/newtab": NewTabRedirect,
  "/workorder": WorkOrdersPage,
  "/workorder/resetmyview": ResetMyViewPage,
  "/workorder/details": WorkOrderDetailPage,
  "/workorder/new": NewWorkOrderPage,
  "/customerprofile/workorder/new": CustomerNewWorkOrderPage,
  "/dashboard": DispatcherDashboardPage,
  "/admin/outbox": AdminOutboxPage,
  // accounting (issue 16)
  "/accounting/pending": AccountingPendingPage,
  // vendor portal: My Proposals / My Invoices (vbilling)
  "/vendorprofile/proposals": MyProposalsPage,
  "/vendorprofile/invoices": MyInvoicesPage,
  // vendor-portal (issue 12)
  "/vendorprofile": VendorProfilePage,
  "/vendorprofile/workorderlist": VendorWorkOrdersPage,
  "/vendorprofile/workorderdetails": VendorWorkOrderDetailPage,
  // customer-portal (issue 13)
  "/customerprofile": customerPortal("CustomerProfilePage"),
  "/customerprofile/workorderlist": customerPortal("CustomerWorkOrderListPage"),
  "/customerprofile/workorderdetails": customerPortal("CustomerWorkOrderDetailPage"),
  "/customerprofile/proposals": customerPortal("MyProposalsPage"),
  "/customerprofile/invoices": customerPortal("MyInvoicesPage"),
  // reports (issue 17)
  "/reports": ReportsPage,
  // admin (issue 16)
  "/admin": AdminPage,
  "/admin/users/details": UserDetailsPage,
  // work-order import (issue 18)
  "/workorder/import": ImportWorkOrderPage,
  // customers, job sites, contracts and rates (issue 14)
  "/customer": CustomersPage,
  "/customer/details": CustomerDetailPage,
  "/customer/new": CustomerDetailPage,
  "/customer/jobsites": JobSitesPage,
  "/customer/importjobsites": ImportJobSitesPage,
  "/customer/importtraderates": ImportTradeRatesPage,
  "/customer/reassigndispatcher": ReassignDispatcherPage,
  "/admin/managementproviders": ManagementProvidersPage,
  // vendors management core (issue 15, vcore)
  "/vendor": VendorsPage,
  "/vendor/details": VendorDetailPage,
  "/vendor/new": NewVendorPage,
  // vendor search, Import Zips (issue 15, vsearch)
  "/vendor/search": VendorSearchPage,
  "/admin/importvendorzips": ImportVendorZipsPage,
  // map reports (issue 17)
  "/reports/heatmap/workorder": mapReport("WorkOrderHeatMapPage"),
  "/reports/heatmap/vendorcoverage": mapReport("VendorCoverageMapPage"),
  "/reports/heatmap/customerarea": mapReport("CustomerAreaMapPage"),
};
