import { login } from "./auth.ts";
import {
  activeCountsAdmin,
  activeCountsCustomer,
  activeCountsVendor,
  dailyCountsAdmin,
  priorityCountsAdmin,
} from "./home-counts.ts";
import { getStatuses } from "./lookups.ts";
import { heatMapYear } from "./map-reports.ts";
import type { BenchCase } from "./types.ts";
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
  // issue 11 load: the plain Active page of the load mix
  getWorkOrdersActive,
  // issue 17: map report 13, heat data of one year
  heatMapYear,
];
