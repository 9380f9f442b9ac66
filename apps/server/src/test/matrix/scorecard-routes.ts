import type { InjectOptions } from "fastify";
import type { MatrixCaller } from "./callers.ts";
import { type Fixture, order, orderWithLine } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 32 items 4–6 (s32score): the recall / duplicate check, vendor scorecards, invoice rules and NTE raises.
 * By hand from docs/permissions.md: staff reading work orders (read:workorders) for the staff check, the
 * customer for its own check (scope "list": another customer's check never lists the owner's order).
 */
const STAFF: readonly MatrixCaller[] = ["Admin", "AccountingAdmin", "Dispatchers", "ReadOnlyStaff"];
const CUSTOMER_USERS: readonly MatrixCaller[] = ["Customer"];

const get = (url: string): InjectOptions => ({ method: "GET", url });
const similarAtOwnerSite = async (f: Fixture, path: string) => {
  await order(f);
  return get(`${path}?jobsiteid=${f.owner.jobsiteid}`);
};

export const SCORECARD_ROUTES: Record<string, RouteRow> = {
  "GET /api/workorder/similar": {
    allowed: STAFF,
    build: (f) => similarAtOwnerSite(f, "/api/workorder/similar"),
  },
  "GET /api/customerprofile/similar": {
    allowed: CUSTOMER_USERS,
    scope: "list",
    build: (f) => similarAtOwnerSite(f, "/api/customerprofile/similar"),
  },
  "GET /api/vendor/scorecard": {
    allowed: STAFF,
    build: async (f) => {
      await orderWithLine(f);
      return get(`/api/vendor/scorecard?vendorid=${f.owner.vendorid}`);
    },
  },
};
