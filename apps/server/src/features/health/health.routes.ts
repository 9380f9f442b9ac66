import { Health } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicRoute } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";

export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/health",
    { config: { access: publicRoute }, schema: { tags: ["system"], response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      const up = await ctx.database.ping();
      const replica = ctx.database.replica?.router.current();
      const body = { db: up ? ("ok" as const) : ("down" as const), ...(replica ? { replica } : {}) };
      if (ctx.lifecycle?.draining) return reply.status(503).send({ status: "draining", ...body });
      if (up) return { status: "ok" as const, ...body };
      return reply.status(503).send({ status: "degraded", ...body });
    },
  );
};
