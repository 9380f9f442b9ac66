import type { FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
// Shipped with the app (no tile server, no internet): US states and counties from the Census Bureau.
import countiesUrl from "us-atlas/counties-10m.json?url";

type UsAtlas = Topology<{
  counties: GeometryCollection;
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

export interface UsBaseShapes {
  states: FeatureCollection;
  /** Borders between states (one line each). */
  stateBorders: MultiLineString;
  /** Borders between counties of one state (drawn when zoomed in). */
  countyBorders: MultiLineString;
}

/** Reads the us-atlas TopoJSON (a static asset of the build) into GeoJSON for the map's base layer. */
export const loadUsBaseShapes = async (): Promise<UsBaseShapes> => {
  const res = await fetch(countiesUrl);
  if (!res.ok) throw new Error(`The map's base layer could not be loaded (${res.status}).`);
  const us = (await res.json()) as UsAtlas;
  // A GeometryCollection object always converts to a FeatureCollection.
  const states = feature(us, us.objects.states) as FeatureCollection;
  return {
    states,
    stateBorders: mesh(us, us.objects.states),
    countyBorders: mesh(
      us,
      us.objects.counties,
      (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
    ),
  };
};
