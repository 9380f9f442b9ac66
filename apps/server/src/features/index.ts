import type { FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";
// accounting (issue 16)
import { accountingRoutes } from "./accounting/index.ts";
// admin (issue 16): users, invitations, dispatch priority
import { adminRoutes, setPasswordRoutes } from "./admin/index.ts";
// API tokens and webhooks (issue 33, o33api)
import { apiTokenRoutes } from "./apitokens/index.ts";
import { attachmentRoutes } from "./attachments/attachments.routes.ts";
import { auditRoutes } from "./audit/index.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { autoDispatchRoutes } from "./autodispatch/index.ts";
import { customerPortalRoutes } from "./customer-portal/customer-portal.routes.ts";
import { customerTabRoutes } from "./customers/customer-tabs.routes.ts";
import { customerRoutes } from "./customers/customers.routes.ts";
import { managementProviderRoutes } from "./customers/management-providers.routes.ts";
import { alertRoutes } from "./dashboard/alerts.routes.ts";
import { errorLogRoutes } from "./errorlog/errorlog.routes.ts";
// technician in the field (issue 31)
import { fieldRoutes } from "./field/index.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { homeRoutes } from "./home/home.routes.ts";
// vendor scorecards, invoice rules, NTE raises (issue 32, s32score)
import { invoiceRuleRoutes } from "./invoice-rules/index.ts";
import { invoiceRoutes } from "./invoices/invoices.routes.ts";
import { jobRoutes } from "./jobs/jobs.routes.ts";
import { jobSiteImportRoutes, jobSiteRoutes } from "./jobsites/jobsites.routes.ts";
import { liveEventRoutes } from "./live-events/index.ts";
import { lookupRoutes } from "./lookups/lookups.routes.ts";
import { outboxRoutes } from "./mail/outbox.routes.ts";
import { noteRoutes } from "./notes/notes.routes.ts";
import { overdueRoutes } from "./overdue/overdue.routes.ts";
import { pageViewRoutes } from "./pageviews/index.ts";
import { portalListRoutes } from "./portals/portal-lists.routes.ts";
import { proposalRoutes } from "./proposals/proposals.routes.ts";
import { vendorProposalRoutes } from "./proposals/vendor-proposals.routes.ts";
import { rateRoutes, tradeRateImportRoutes } from "./rates/rates.routes.ts";
// reports (issue 17)
import { reportRoutes } from "./reports/index.ts";
import { scorecardRoutes } from "./scorecards/index.ts";
// ServiceChannel both ways (issue 33 §6)
import { serviceChannelSyncRoutes } from "./servicechannel-sync/index.ts";
import { pastVendorRoutes } from "./sidepanel/past-vendors.routes.ts";
import { tradeRateRoutes } from "./sidepanel/trade-rates.routes.ts";
// SLA policies and clocks (issue 32, s32sla)
import { slaRoutes } from "./sla/sla.routes.ts";
// browser tests only (TEST_CONTROL_ROUTES=1): run a periodic job now
import { testControlRoutes } from "./test-control/test-control.routes.ts";
import { userRoutes } from "./users/users.routes.ts";
import { vendorAcceptanceRoutes } from "./vendor-acceptance/index.ts";
import { vendorBillingRoutes } from "./vendor-billing/vendor-billing.routes.ts";
import { vendorPortalRoutes } from "./vendor-portal/vendor-portal.routes.ts";
// vendor details: trades, attachments, payments (issue 15, vrec)
import { vendorRecordRoutes } from "./vendor-records/index.ts";
// vendor search, Import Zips, compliance reminders (issue 15, vsearch)
import { vendorSearchRoutes } from "./vendor-search/vendor-search.routes.ts";
// vendors management core (issue 15, vcore)
import { vendorRoutes, vendorTabRoutes } from "./vendors/index.ts";
import { viewRoutes } from "./views/views.routes.ts";
import { webhookRoutes } from "./webhooks/index.ts";
// work-order import (issue 18)
import { workOrderImportRoutes } from "./workorder-import/workorder-import.routes.ts";
import { providerPasswordRoutes } from "./workorders/provider-password.routes.ts";
import { workOrderDetailRoutes } from "./workorders/workorder-detail.routes.ts";
import { workOrderExportRoutes } from "./workorders/workorder-export.routes.ts";
import { workOrderListRoutes } from "./workorders/workorder-list.routes.ts";
import { noticeRoutes } from "./wovendors/vendor-notices.routes.ts";
import { woVendorRoutes } from "./wovendors/wovendors.routes.ts";

/** Every feature's routes, in one list so a reader sees the whole API surface. */
export const registerFeatures = async (app: FastifyInstance, ctx: AppContext) => {
  for (const plugin of [
    healthRoutes,
    authRoutes,
    lookupRoutes,
    userRoutes,
    errorLogRoutes,
    workOrderListRoutes,
    viewRoutes,
    outboxRoutes,
    noticeRoutes,
    noteRoutes,
    alertRoutes,
    overdueRoutes,
    workOrderExportRoutes,
    homeRoutes,
    workOrderDetailRoutes,
    providerPasswordRoutes,
    portalListRoutes,
    pastVendorRoutes,
    tradeRateRoutes,
    woVendorRoutes,
    customerRoutes,
    attachmentRoutes,
    proposalRoutes,
    invoiceRoutes,
    vendorProposalRoutes,
    jobRoutes,
    // accounting (issue 16)
    accountingRoutes,
    // reports (issue 17)
    reportRoutes,
    // vendor portal proposals and invoices (vbilling)
    vendorBillingRoutes,
    // vendor-portal (issue 12)
    vendorPortalRoutes,
    // technician in the field (issue 31)
    fieldRoutes,
    // customer-portal (issue 13)
    customerPortalRoutes,
    // admin (issue 16)
    adminRoutes,
    setPasswordRoutes,
    // work-order import (issue 18)
    workOrderImportRoutes,
    // customers, job sites, contracts and rates (issue 14)
    customerTabRoutes,
    managementProviderRoutes,
    jobSiteRoutes,
    jobSiteImportRoutes,
    rateRoutes,
    // page-view tracking (issue 20)
    pageViewRoutes,
    tradeRateImportRoutes,
    // vendors management core (issue 15, vcore)
    vendorRoutes,
    vendorTabRoutes,
    // vendor search, Import Zips, compliance reminders (issue 15, vsearch)
    vendorSearchRoutes,
    // vendor details: trades, attachments, payments (issue 15, vrec)
    vendorRecordRoutes,
    // SLA policies and clocks (issue 32, s32sla)
    slaRoutes,
    // API tokens and webhooks (issue 33, o33api)
    apiTokenRoutes,
    webhookRoutes,
    serviceChannelSyncRoutes,
    // vendor scorecards, invoice rules, NTE raises (issue 32, s32score)
    scorecardRoutes,
    invoiceRuleRoutes,
    // vendor acceptance (issue 32, s32accept)
    vendorAcceptanceRoutes,
    autoDispatchRoutes,
    // live screens and audit trail (issue 33, o33live)
    liveEventRoutes,
    auditRoutes,
  ]) {
    await app.register(plugin, { ctx });
  }
  // Never registered outside the browser tests' server: there /api/testcontrol/* is an unknown path (404).
  if (ctx.config.TEST_CONTROL_ROUTES) await app.register(testControlRoutes, { ctx });
};
