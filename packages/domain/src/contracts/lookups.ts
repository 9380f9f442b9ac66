import { z } from "zod";
import { id, requiredText, version } from "./primitives.ts";

/** GET /api/workorder/getstatuses. */
export const StatusLookup = z.object({
  id: z.number(),
  name: z.string(),
  abbreviation: z.string(),
  color: z.string(),
  sortorder: z.number(),
  isdefaultonnew: z.boolean(),
});
export type StatusLookup = z.infer<typeof StatusLookup>;
export const StatusLookups = z.array(StatusLookup);

/** GET /api/trades/tradelist (and tradelist_nonstore). */
export const TradeLookup = z.object({ tradeid: z.number(), tradename: z.string() });
export type TradeLookup = z.infer<typeof TradeLookup>;
export const TradeLookups = z.array(TradeLookup);

/** GET /api/geoinfo/getstates. */
export const StateLookup = z.object({ id: z.number(), statecode: z.string(), statename: z.string() });
export type StateLookup = z.infer<typeof StateLookup>;
export const StateLookups = z.array(StateLookup);

/** GET /api/site/meta: display names of data fields. */
export const SiteMeta = z.object({
  tablename: z.string(),
  datafieldname: z.string(),
  displaynamefield: z.string(),
});
export type SiteMeta = z.infer<typeof SiteMeta>;
export const SiteMetaList = z.array(SiteMeta);

/** GET /api/admin/sitemeta: the caption dictionary as the Labels editor shows it (Admin). */
export const SiteMetaEntry = SiteMeta.extend({ id: z.number(), version: z.number() });
export type SiteMetaEntry = z.infer<typeof SiteMetaEntry>;
export const SiteMetaEntries = z.array(SiteMetaEntry);

/** PUT /api/admin/sitemeta: a new display name for one field (versioned: a stale edit answers 409). */
export const UpdateSiteMetaBody = z.object({
  id: id("id"),
  displaynamefield: requiredText("Display name", 100),
  version,
});
export type UpdateSiteMetaBody = z.infer<typeof UpdateSiteMetaBody>;
