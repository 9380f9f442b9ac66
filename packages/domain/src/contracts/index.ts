/**
 * The API's contracts: every request and response schema (zod) with its inferred type, shared by the server
 * (validation, OpenAPI), the web (response checks in development builds, types) and the browser tests.
 * One file per feature; every field is built from the primitives in primitives.ts and html.ts.
 */
// accounting (issue 16)

export * from "./abilities.ts";
export * from "./accounting.ts";
export * from "./admin.ts";
export * from "./attachments.ts";
export * from "./audit-trail.ts";
export * from "./auth.ts";
// automatic dispatch (issue 32, s32accept)
export * from "./autodispatch.ts";
export * from "./billing-lines.ts";
export * from "./customer-portal.ts";
// customers, job sites, contracts and rates (issue 14)
export * from "./customer-tabs.ts";
export * from "./customers.ts";
export * from "./dashboard.ts";
export * from "./errorlog.ts";
export * from "./event-counts.ts";
// technician in the field (issue 31)
export * from "./field.ts";
export * from "./grid-query.ts";
export * from "./health.ts";
export * from "./home.ts";
export * from "./html.ts";
// API tokens and webhooks (issue 33)
export * from "./integrations.ts";
// invoice rules and NTE raises (issue 32 §5)
export * from "./invoice-rules.ts";
export * from "./invoices.ts";
export * from "./jobs.ts";
export * from "./jobsites.ts";
export * from "./live-events.ts";
export * from "./lookups.ts";
export * from "./management-providers.ts";
export * from "./map-reports.ts";
export * from "./notes.ts";
export * from "./notices.ts";
export * from "./outbox.ts";
export * from "./pageviews.ts";
export * from "./party-records.ts";
export * from "./past-vendors.ts";
export * from "./patch.ts";
export * from "./portals.ts";
export * from "./primitives.ts";
export * from "./proposals.ts";
export * from "./rate-editor.ts";
// recall and duplicate check (issue 32 §6)
export * from "./recalls.ts";
// reports (issue 17)
export * from "./reports.ts";
// vendor scorecards (issue 32 §4)
export * from "./scorecards.ts";
// SLA policies and clocks (issue 32, s32sla)
export * from "./sla.ts";
// browser tests' control routes (TEST_CONTROL_ROUTES=1 only)
export * from "./test-control.ts";
export * from "./trade-rates.ts";
export * from "./us-phone.ts";
export * from "./users.ts";
// vendor acceptance and automatic dispatch (issue 32, s32accept)
export * from "./vendor-acceptance.ts";
// vendor portal proposals and invoices (vbilling)
export * from "./vendor-billing.ts";
export * from "./vendor-portal.ts";
// vendor details: trades, attachments, payments (issue 15, vrec)
export * from "./vendor-records.ts";
// vendor search, Import Zips, compliance marks (issue 15, vsearch)
export * from "./vendor-search.ts";
// vendors management core (issue 15, vcore)
export * from "./vendors.ts";
export * from "./views.ts";
export * from "./workorder-actions.ts";
export * from "./workorder-form.ts";
// work-order import (issue 18)
export * from "./workorder-import.ts";
export * from "./workorder-list.ts";
export * from "./wovendors.ts";
