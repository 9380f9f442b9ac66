import { gridQueryString, optionalId, WorkOrderListPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, anyOf, permissionOrAdmin, role, signedIn, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { activeCounts, dailyCounts, priorityCounts } from "./home-counts.service.ts";
import { customerOpenWorkOrders, quickActionWorkOrders, vendorOpenWorkOrders } from "./home-lists.service.ts";

const tags = ["home"];
const tz = z
  .string()
  .max(64)
  .refine((v) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: v });
      return true;
    } catch {
      return false;
    }
  }, "tz must be an IANA time zone")
  .default("UTC");
const statusid = optionalId("statusid");
const popupQuery = gridQueryString(20).extend({ statusid });

const StatusCount = z.object({
  statusid: z.number(),
  status: z.string(),
  abbreviation: z.string(),
  color: z.string(),
  count: z.number(),
});
const PriorityCount = z.object({ priorityid: z.number(), priority: z.string(), count: z.number() });
const DailyCount = z.object({
  dispatcherid: z.number(),
  dispatcher: z.string(),
  inreceived: z.number(),
  totalcount: z.number(),
});

/** Home dashboards (spec 1 §2, §7): counts scoped to the caller, and the popup lists behind each count. */
export const homeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/home/getactivecounts",
    { config: { access: signedIn }, schema: { tags, response: { 200: z.array(StatusCount) } } },
    (req) => activeCounts(db, currentUser(req)),
  );
  app.get(
    "/api/home/getprioritycounts",
    { config: { access: signedIn }, schema: { tags, response: { 200: z.array(PriorityCount) } } },
    (req) => priorityCounts(db, currentUser(req)),
  );
  app.get(
    "/api/home/getdailycounts",
    {
      config: { access: staffOnly },
      schema: { tags, querystring: z.object({ tz }), response: { 200: z.array(DailyCount) } },
    },
    (req) => dailyCounts(db, req.query.tz),
  );

  app.get(
    "/api/workorder/getquickactionworkorders",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: { tags, querystring: popupQuery, response: { 200: WorkOrderListPage } },
    },
    (req) => quickActionWorkOrders(db, currentUser(req), req.query),
  );

  app.get(
    "/api/vendor/getopenworkorders",
    {
      config: { access: anyOf(staffOnly, role("Vendor"), role("Tech")) },
      schema: {
        tags,
        querystring: popupQuery.extend({ vendorid: optionalId("vendorid") }),
        response: { 200: WorkOrderListPage },
      },
    },
    (req) => {
      const { vendorid, ...q } = req.query;
      return vendorOpenWorkOrders(db, currentUser(req), q, vendorid);
    },
  );

  app.get(
    "/api/customer/getopenworkorders",
    {
      config: { access: anyOf(staffOnly, role("Customer")) },
      schema: {
        tags,
        querystring: popupQuery.extend({ customerid: optionalId("customerid") }),
        response: { 200: WorkOrderListPage },
      },
    },
    (req) => {
      const { customerid, ...q } = req.query;
      return customerOpenWorkOrders(db, currentUser(req), q, customerid);
    },
  );
};
