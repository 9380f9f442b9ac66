import { MAP_HEAT_MAX_ZOOM } from "@fm/domain/contracts";
import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import type { MarkerKind } from "./ClusterLayer.tsx";
import { HEAT_GRADIENT } from "./HeatLayer.tsx";

const MARKER_LABEL: Record<MarkerKind, string> = { vendor: "Vendor", site: "Job site" };

// Sorted by stop: JavaScript lists the integer key "1" before "0.2", "0.45"….
const gradientCss = `linear-gradient(to right, ${Object.entries(HEAT_GRADIENT)
  .map(([stop, color]) => [Number(stop), color] as const)
  .sort((a, b) => a[0] - b[0])
  .map(([stop, color]) => `${color} ${stop * 100}%`)
  .join(", ")})`;

export interface MapLegendProps {
  heatLabel: string;
  markerKind?: MarkerKind;
  radius?: boolean;
}

/** What the map's layers mean: the heat scale, the markers and clusters, the search circle. */
export const MapLegend = ({ heatLabel, markerKind, radius }: MapLegendProps) => (
  <Paper className="fm-map-legend" shadow="sm" p="xs" radius="sm" withBorder data-testid="map-legend">
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {heatLabel}
      </Text>
      <Box h={10} w={160} style={{ background: gradientCss, borderRadius: 2 }} />
      <Group justify="space-between" w={160}>
        <Text size="xs" c="dimmed">
          Fewer
        </Text>
        <Text size="xs" c="dimmed">
          More
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Heat shows up to zoom {MAP_HEAT_MAX_ZOOM}, one point per ZIP
      </Text>
      {markerKind && (
        <>
          <Group gap={6}>
            <span className={`fm-map-marker fm-map-marker-${markerKind} fm-map-legend-swatch`} />
            <Text size="xs">{MARKER_LABEL[markerKind]} (click for the address)</Text>
          </Group>
          <Group gap={6}>
            <span className="fm-map-legend-cluster">12</span>
            <Text size="xs">Group of nearby {MARKER_LABEL[markerKind].toLowerCase()}s</Text>
          </Group>
        </>
      )}
      {radius && (
        <Group gap={6}>
          <span className="fm-map-legend-circle" />
          <Text size="xs">Mile radius around the ZIP</Text>
        </Group>
      )}
    </Stack>
  </Paper>
);
