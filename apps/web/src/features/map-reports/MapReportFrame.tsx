import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconMapSearch } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense } from "react";
import { FullPageLoader } from "../../components/FullPageLoader.tsx";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import type { UsMapProps } from "./UsMap.tsx";

// Leaflet, its plugins and the map's base layer load with the first map only (not in the app's first load).
const UsMap = lazy(() => import("./UsMap.tsx").then((m) => ({ default: m.UsMap })));

export interface MapReportFrameProps {
  title: string;
  /** The report's inputs (left of the Fetch button). */
  children: ReactNode;
  onFetch: () => void;
  fetching: boolean;
  /** The count line under the inputs ("… results"), once there is an answer. */
  summary: ReactNode;
  error: Error | null;
  map: UsMapProps;
}

/** The frame every map report shares: title, inputs + Fetch, the count line, errors and the map. */
export const MapReportFrame = ({
  title,
  children,
  onFetch,
  fetching,
  summary,
  error,
  map,
}: MapReportFrameProps) => (
  <Stack gap="sm">
    <Title order={2} size="h3">
      {title}
    </Title>
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onFetch();
      }}
    >
      <Group align="flex-end" gap="sm">
        {children}
        <Button type="submit" loading={fetching} leftSection={<IconMapSearch size={16} aria-hidden />}>
          Fetch
        </Button>
      </Group>
    </form>
    {error ? (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    ) : (
      <Text size="sm" data-testid="map-report-summary" aria-live="polite">
        {summary}
      </Text>
    )}
    <div style={{ position: "relative" }}>
      <Suspense fallback={<FullPageLoader />}>
        <UsMap {...map} />
      </Suspense>
      {fetching && (
        <div
          style={{ position: "absolute", top: 12, left: "50%", transform: "translateX(-50%)", zIndex: 1100 }}
        >
          <LoadPanel />
        </div>
      )}
    </div>
  </Stack>
);
