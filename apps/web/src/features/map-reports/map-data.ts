import type { MapFeatureCollection, MapPointFeature } from "@fm/domain/contracts";

/** One heat point for leaflet.heat: [latitude, longitude, intensity 0..1]. */
export type HeatPoint = [number, number, number];

/**
 * Heat points of a collection: intensity = mag ÷ the largest mag, with a floor so a ZIP with one order still
 * shows beside one with thousands (a square root keeps the spread readable).
 */
export const heatPoints = (c: MapFeatureCollection | null | undefined): HeatPoint[] => {
  const features = c?.features ?? [];
  const max = features.reduce((m, f) => Math.max(m, f.properties.mag), 0);
  if (max <= 0) return [];
  return features.map((f) => {
    const [lng, lat] = f.geometry.coordinates;
    return [lat, lng, Math.max(0.15, Math.sqrt(f.properties.mag / max))];
  });
};

/** Orders a heat collection weighs (its `total`, else the sum of its weights). */
export const heatTotal = (c: MapFeatureCollection | null | undefined): number =>
  c?.total ?? (c?.features ?? []).reduce((s, f) => s + f.properties.mag, 0);

/** "1,234" */
export const count = (n: number) => n.toLocaleString("en-US");

/** The lines of a marker's popup (text only: never rendered as HTML). */
export const popupLines = (f: MapPointFeature): string[] => {
  const p = f.properties;
  const lines = [p.name, p.address].filter((s): s is string => Boolean(s?.trim()));
  if (p.time !== null) lines.push(`Last order: ${formatDate(p.time)}`);
  if (p.name !== undefined && p.time !== null) lines.push(`Orders in the last year: ${count(p.mag)}`);
  return lines;
};

/** MM/dd/yyyy (spec 3 §9), in UTC as the server stores times. */
export const formatDate = (iso: string) => {
  const d = new Date(iso);
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(d.getUTCDate()).padStart(2, "0");
  return `${mm}/${dd}/${d.getUTCFullYear()}`;
};

/** yyyy-MM-dd of a date `daysBack` days before today (local calendar), for date inputs. */
export const isoDay = (daysBack = 0, now = new Date()) => {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
};
