import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listSiteMeta, listStates, listStatuses, listTrades } from "./lookups.service.ts";

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
    () => listStatuses(db),
  );

  const tradeList = () => listTrades(db);
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
    () => listStates(db),
  );

  app.get(
    "/api/site/meta",
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: z.array(Meta) } } },
    () => listSiteMeta(db),
  );
};
