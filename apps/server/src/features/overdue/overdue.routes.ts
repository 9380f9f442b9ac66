import { OverdueCount } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { countOverdueP1 } from "./overdue.service.ts";

/** The Admin overdue bell (spec 3 §7.6): count of overdue priority-1 orders; the list is /workorder?overdue=true. */
export const overdueRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/admin/getoverduep1",
    {
      config: { access: adminOnly },
      schema: { tags: ["dashboard"], response: { 200: OverdueCount } },
    },
    () => countOverdueP1(ctx.database.db),
  );
};
