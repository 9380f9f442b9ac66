import { AlertsQuery, WorkOrderListPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readerFor } from "../../db/reader.ts";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listAlerts } from "./alerts.service.ts";

export const alertRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/dashboard/getalerts",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("view:dashboard")) },
      schema: { tags: ["dashboard"], querystring: AlertsQuery, response: { 200: WorkOrderListPage } },
    },
    (req) => listAlerts(readerFor(ctx.database, req.user), req.query, currentUser(req), nowOf(ctx)),
  );
};
