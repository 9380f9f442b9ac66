import { describe, expect, it } from "vitest";
import { zipsInStates } from "../../platform/geo/us-zips.ts";
import { heatCollection, MAX_HEAT_POINTS, type ZipCount } from "./heat-points.ts";

const row = (zip: string, n: number, over: Partial<ZipCount> = {}): ZipCount => ({
  zip,
  n,
  last: "2026-01-02",
  lat: null,
  lng: null,
  city: null,
  statecode: null,
  ...over,
});

describe("heat points", () => {
  it("places a ZIP on its centroid, or on its sites' average when the ZIP is unknown, and drops what cannot be placed", () => {
    const c = heatCollection([
      row("59001", 3),
      row("00001", 2, { lat: 40.5, lng: -100.25, city: "Nowhere", statecode: "NE" }),
      row("00002", 7),
    ]);
    expect(c.features.map((f) => [f.properties.address, f.geometry.coordinates, f.properties.mag])).toEqual([
      ["Absarokee, MT 59001", [-109.4692, 45.5154], 3],
      ["Nowhere, NE 00001", [-100.25, 40.5], 2],
    ]);
    expect(c.total).toBe(5);
    expect(c.features[0]?.properties.time).toBe("2026-01-02");
  });

  it(`merges per 3-digit ZIP prefix above ${MAX_HEAT_POINTS} ZIPs, keeping every order's weight and staying under 1 MB`, () => {
    const zips = zipsInStates(["CA", "TX", "NY", "FL", "PA"]).slice(0, MAX_HEAT_POINTS + 500);
    expect(zips.length).toBe(MAX_HEAT_POINTS + 500);
    const rows = zips.map((z, i) => row(z.zipcode, 1 + (i % 5)));
    const expectedTotal = rows.reduce((s, r) => s + r.n, 0);
    const c = heatCollection(rows);
    const prefixes = new Set(zips.map((z) => z.zipcode.slice(0, 3)));
    expect(c.features.length).toBe(prefixes.size);
    expect(c.features.reduce((s, f) => s + f.properties.mag, 0)).toBe(expectedTotal);
    expect(c.total).toBe(expectedTotal);
    expect(c.features[0]?.properties.address).toMatch(/^[A-Z]{2}(\/[A-Z]{2})* \d{3}xx$/);
    // Even unmerged, the largest answer (MAX_HEAT_POINTS points) stays under 1 MB.
    const unmerged = heatCollection(rows.slice(0, MAX_HEAT_POINTS));
    expect(unmerged.features.length).toBe(MAX_HEAT_POINTS);
    expect(Buffer.byteLength(JSON.stringify(unmerged))).toBeLessThan(1_000_000);
  });
});
