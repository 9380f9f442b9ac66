import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./map-reports.css";
import { MAP_START_ZOOM, MAP_US_CENTER, type MapFeatureCollection } from "@fm/domain/contracts";
import L from "leaflet";
import { useEffect, useMemo } from "react";
import { Circle, MapContainer, useMap } from "react-leaflet";
import { BaseLayer } from "./BaseLayer.tsx";
import { ClusterLayer, type MarkerKind } from "./ClusterLayer.tsx";
import { HeatLayer } from "./HeatLayer.tsx";
import { MapLegend } from "./MapLegend.tsx";
import { heatPoints } from "./map-data.ts";

const MILES_TO_METRES = 1609.344;

/** Report 24's search circle: drawn and fitted into view. */
const SearchCircle = ({ bbox, miles }: { bbox: [number, number, number, number]; miles: number }) => {
  const map = useMap();
  const [west, south, east, north] = bbox;
  const centre: [number, number] = [(south + north) / 2, (west + east) / 2];
  useEffect(() => {
    if (miles > 0)
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [20, 20] },
      );
    else map.setView([(south + north) / 2, (west + east) / 2], 11);
  }, [map, south, west, north, east, miles]);
  return miles > 0 ? (
    <Circle
      center={centre}
      radius={miles * MILES_TO_METRES}
      pathOptions={{ color: "#e8590c", weight: 2, dashArray: "6 6", fill: false }}
      interactive={false}
    />
  ) : null;
};

export interface UsMapProps {
  heat: MapFeatureCollection | null;
  heatLabel: string;
  markers?: MapFeatureCollection | null;
  markerKind?: MarkerKind;
  /** Report 24: the radius in miles (the circle comes from the markers' bbox). */
  radiusMiles?: number;
}

/**
 * The US map of the map reports: an offline base layer (us-atlas states and counties, no tile server), the
 * heat layer (leaflet.heat), clustered markers and a legend; it starts on the US at zoom 3 (spec 3 §9).
 */
export const UsMap = ({ heat, heatLabel, markers, markerKind, radiusMiles }: UsMapProps) => {
  const points = useMemo(() => heatPoints(heat), [heat]);
  const bbox = markers?.bbox;
  return (
    <div className="fm-map" data-testid="map-report-map">
      <MapContainer
        center={[MAP_US_CENTER[0], MAP_US_CENTER[1]]}
        zoom={MAP_START_ZOOM}
        minZoom={2}
        maxZoom={14}
        worldCopyJump
        renderer={L.canvas()}
        attributionControl
      >
        <BaseLayer />
        <HeatLayer points={points} />
        {markers && markerKind && <ClusterLayer features={markers.features} kind={markerKind} />}
        {bbox && radiusMiles !== undefined && <SearchCircle bbox={bbox} miles={radiusMiles} />}
      </MapContainer>
      <MapLegend heatLabel={heatLabel} markerKind={markerKind} radius={radiusMiles !== undefined} />
    </div>
  );
};
