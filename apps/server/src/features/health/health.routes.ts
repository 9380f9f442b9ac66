import { Health } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicRoute } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { databaseIsUp } from "./health.service.ts";

export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/health",
    { config: { access: publicRoute }, schema: { tags: ["system"], response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      if (await databaseIsUp(ctx.database.db)) return { status: "ok" as const, db: "ok" as const };
      return reply.status(503).send({ status: "degraded", db: "down" });
    },
  );
};
