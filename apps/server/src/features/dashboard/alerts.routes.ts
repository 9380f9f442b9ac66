import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { workOrders } from "../../db/schema/index.ts";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { gridQueryString } from "../../platform/grid/grid-params.ts";
import { WorkOrderListPage } from "../workorders/workorder-list.schemas.ts";
import { listWorkOrders } from "../workorders/workorder-list.service.ts";

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const AlertsQuery = gridQueryString(50).extend({
  days: z.coerce
    .number({ error: "days must be 0, 7, 14 or 30" })
    .refine((d) => [0, 7, 14, 30].includes(d), "days must be 0, 7, 14 or 30"),
  tz: z.string().max(64).refine(isTimeZone, "tz must be an IANA time zone").default("UTC"),
  flagged: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
  mine: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});

/**
 * Dispatcher Dashboard rows (spec 1 §2): active work orders whose ETA — the schedule date, or the follow-up
 * date when that comes first — falls before the end of the chosen window (today, 7, 14 or 30 days) in the
 * user's time zone. Late ones (ETA already past) stay on the board until they move on.
 */
export const alertRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/dashboard/getalerts",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("view:dashboard")) },
      schema: { tags: ["dashboard"], querystring: AlertsQuery, response: { 200: WorkOrderListPage } },
    },
    (req) => {
      const { days, tz, ...grid } = req.query;
      const windowEnd = sql`((date_trunc('day', now() at time zone ${tz}) + make_interval(days => ${days + 1})) at time zone ${tz})`;
      // least() ignores nulls: the same rows as "schedule or follow-up date before the end", on one index.
      const eta = sql`least(${workOrders.scheduledate}, ${workOrders.promisedate}) < ${windowEnd}`;
      return listWorkOrders(
        ctx.database.db,
        {
          ...grid,
          status: "active",
          overdue: false,
          sort: grid.sort.length ? grid.sort : [{ column: "eta", desc: false }],
        },
        currentUser(req),
        [eta],
      );
    },
  );
};
