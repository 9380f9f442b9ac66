import { PastVendors, WorkOrderIdQuery } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listPastVendors } from "./past-vendors.service.ts";

/** Right-side panel: vendors used before at this work order's job site ('No Previous Vendors Found'). */
export const pastVendorRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/workorder/getpastvendors",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags: ["work order detail"],
        querystring: WorkOrderIdQuery,
        response: { 200: PastVendors },
      },
    },
    (req) => listPastVendors(db, currentUser(req), req.query.workorderid),
  );
};
