import { IdQuery, ProviderPasswordResult } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { getProviderPassword } from "./provider-password.service.ts";

/** GET /api/workorder/providerpassword: the one route that sends a management-provider password. */
export const providerPasswordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/workorder/providerpassword",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags: ["work order detail"],
        description:
          "The management-provider password of the work order's customer, asked for explicitly (staff only; each reveal is logged).",
        querystring: IdQuery,
        response: { 200: ProviderPasswordResult },
      },
    },
    async (req, reply) => {
      const result = await getProviderPassword(ctx.database.db, ctx.secrets, req.query.id);
      req.log.info(
        { userid: currentUser(req).id, workorderid: req.query.id },
        "management-provider password revealed",
      );
      reply.header("cache-control", "no-store");
      return result;
    },
  );
};
