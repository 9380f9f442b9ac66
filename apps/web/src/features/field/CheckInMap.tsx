import "leaflet/dist/leaflet.css";
import type { CheckInTrail } from "@fm/domain/contracts";
import { Circle, CircleMarker, MapContainer, Tooltip } from "react-leaflet";

/**
 * The small map of a check-in trail: the job site's fence and each event's position. No tile layer: the app
 * works without third-party map servers (as the map reports do); the fence gives the scale.
 */
export const CheckInMap = ({ trail }: { trail: CheckInTrail }) => {
  const site = trail.site;
  if (!site) return null;
  const points = trail.events.filter((e) => e.latitude !== null && e.longitude !== null);
  return (
    <MapContainer
      center={[site.latitude, site.longitude]}
      zoom={15}
      style={{ height: 180, width: "100%" }}
      attributionControl={false}
      aria-label="Check-in map"
    >
      <Circle
        center={[site.latitude, site.longitude]}
        radius={trail.radius}
        pathOptions={{ color: "#1c7ed6", weight: 2, fillOpacity: 0.08 }}
        interactive={false}
      />
      {points.map((e) => (
        <CircleMarker
          key={e.id}
          center={[e.latitude ?? 0, e.longitude ?? 0]}
          radius={6}
          pathOptions={{ color: e.kind === "in" ? "#2b8a3e" : "#c92a2a", fillOpacity: 0.9 }}
        >
          <Tooltip>
            {e.kind === "in" ? "Check in" : "Check out"}: {e.user}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
};
