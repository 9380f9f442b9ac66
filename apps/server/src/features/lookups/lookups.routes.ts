import {
  SiteMetaEntries,
  SiteMetaEntry,
  SiteMetaList,
  StateLookups,
  StatusLookups,
  TradeLookups,
  UpdateSiteMetaBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, signedIn } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listSiteMeta, listStates, listStatuses, listTrades } from "./lookups.service.ts";
import { listSiteMetaEntries, updateSiteMeta } from "./site-meta.service.ts";

/** Read-only reference lists every signed-in screen uses. */
export const lookupRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/getstatuses",
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: StatusLookups } } },
    () => listStatuses(db),
  );

  const tradeList = () => listTrades(db);
  const tradeSchema = { tags: ["lookups"], response: { 200: TradeLookups } };
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
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: StateLookups } } },
    () => listStates(db),
  );

  app.get(
    "/api/site/meta",
    { config: { access: signedIn }, schema: { tags: ["lookups"], response: { 200: SiteMetaList } } },
    () => listSiteMeta(db),
  );

  // The Labels tab of /admin (beyond the spec, which shows no editor): Admin only, versioned, audited.
  app.get(
    "/api/admin/sitemeta",
    { config: { access: adminOnly }, schema: { tags: ["lookups"], response: { 200: SiteMetaEntries } } },
    () => listSiteMetaEntries(db),
  );
  app.put(
    "/api/admin/sitemeta",
    {
      config: { access: adminOnly },
      schema: { tags: ["lookups"], body: UpdateSiteMetaBody, response: { 200: SiteMetaEntry } },
    },
    (req) => updateSiteMeta(db, currentUser(req), req.body),
  );
};
