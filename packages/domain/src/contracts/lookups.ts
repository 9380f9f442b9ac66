import { z } from "zod";

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
