import { gridQueryString, WorkOrderListPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { anyOf, role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listPortalWorkOrders, type PortalStatus } from "./portal-lists.service.ts";

const portalQuery = gridQueryString(100).extend({
  flagged: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});

/** "My Work Orders" of the vendor and customer portals; the server scopes every row to the caller. */
export const portalListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const list = <S extends PortalStatus>(statuses: readonly [S, ...S[]]) =>
    ({
      tags: ["portals"],
      params: z.object({
        status: z.enum(statuses, { error: `status must be one of ${statuses.join(", ")}` }),
      }),
      querystring: portalQuery,
      response: { 200: WorkOrderListPage },
    }) as const;

  app.get(
    "/api/vendorprofile/getworkorders/:status",
    {
      config: { access: anyOf(role("Vendor"), role("Tech")) },
      schema: list(["open", "invoiced", "cancelled"]),
    },
    (req) => listPortalWorkOrders(db, currentUser(req), req.params.status, req.query),
  );

  app.get(
    "/api/customerprofile/getworkorders/:status",
    { config: { access: role("Customer") }, schema: list(["open", "invoiced", "all", "cancelled"]) },
    (req) => listPortalWorkOrders(db, currentUser(req), req.params.status, req.query),
  );
};
