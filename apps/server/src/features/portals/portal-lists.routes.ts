import { STATUS } from "@fm/domain";
import { gridQueryString, WorkOrderListPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { anyOf, role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listWorkOrders } from "../workorders/workorder-list.service.ts";
import { presentForUser, workOrderScope } from "../workorders/workorder-scope.ts";

/** open = every status but Invoiced and Cancelled (the portal lists' default, spec 1 §2). */
const PORTAL_STATUS = {
  open: "active",
  all: "all",
  invoiced: STATUS.Invoiced,
  cancelled: STATUS.Cancelled,
} as const;

const portalQuery = gridQueryString(100).extend({
  flagged: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});

/** "My Work Orders" of the vendor and customer portals; the server scopes every row to the caller. */
export const portalListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const list = (statuses: readonly (keyof typeof PORTAL_STATUS)[]) =>
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
    async (req) => {
      const user = currentUser(req);
      const page = await listWorkOrders(
        ctx.database.db,
        { ...req.query, status: PORTAL_STATUS[req.params.status], mine: false, overdue: false },
        user,
        [workOrderScope(user)],
      );
      return { ...page, rows: page.rows.map((r) => presentForUser(r, user)) };
    },
  );

  app.get(
    "/api/customerprofile/getworkorders/:status",
    { config: { access: role("Customer") }, schema: list(["open", "invoiced", "all", "cancelled"]) },
    async (req) => {
      const user = currentUser(req);
      const page = await listWorkOrders(
        ctx.database.db,
        { ...req.query, status: PORTAL_STATUS[req.params.status], mine: false, overdue: false },
        user,
        [workOrderScope(user)],
      );
      return { ...page, rows: page.rows.map((r) => presentForUser(r, user)) };
    },
  );
};
