import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { invoiceRules, nteRaises } from "../../db/schema/index.ts";
import { APPROVERS, CUSTOMER_USERS, STAFF, WRITERS } from "./caller-groups.ts";
import type { MatrixCaller } from "./callers.ts";
import { type Fixture, order, orderWithLine } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 32 items 4–6 (s32score): the recall / duplicate check, vendor scorecards, invoice rules and NTE raises.
 * By hand from docs/permissions.md: staff reading work orders (read:workorders) for the staff check, the
 * customer for its own check (scope "list": another customer's check never lists the owner's order).
 */
/** AccountingAdmin (the accounting screens) and Admin. */
const RULE_EDITORS = APPROVERS;
/** The vendor's office (not its technicians). */
const VENDOR_OFFICE: readonly MatrixCaller[] = ["Vendor"];

const get = (url: string): InjectOptions => ({ method: "GET", url });
const pendingRaise = async (f: Fixture) => {
  const { wo } = await orderWithLine(f, {}, { nte: "500.00" });
  const [raise] = await f.t.db
    .insert(nteRaises)
    .values({
      workorderid: wo.id,
      vendorid: f.owner.vendorid,
      currentnte: "500.00",
      requestednte: "750.00",
      reason: "Matrix",
    })
    .returning();
  if (!raise) throw new Error("matrix builder: NTE raise not created");
  return raise;
};
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
  "GET /api/accounting/invoicerules": {
    allowed: RULE_EDITORS,
    build: () => get("/api/accounting/invoicerules"),
  },
  "PUT /api/accounting/invoicerules": {
    allowed: RULE_EDITORS,
    build: async (f) => {
      const [rule] = await f.t.db.select().from(invoiceRules).where(eq(invoiceRules.key, "photos"));
      if (!rule) throw new Error("matrix builder: invoice rule missing");
      return {
        method: "PUT",
        url: "/api/accounting/invoicerules",
        payload: {
          key: "photos",
          enabled: rule.enabled,
          tolerance: Number(rule.tolerance),
          version: rule.version,
        },
      };
    },
  },
  "POST /api/vendorprofile/nteraise": {
    allowed: VENDOR_OFFICE,
    scope: "row",
    build: async (f) => {
      const { wo } = await orderWithLine(f, {}, { nte: "500.00" });
      return {
        method: "POST",
        url: "/api/vendorprofile/nteraise",
        payload: { workorderid: wo.id, requestednte: 900, reason: "More work found" },
      };
    },
  },
  "GET /api/vendorprofile/nteraises": {
    allowed: VENDOR_OFFICE,
    scope: "row",
    build: async (f) =>
      get(`/api/vendorprofile/nteraises?workorderid=${(await pendingRaise(f)).workorderid}`),
  },
  "GET /api/workorder/nteraises": {
    allowed: STAFF,
    build: async (f) => get(`/api/workorder/nteraises?workorderid=${(await pendingRaise(f)).workorderid}`),
  },
  "POST /api/workorder/nteraise/{id}/approve": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: `/api/workorder/nteraise/${(await pendingRaise(f)).id}/approve`,
      payload: { version: 1 },
    }),
  },
  "POST /api/workorder/nteraise/{id}/decline": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: `/api/workorder/nteraise/${(await pendingRaise(f)).id}/decline`,
      payload: { version: 1, note: "Not agreed" },
    }),
  },
};
