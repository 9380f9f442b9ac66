import type { MapFeatureCollection, MapPointFeature } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { formatDate, heatPoints, heatTotal, isoDay, popupLines } from "./map-data.ts";

const feature = (lng: number, lat: number, mag: number, extra: Partial<MapPointFeature["properties"]> = {}) =>
  ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [lng, lat] },
    properties: { time: null, mag, address: null, ...extra },
  }) satisfies MapPointFeature;

describe("map data", () => {
  it("turns heat features into [lat, lng, intensity] with the largest weight at 1 and a floor for the smallest", () => {
    const c: MapFeatureCollection = {
      type: "FeatureCollection",
      features: [feature(-97, 30, 100), feature(-87, 41, 25), feature(-80, 25, 1)],
    };
    expect(heatPoints(c)).toEqual([
      [30, -97, 1],
      [41, -87, 0.5],
      [25, -80, 0.15],
    ]);
    expect(heatTotal(c)).toBe(126);
    expect(heatTotal({ ...c, total: 130 })).toBe(130);
    expect(heatPoints({ type: "FeatureCollection", features: [] })).toEqual([]);
  });

  it("writes popups as lines of text, dates as MM/dd/yyyy", () => {
    expect(
      popupLines(
        feature(0, 0, 3, {
          name: "<b>Acme</b>",
          address: "1 Main St, Austin, TX 78701",
          time: "2026-02-03T04:05:06Z",
        }),
      ),
    ).toEqual([
      "<b>Acme</b>",
      "1 Main St, Austin, TX 78701",
      "Last order: 02/03/2026",
      "Orders in the last year: 3",
    ]);
    expect(popupLines(feature(0, 0, 1, { name: "Vendor", address: "2 Elm St" }))).toEqual([
      "Vendor",
      "2 Elm St",
    ]);
    expect(formatDate("2026-12-31T23:59:00Z")).toBe("12/31/2026");
    expect(isoDay(1, new Date(2026, 0, 1))).toBe("2025-12-31");
  });
});
