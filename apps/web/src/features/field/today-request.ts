import { browserTimeZone } from "../../app/browser-time-zone.ts";

/**
 * Today's request (issue 31): the address and query of GET /api/vendorprofile/today, shared by the field API
 * and the page load's early start (app/open-signed-in.ts), which must ask for exactly what the page will.
 */
export const todayRequest = (search: string) => ({
  path: "/api/vendorprofile/today",
  query: { tz: browserTimeZone(), ...(search ? { search } : {}) },
});
