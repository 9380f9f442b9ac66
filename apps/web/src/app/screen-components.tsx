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

const AdminOutboxPage = lazy(() =>
  import("../features/admin-outbox/AdminOutboxPage.tsx").then((m) => ({ default: m.AdminOutboxRoute })),
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
  // customers, job sites, contracts and rates (issue 14)
  "/customer": CustomersPage,
  "/customer/details": CustomerDetailPage,
  "/customer/new": CustomerDetailPage,
  "/customer/jobsites": JobSitesPage,
  "/customer/importjobsites": ImportJobSitesPage,
  "/customer/importtraderates": ImportTradeRatesPage,
  "/customer/reassigndispatcher": ReassignDispatcherPage,
  "/admin/managementproviders": ManagementProvidersPage,
};
