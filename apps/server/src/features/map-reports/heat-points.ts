import type { MapFeatureCollection, MapPointFeature } from "@fm/domain/contracts";
import { lookupZip } from "../../platform/geo/us-zips.ts";

/**
 * Heat data: orders counted per job-site ZIP by SQL, placed here on the ZIP's centroid (platform/geo/us-zips.ts;
 * the sites' own average position when the ZIP is not in the data). One point per ZIP, weight = count, never
 * one point per order, so a year of orders stays a few thousand points at most.
 */
export interface ZipCount {
  zip: string;
  n: number;
  /** The UTC day (yyyy-MM-dd) of the latest order in that ZIP. */
  last: string | null;
  /** Average position of the ZIP's job sites (fallback when the ZIP has no centroid). */
  lat: number | null;
  lng: number | null;
  city: string | null;
  statecode: string | null;
}

/**
 * Above this many ZIPs the points are merged per 3-digit ZIP prefix (count-weighted centre), which keeps the
 * response under 1 MB (a point is ~170 bytes) at any data size; a heat map at zoom 3-9 looks the same.
 */
export const MAX_HEAT_POINTS = 5000;

const round = (v: number) => Math.round(v * 1e5) / 1e5;
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const point = (lng: number, lat: number, props: MapPointFeature["properties"]): MapPointFeature => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [round(lng), round(lat)] },
  properties: props,
});

interface Located {
  zip: string;
  n: number;
  last: string | null;
  lat: number;
  lng: number;
  city: string;
  statecode: string;
}

const locate = (r: ZipCount): Located | null => {
  const z = lookupZip(r.zip);
  const lat = z?.latitude ?? r.lat;
  const lng = z?.longitude ?? r.lng;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    zip: r.zip,
    n: Number(r.n),
    last: r.last,
    lat: Number(lat),
    lng: Number(lng),
    city: z?.city ?? r.city ?? "",
    statecode: z?.statecode ?? r.statecode ?? "",
  };
};

const place = (city: string, statecode: string, zip: string) =>
  [city, [statecode, zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** Merges ZIP points per 3-digit prefix: summed weight, count-weighted centre, latest time. */
const byPrefix = (points: Located[]): MapPointFeature[] => {
  const groups = new Map<string, Located[]>();
  for (const p of points) {
    const key = p.zip.slice(0, 3);
    const g = groups.get(key);
    if (g) g.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.entries()].map(([prefix, g]) => {
    const n = g.reduce((s, p) => s + p.n, 0);
    const lat = g.reduce((s, p) => s + p.lat * p.n, 0) / n;
    const lng = g.reduce((s, p) => s + p.lng * p.n, 0) / n;
    const last = g.reduce<string | null>(
      (m, p) => (p.last !== null && (m === null || p.last > m) ? p.last : m),
      null,
    );
    const states = [...new Set(g.map((p) => p.statecode).filter(Boolean))].join("/");
    return point(lng, lat, { time: last, mag: n, address: place("", states, `${prefix}xx`) });
  });
};

/** The heat collection of per-ZIP counts; `total` is the number of orders it weighs. */
export const heatCollection = (rows: readonly ZipCount[]): MapFeatureCollection => {
  const located = rows.map(locate).filter((p): p is Located => p !== null && p.n > 0);
  const total = located.reduce((s, p) => s + p.n, 0);
  const features =
    located.length > MAX_HEAT_POINTS
      ? byPrefix(located)
      : located.map((p) =>
          point(p.lng, p.lat, { time: p.last, mag: p.n, address: place(p.city, p.statecode, p.zip) }),
        );
  return { type: "FeatureCollection", features, total };
};

/** A marker: at the row's own position, else its ZIP's centroid; null when neither is known. */
export const markerFeature = (r: {
  latitude: number | null;
  longitude: number | null;
  postalcode: string;
  name: string;
  address: string;
  mag: number;
  time: Date | string | null;
}): MapPointFeature | null => {
  const z = r.latitude === null || r.longitude === null ? lookupZip(r.postalcode) : null;
  const lat = r.latitude ?? z?.latitude ?? null;
  const lng = r.longitude ?? z?.longitude ?? null;
  if (lat === null || lng === null) return null;
  return point(Number(lng), Number(lat), {
    time: iso(r.time),
    mag: Number(r.mag),
    address: r.address,
    name: r.name,
  });
};
