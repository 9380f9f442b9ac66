import { SiteMetaEntries, SiteMetaEntry, SiteMetaList, type UpdateSiteMetaBody } from "@fm/domain/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/instance.ts";

/** The caption dictionary's query key: read once per page load, refetched only after an Admin edit. */
export const siteMetaKey = ["site-meta"] as const;
export const siteMetaEntriesKey = ["site-meta", "entries"] as const;

export const labelsApi = {
  meta: () => api.get("/api/site/meta", { response: SiteMetaList }),
  entries: () => api.get("/api/admin/sitemeta", { response: SiteMetaEntries }),
  update: (body: UpdateSiteMetaBody) => api.put("/api/admin/sitemeta", body, { response: SiteMetaEntry }),
};

/** The caption dictionary as a query (useSiteMeta; a route preload starts it early, decision 0023). */
export const siteMetaQuery = () =>
  queryOptions({
    queryKey: siteMetaKey,
    queryFn: labelsApi.meta,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
