import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listDispatchers } from "./users.service.ts";

const Dispatcher = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/user/getdispatchers",
    { config: { access: staffOnly }, schema: { tags: ["users"], response: { 200: z.array(Dispatcher) } } },
    () => listDispatchers(db),
  );
};
