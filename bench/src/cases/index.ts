import { login } from "./auth.ts";
// the technician's Today (issues 31, 34 §3)
import { techToday } from "./field.ts";
import {
  activeCountsAdmin,
  activeCountsCustomer,
  activeCountsVendor,
  dailyCountsAdmin,
  priorityCountsAdmin,
} from "./home-counts.ts";
import {
  customerOpenPopup,
  customerPortalList,
  customersGrid,
  getWorkOrdersStatus9,
  quickActionPopup,
  vendorOpenPopup,
  vendorPortalList,
} from "./list-endpoints.ts";
import { getStatuses } from "./lookups.ts";
import { heatMapYear } from "./map-reports.ts";
// SLA clocks (issue 32, s32sla)
import { slaAtRisk, slaListBreached } from "./sla.ts";
import type { BenchCase } from "./types.ts";
// vendors management core (issue 15, vcore)
import { vendorsFirstPage, vendorsSearch } from "./vendor-list.ts";
// vendor scorecards (issue 32, s32score)
import { vendorScorecard } from "./vendor-scorecard.ts";
// vendor search (issue 15, vsearch)
import { vendorSearchRadius } from "./vendor-search.ts";
import { selectVendor } from "./vendor-selection.ts";
import { getAlerts, getWorkOrdersActive, getWorkOrdersSearch } from "./workorder-list.ts";

/** Every benchmark case; later features add theirs here. */
export const CASES: readonly BenchCase[] = [
  getStatuses,
  login,
  getWorkOrdersSearch,
  getAlerts,
  activeCountsAdmin,
  priorityCountsAdmin,
  dailyCountsAdmin,
  activeCountsVendor,
  activeCountsCustomer,
  selectVendor,
  // vendor search (issue 15, vsearch)
  vendorSearchRadius,
  // issue 11 load: the plain Active page of the load mix
  getWorkOrdersActive,
  // vendors management core (issue 15, vcore): Vendors list at 20,000 vendors
  vendorsFirstPage,
  vendorsSearch,
  // issue 17: map report 13, heat data of one year
  heatMapYear,
  // issue 19: every list endpoint against its bare SQL (the status-9 page is PostGraphile's peer page)
  getWorkOrdersStatus9,
  quickActionPopup,
  vendorOpenPopup,
  customerOpenPopup,
  vendorPortalList,
  customerPortalList,
  customersGrid,
  // SLA clocks (issue 32, s32sla): the at-risk queue and the list's clock filter
  slaAtRisk,
  slaListBreached,
  // vendor scorecards (issue 32, s32score): one vendor's scorecard from the rollup
  vendorScorecard,
  // the technician's Today (issues 31, 34 §3): 2.7 s at 1,000,000 before migration 0068
  techToday,
];
