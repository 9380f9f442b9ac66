import { isStaff, isVendorUser } from "@fm/domain";
import {
  CustomerOpenWorkOrdersQuery,
  DailyCounts,
  DailyCountsQuery,
  HomePopupQuery,
  PriorityCounts,
  StatusCounts,
  VendorOpenWorkOrdersQuery,
  WorkOrderListPage,
} from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { workOrders } from "../../db/schema/index.ts";
import { allOf, anyOf, permissionOrAdmin, role, signedIn, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { listWorkOrders } from "../workorders/workorder-list.service.ts";
import { attachedToVendor } from "../workorders/workorder-scope.ts";
import { activeCounts, dailyCounts, priorityCounts } from "./home-counts.service.ts";

const tags = ["home"];
const noQuickFilters = { flagged: false, mine: false, overdue: false } as const;

/** Home dashboards (spec 1 §2, §7): counts scoped to the caller, and the popup lists behind each count. */
export const homeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/home/getactivecounts",
    { config: { access: signedIn }, schema: { tags, response: { 200: StatusCounts } } },
    (req) => activeCounts(db, currentUser(req)),
  );
  app.get(
    "/api/home/getprioritycounts",
    { config: { access: signedIn }, schema: { tags, response: { 200: PriorityCounts } } },
    (req) => priorityCounts(db, currentUser(req)),
  );
  app.get(
    "/api/home/getdailycounts",
    {
      config: { access: staffOnly },
      schema: { tags, querystring: DailyCountsQuery, response: { 200: DailyCounts } },
    },
    (req) => dailyCounts(db, req.query.tz),
  );

  app.get(
    "/api/workorder/getquickactionworkorders",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: { tags, querystring: HomePopupQuery, response: { 200: WorkOrderListPage } },
    },
    (req) => {
      const { statusid: s, ...grid } = req.query;
      return listWorkOrders(db, currentUser(req), { ...grid, ...noQuickFilters, status: s ?? "active" });
    },
  );

  app.get(
    "/api/vendor/getopenworkorders",
    {
      config: { access: anyOf(staffOnly, role("Vendor"), role("Tech")) },
      schema: {
        tags,
        querystring: VendorOpenWorkOrdersQuery,
        response: { 200: WorkOrderListPage },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { statusid: s, vendorid, ...grid } = req.query;
      if (isVendorUser(user) && vendorid && vendorid !== user.vendorid)
        throw forbidden("You can only see your own work orders.");
      const narrow = isStaff(user) && vendorid ? attachedToVendor(vendorid) : undefined;
      return listWorkOrders(
        db,
        user,
        { ...grid, ...noQuickFilters, status: s ?? "active" },
        { narrow: [narrow] },
      );
    },
  );

  app.get(
    "/api/customer/getopenworkorders",
    {
      config: { access: anyOf(staffOnly, role("Customer")) },
      schema: {
        tags,
        querystring: CustomerOpenWorkOrdersQuery,
        response: { 200: WorkOrderListPage },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { statusid: s, customerid, ...grid } = req.query;
      if (!isStaff(user) && customerid && customerid !== user.customerid)
        throw forbidden("You can only see your own work orders.");
      const narrow = isStaff(user) && customerid ? eq(workOrders.customerid, customerid) : undefined;
      return listWorkOrders(
        db,
        user,
        { ...grid, ...noQuickFilters, status: s ?? "active" },
        { narrow: [narrow] },
      );
    },
  );
};
