import { OverdueCount } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { workOrders } from "../../db/schema/index.ts";
import { adminOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { mustExist } from "../../platform/errors.ts";
import { overdueP1Condition } from "../workorders/workorder-list.service.ts";

/** The Admin overdue bell (spec 3 §7.6): count of overdue priority-1 orders; the list is /workorder?overdue=true. */
export const overdueRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/admin/getoverduep1",
    {
      config: { access: adminOnly },
      schema: { tags: ["dashboard"], response: { 200: OverdueCount } },
    },
    async () => {
      const [row] = await ctx.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(workOrders)
        .where(overdueP1Condition());
      return { count: mustExist(row, "count(*) row").count };
    },
  );
};
