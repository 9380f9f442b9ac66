import type { ComponentType } from "react";
import { HomePage } from "../features/home/HomePage.tsx";
import { ProfilePage } from "../features/profile/ProfilePage.tsx";
import { NewTabRedirect } from "../features/workorders/NewTabRedirect.tsx";
import { TodayPage } from "./field-shell/field-pages.ts";
import { loadFullStyles } from "./full-styles.ts";
import { lazyScreen } from "./lazy-screen.ts";

/**
 * A lazy page of the full shell: the rest of the Mantine stylesheet is asked for before the page's chunk (on
 * hover, warm-up or first render alike), so the page's own CSS comes after Mantine's in the document.
 */
const shellScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyScreen(() => {
    const styles = loadFullStyles();
    return load().then(async (Page) => {
      await styles;
      return Page;
    });
  });

const WorkOrdersPage = shellScreen(() =>
  import("../features/workorders/WorkOrdersPage.tsx").then((m) => m.WorkOrdersPage),
);
const ResetMyViewPage = shellScreen(() =>
  import("../features/workorders/ResetMyViewPage.tsx").then((m) => m.ResetMyViewPage),
);
const DispatcherDashboardPage = shellScreen(() =>
  import("../features/dashboard/DispatcherDashboardPage.tsx").then((m) => m.DispatcherDashboardPage),
);

const WorkOrderDetailPage = shellScreen(() =>
  import("../features/workorder-detail/WorkOrderDetailPage.tsx").then((m) => m.WorkOrderDetailPage),
);
const NewWorkOrderPage = shellScreen(() =>
  import("../features/workorder-detail/NewWorkOrderPage.tsx").then((m) => m.NewWorkOrderPage),
);
const CustomerNewWorkOrderPage = shellScreen(() =>
  import("../features/workorder-detail/NewWorkOrderPage.tsx").then((m) => m.CustomerNewWorkOrderPage),
);

// work-order import (issue 18)
const ImportWorkOrderPage = shellScreen(() =>
  import("../features/workorder-import/index.ts").then((m) => m.ImportWorkOrderPage),
);

const AdminOutboxPage = shellScreen(() =>
  import("../features/admin-outbox/AdminOutboxPage.tsx").then((m) => m.AdminOutboxRoute),
);

// accounting (issue 16)
const AccountingPendingPage = shellScreen(() =>
  import("../features/accounting/index.ts").then((m) => m.AccountingPendingRoute),
);
// vendor portal: My Proposals / My Invoices (vbilling)
const MyProposalsPage = shellScreen(() =>
  import("../features/vendor-billing/index.ts").then((m) => m.MyProposalsPage),
);
const MyInvoicesPage = shellScreen(() =>
  import("../features/vendor-billing/index.ts").then((m) => m.MyInvoicesPage),
);
// vendor-portal (issue 12)
const VendorProfilePage = shellScreen(() =>
  import("../features/vendor-portal/VendorProfilePage.tsx").then((m) => m.VendorProfilePage),
);
const VendorWorkOrdersPage = shellScreen(() =>
  import("../features/vendor-portal/VendorWorkOrdersPage.tsx").then((m) => m.VendorWorkOrdersPage),
);
const VendorWorkOrderDetailPage = shellScreen(() =>
  import("../features/vendor-portal/VendorWorkOrderDetailPage.tsx").then((m) => m.VendorWorkOrderDetailPage),
);
// customer-portal (issue 13)
const customerPortal = <K extends string>(name: K) =>
  shellScreen(() =>
    import("../features/customer-portal/index.ts").then((m) => m[name as keyof typeof m] as ComponentType),
  );
// admin (issue 16)
const AdminPage = shellScreen(() => import("../features/admin/AdminPage.tsx").then((m) => m.AdminPage));
const UserDetailsPage = shellScreen(() =>
  import("../features/admin/UserDetailsPage.tsx").then((m) => m.UserDetailsPage),
);
// customers, job sites, contracts and rates (issue 14)
const CustomersPage = shellScreen(() =>
  import("../features/customers/CustomersPage.tsx").then((m) => m.CustomersPage),
);
const CustomerDetailPage = shellScreen(() =>
  import("../features/customers/CustomerDetailPage.tsx").then((m) => m.CustomerDetailPage),
);
const JobSitesPage = shellScreen(() =>
  import("../features/customers/JobSitesPage.tsx").then((m) => m.JobSitesPage),
);
const ImportJobSitesPage = shellScreen(() =>
  import("../features/customers/ImportJobSitesPage.tsx").then((m) => m.ImportJobSitesPage),
);
const ImportTradeRatesPage = shellScreen(() =>
  import("../features/customers/ImportTradeRatesPage.tsx").then((m) => m.ImportTradeRatesPage),
);
const ManagementProvidersPage = shellScreen(() =>
  import("../features/customers/ManagementProvidersPage.tsx").then((m) => m.ManagementProvidersPage),
);
const ReassignDispatcherPage = shellScreen(() =>
  import("../features/customers/ReassignDispatcherPage.tsx").then((m) => m.ReassignDispatcherPage),
);
// vendors management core (issue 15, vcore)
const vendorPage = <K extends "VendorsPage" | "VendorDetailPage" | "NewVendorPage">(name: K) =>
  shellScreen(() => import("../features/vendors/index.ts").then((m) => m[name]));
const VendorsPage = vendorPage("VendorsPage");
const VendorDetailPage = vendorPage("VendorDetailPage");
const NewVendorPage = vendorPage("NewVendorPage");
// vendor search, Import Zips (issue 15, vsearch)
const VendorSearchPage = shellScreen(() =>
  import("../features/vendor-search/VendorSearchPage.tsx").then((m) => m.VendorSearchPage),
);
const ImportVendorZipsPage = shellScreen(() =>
  import("../features/vendor-search/ImportVendorZipsPage.tsx").then((m) => m.ImportVendorZipsPage),
);

// map reports (issue 17): Leaflet loads with these screens only
const mapReport = <K extends "WorkOrderHeatMapPage" | "VendorCoverageMapPage" | "CustomerAreaMapPage">(
  name: K,
) => shellScreen(() => import("../features/map-reports/index.ts").then((m) => m[name]));

// reports (issue 17)
const ReportsPage = shellScreen(() => import("../features/reports/index.ts").then((m) => m.ReportsPage));

/**
 * The page component of each built screen, by route path (see SCREENS in screens.ts). A route not
 * listed here shows an honest 'coming soon' placeholder. Large screens should be added with
 * shellScreen(() => import(...)) (lazyScreen and the rest of the stylesheet) so they load on first visit (and on a menu entry's hover, decision 0023);
 * ScreenRoute wraps pages in Suspense.
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
  // technician in the field (issue 31): the same lazy page as the phone's field layout draws (field-pages.ts)
  "/vendorprofile/today": TodayPage,
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
