import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema/index.ts";
import { staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";

const Dispatcher = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/user/getdispatchers",
    { config: { access: staffOnly }, schema: { tags: ["users"], response: { 200: z.array(Dispatcher) } } },
    () =>
      db
        .select({
          id: users.id,
          name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
          email: users.email,
        })
        .from(users)
        .where(and(eq(users.isdispatcher, true), eq(users.isactive, true), eq(users.blocked, false)))
        .orderBy(asc(users.firstname), asc(users.lastname)),
  );
};
