import {
  CUSTOMER_PORTAL_STATUSES,
  PortalListQuery,
  type PortalStatus,
  portalStatusParams,
  VENDOR_PORTAL_STATUSES,
  WorkOrderListPage,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readerFor } from "../../db/reader.ts";
import { anyOf, role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listPortalWorkOrders } from "./portal-lists.service.ts";

/** "My Work Orders" of the vendor and customer portals; the server scopes every row to the caller. */
export const portalListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const list = <S extends PortalStatus>(statuses: readonly [S, ...S[]]) =>
    ({
      tags: ["portals"],
      params: portalStatusParams(statuses),
      querystring: PortalListQuery,
      response: { 200: WorkOrderListPage },
    }) as const;

  app.get(
    "/api/vendorprofile/getworkorders/:status",
    {
      config: { access: anyOf(role("Vendor"), role("Tech")) },
      schema: list(VENDOR_PORTAL_STATUSES),
    },
    (req) =>
      listPortalWorkOrders(readerFor(ctx.database, req.user), currentUser(req), req.params.status, req.query),
  );

  app.get(
    "/api/customerprofile/getworkorders/:status",
    { config: { access: role("Customer") }, schema: list(CUSTOMER_PORTAL_STATUSES) },
    (req) =>
      listPortalWorkOrders(readerFor(ctx.database, req.user), currentUser(req), req.params.status, req.query),
  );
};
