import L from "leaflet";
import "leaflet.heat";
import { MAP_HEAT_MAX_ZOOM } from "@fm/domain/contracts";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import type { HeatPoint } from "./map-data.ts";

/** The heat gradient (also drawn by the legend). */
export const HEAT_GRADIENT = { 0.2: "#2b83ba", 0.45: "#abdda4", 0.7: "#fdae61", 1: "#d7191c" } as const;

/** leaflet.heat over the points; shown up to zoom MAP_HEAT_MAX_ZOOM (spec 3 §9), hidden when zoomed closer. */
export const HeatLayer = ({ points }: { points: HeatPoint[] }) => {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    const layer = L.heatLayer(points, {
      radius: 22,
      blur: 16,
      max: 1,
      maxZoom: 6,
      minOpacity: 0.35,
      gradient: HEAT_GRADIENT,
    });
    const sync = () => {
      const visible = map.getZoom() <= MAP_HEAT_MAX_ZOOM;
      if (visible && !map.hasLayer(layer)) layer.addTo(map);
      if (!visible && map.hasLayer(layer)) map.removeLayer(layer);
    };
    sync();
    map.on("zoomend", sync);
    return () => {
      map.off("zoomend", sync);
      map.removeLayer(layer);
    };
  }, [map, points]);
  return null;
};
