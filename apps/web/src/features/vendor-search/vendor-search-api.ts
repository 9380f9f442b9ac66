import {
  TradeLookups,
  type VendorSearchGeographyBody,
  type VendorSearchRadiusBody,
  VendorSearchResult,
  VendorZipVendorPage,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

/** What a search asks: radius or geography (the POST body of each). */
export type VendorSearchCriteria =
  | { mode: "radius"; body: VendorSearchRadiusBody }
  | { mode: "geography"; body: VendorSearchGeographyBody };

export const vendorSearchKeys = {
  trades: ["vendor-search", "trades"] as const,
  results: (c: VendorSearchCriteria | null) => ["vendor-search", "results", c] as const,
  zipVendorsAll: ["vendor-search", "zip-vendors"] as const,
  zipVendors: (q: ListQuery) => ["vendor-search", "zip-vendors", q] as const,
};

export const vendorSearchApi = {
  trades: () => api.get("/api/trades/tradelist", { response: TradeLookups }),
  search: (c: VendorSearchCriteria) =>
    c.mode === "radius"
      ? api.post("/api/vendor/searchbyradius", c.body, {
          response: VendorSearchResult,
          idempotencyKey: false,
        })
      : api.post("/api/vendor/searchbygeography", c.body, {
          response: VendorSearchResult,
          idempotencyKey: false,
        }),
  zipVendors: (q: ListQuery) =>
    api.get("/api/admin/importtradezips/vendors", { query: q, response: VendorZipVendorPage }),
};
