import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { siteMeta, states, trades, workOrderStatuses } from "../../db/schema/index.ts";
import { signedIn } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";

const Status = z.object({
  id: z.number(),
  name: z.string(),
  abbreviation: z.string(),
  color: z.string(),
  sortorder: z.number(),
  isdefaultonnew: z.boolean(),
});
const Trade = z.object({ tradeid: z.number(), tradename: z.string() });
const State = z.object({ id: z.number(), statecode: z.string(), statename: z.string() });
const Meta = z.object({ tablename: z.string(), datafieldname: z.string(), displaynamefield: z.string() });

/** Read-only reference lists every signed-in screen uses. */
export const lookupRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/getstatuses",
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: z.array(Status) } } },
    () =>
      db
        .select({
          id: workOrderStatuses.id,
          name: workOrderStatuses.name,
          abbreviation: workOrderStatuses.abbreviation,
          color: workOrderStatuses.color,
          sortorder: workOrderStatuses.sortorder,
          isdefaultonnew: workOrderStatuses.isdefaultonnew,
        })
        .from(workOrderStatuses)
        .where(eq(workOrderStatuses.isactive, true))
        .orderBy(asc(workOrderStatuses.sortorder)),
  );

  const tradeList = () =>
    db
      .select({ tradeid: trades.id, tradename: trades.tradename })
      .from(trades)
      .where(eq(trades.isactive, true))
      .orderBy(asc(trades.tradename));
  const tradeSchema = { tags: ["lookups"], response: { 200: z.array(Trade) } };
  app.get("/api/trades/tradelist", { config: { access: signedIn }, schema: tradeSchema }, tradeList);
  // The "non-store" variant is read by pages that must not cache the list; the data is the same.
  app.get(
    "/api/trades/tradelist_nonstore",
    { config: { access: signedIn }, schema: tradeSchema },
    async (_r, reply) => {
      reply.header("cache-control", "no-store");
      return tradeList();
    },
  );

  app.get(
    "/api/geoinfo/getstates",
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: z.array(State) } } },
    () =>
      db
        .select({ id: states.id, statecode: states.statecode, statename: states.statename })
        .from(states)
        .orderBy(asc(states.statecode)),
  );

  app.get(
    "/api/site/meta",
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: z.array(Meta) } } },
    () =>
      db
        .select({
          tablename: siteMeta.tablename,
          datafieldname: siteMeta.datafieldname,
          displaynamefield: siteMeta.displaynamefield,
        })
        .from(siteMeta)
        .orderBy(asc(siteMeta.tablename), asc(siteMeta.datafieldname)),
  );
};
