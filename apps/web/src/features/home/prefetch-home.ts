import { isStaff, type Principal } from "@fm/domain";
import type { QueryClient } from "@tanstack/react-query";
import { browserTimeZone } from "../../app/browser-time-zone.ts";
import { dashboardKind } from "./dashboard-kind.ts";
import { homeQueries } from "./home-api.ts";

/**
 * Starts what /home draws for this user (decision 0023), right after sign-in or on the way to /home: the
 * dashboard's counts (the same queries the cards read: internal → by status, by priority and, for staff,
 * today's dispatcher counts; vendor / customer → by status). The cards then find their data in the cache or
 * in flight instead of asking after they mount. (The charts are the app's own and travel with the page.)
 */
export const prefetchHome = (queryClient: QueryClient, user: Principal): void => {
  void queryClient.prefetchQuery(homeQueries.active());
  if (dashboardKind(user) !== "internal") return;
  void queryClient.prefetchQuery(homeQueries.priority());
  // In a task of its own: unless sign-in's warm-up has read it already, the first time-zone lookup loads the
  // browser's locale data, and the requests above leave only when this task ends.
  if (isStaff(user))
    setTimeout(() => void queryClient.prefetchQuery(homeQueries.daily(browserTimeZone())), 0);
};
