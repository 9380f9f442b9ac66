import { Dispatchers } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listDispatchers } from "./users.service.ts";

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/user/getdispatchers",
    { config: { access: staffOnly }, schema: { tags: ["users"], response: { 200: Dispatchers } } },
    () => listDispatchers(db),
  );
};
