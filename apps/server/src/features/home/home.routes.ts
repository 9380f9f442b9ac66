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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readerFor } from "../../db/reader.ts";
import { allOf, anyOf, permissionOrAdmin, role, signedIn, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { activeCounts, dailyCounts, priorityCounts } from "./home-counts.service.ts";
import { customerOpenWorkOrders, quickActionWorkOrders, vendorOpenWorkOrders } from "./home-lists.service.ts";

const tags = ["home"];

/** Home dashboards (spec 1 §2, §7): counts scoped to the caller, and the popup lists behind each count. */
export const homeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/home/getactivecounts",
    { config: { access: signedIn }, schema: { tags, response: { 200: StatusCounts } } },
    (req) => activeCounts(readerFor(ctx.database, req.user), currentUser(req)),
  );
  app.get(
    "/api/home/getprioritycounts",
    { config: { access: signedIn }, schema: { tags, response: { 200: PriorityCounts } } },
    (req) => priorityCounts(readerFor(ctx.database, req.user), currentUser(req)),
  );
  app.get(
    "/api/home/getdailycounts",
    {
      config: { access: staffOnly },
      schema: { tags, querystring: DailyCountsQuery, response: { 200: DailyCounts } },
    },
    (req) => dailyCounts(readerFor(ctx.database, req.user), req.query.tz),
  );

  app.get(
    "/api/workorder/getquickactionworkorders",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: { tags, querystring: HomePopupQuery, response: { 200: WorkOrderListPage } },
    },
    (req) => quickActionWorkOrders(readerFor(ctx.database, req.user), currentUser(req), req.query),
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
    (req) => {
      const { vendorid, ...q } = req.query;
      return vendorOpenWorkOrders(readerFor(ctx.database, req.user), currentUser(req), q, vendorid);
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
    (req) => {
      const { customerid, ...q } = req.query;
      return customerOpenWorkOrders(readerFor(ctx.database, req.user), currentUser(req), q, customerid);
    },
  );
};
