import { CityPage, CountyPage, GEO_PAGE_SIZE, StateLookups, ZipPage } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

export type GeoKind = "cities" | "counties" | "zipcodes";

/** One picked area of a rate: its value (city, county or ZIP) and state. */
export interface GeoPick {
  value: string;
  statecode: string;
  label: string;
}

/** Pages of 50 cities, counties or ZIPs of the chosen states (spec 3 §2.9, §9). */
export const fetchGeoPage = async (
  kind: GeoKind,
  states: readonly string[],
  search: string,
  skip: number,
): Promise<{ items: GeoPick[]; total: number }> => {
  const query = { states: states.join(","), search, skip, take: GEO_PAGE_SIZE };
  if (kind === "cities") {
    const p = await api.get("/api/geoinfo/getcities", { query, response: CityPage });
    return {
      total: p.total,
      items: p.items.map((c) => ({
        value: c.city,
        statecode: c.statecode,
        label: `${c.city}, ${c.statecode}`,
      })),
    };
  }
  if (kind === "counties") {
    const p = await api.get("/api/geoinfo/getcounties", { query, response: CountyPage });
    return {
      total: p.total,
      items: p.items.map((c) => ({
        value: c.county,
        statecode: c.statecode,
        label: `${c.county}, ${c.statecode}`,
      })),
    };
  }
  const p = await api.get("/api/geoinfo/getzipcodes", { query, response: ZipPage });
  return {
    total: p.total,
    items: p.items.map((z) => ({
      value: z.zipcode,
      statecode: z.statecode,
      label: `${z.zipcode} (${z.city}, ${z.statecode})`,
    })),
  };
};

export const fetchStates = () => api.get("/api/geoinfo/getstates", { response: StateLookups });
