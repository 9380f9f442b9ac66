import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { GeoJSON, useMap } from "react-leaflet";
import { loadUsBaseShapes } from "./base-layer.ts";

/** County lines appear from this zoom on (at the country view they would only be noise). */
const COUNTY_ZOOM = 5;

/** The offline base layer: state shapes, state borders, and county borders when zoomed in. */
export const BaseLayer = () => {
  const map = useMap();
  const shapes = useQuery({
    queryKey: ["map-reports", "us-atlas"],
    queryFn: loadUsBaseShapes,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [zoom, setZoom] = useState(map.getZoom());
  useEffect(() => {
    const credit = "States and counties: US Census Bureau (us-atlas)";
    map.attributionControl?.addAttribution(credit);
    return () => {
      map.attributionControl?.removeAttribution(credit);
    };
  }, [map]);
  useEffect(() => {
    const onZoom = () => setZoom(map.getZoom());
    map.on("zoomend", onZoom);
    return () => {
      map.off("zoomend", onZoom);
    };
  }, [map]);
  if (!shapes.data) return null;
  return (
    <>
      <GeoJSON
        data={shapes.data.states}
        interactive={false}
        style={{ color: "#8a8f98", weight: 0, fillColor: "#f7f6f1", fillOpacity: 1 }}
      />
      {zoom >= COUNTY_ZOOM && (
        <GeoJSON
          data={shapes.data.countyBorders}
          interactive={false}
          style={{ color: "#c9ccd1", weight: 0.6, fill: false }}
        />
      )}
      <GeoJSON
        data={shapes.data.stateBorders}
        interactive={false}
        style={{ color: "#7d838c", weight: 1, fill: false }}
      />
    </>
  );
};
