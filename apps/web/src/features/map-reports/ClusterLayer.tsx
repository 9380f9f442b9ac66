import type { MapPointFeature } from "@fm/domain/contracts";
import L from "leaflet";
import "leaflet.markercluster";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { popupLines } from "./map-data.ts";

export type MarkerKind = "vendor" | "site";

const icon = (kind: MarkerKind) =>
  L.divIcon({
    className: `fm-map-marker fm-map-marker-${kind}`,
    iconSize: [14, 14],
    iconAnchor: [7, 7],
    popupAnchor: [0, -7],
  });

/** The popup: its lines as text nodes (names and addresses are never read as HTML). */
const popup = (f: MapPointFeature) => () => {
  const box = document.createElement("div");
  box.className = "fm-map-popup";
  popupLines(f).forEach((line, i) => {
    const el = document.createElement(i === 0 ? "strong" : "div");
    el.textContent = line;
    box.appendChild(el);
  });
  return box;
};

/** Markers with address popups, clustered (leaflet.markercluster) so thousands stay readable. */
export const ClusterLayer = ({ features, kind }: { features: MapPointFeature[]; kind: MarkerKind }) => {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 50,
    });
    const markerIcon = icon(kind);
    group.addLayers(
      features.map((f) => {
        const [lng, lat] = f.geometry.coordinates;
        return L.marker([lat, lng], { icon: markerIcon, title: f.properties.name ?? "" }).bindPopup(popup(f));
      }),
    );
    group.addTo(map);
    return () => {
      map.removeLayer(group);
    };
  }, [map, features, kind]);
  return null;
};
