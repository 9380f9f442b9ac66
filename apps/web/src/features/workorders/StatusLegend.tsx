import { Box, Group, Text, Tooltip } from "@mantine/core";
import { memo } from "react";
import { FLAGGED_ROW, MULTI_VENDOR_ROW } from "./row-style.ts";
import type { WorkOrderStatus } from "./workorder-api.ts";

const Swatch = ({ color, border }: { color: string; border?: string }) => (
  <Box
    w={12}
    h={12}
    style={{
      borderRadius: 3,
      background: color,
      flex: "none",
      border: border ? `1px solid ${border}` : undefined,
    }}
    aria-hidden
  />
);

/**
 * Colour legend: status abbreviations in their colours, and the row colours (flagged, several vendors).
 * Memoised: a grid passes it as a new element on every render, and its tooltips are not cheap.
 */
export const StatusLegend = memo(({ statuses }: { statuses: readonly WorkOrderStatus[] }) => (
  <Group gap={10} aria-label="Colour legend" role="list" wrap="wrap">
    {statuses.map((s) => (
      <Tooltip key={s.id} label={s.name}>
        <Group gap={4} wrap="nowrap" role="listitem" aria-label={`${s.abbreviation}: ${s.name}`}>
          <Swatch color={s.color} />
          <Text size="xs" fw={600} c="dimmed">
            {s.abbreviation}
          </Text>
        </Group>
      </Tooltip>
    ))}
    <Box w={1} h={14} bg="gray.3" mx={4} />
    <Group gap={4} wrap="nowrap" role="listitem">
      <Swatch color={FLAGGED_ROW.background ?? ""} border="var(--mantine-color-red-4)" />
      <Text size="xs" c="dimmed">
        Flagged
      </Text>
    </Group>
    <Group gap={4} wrap="nowrap" role="listitem">
      <Swatch color={MULTI_VENDOR_ROW.background ?? ""} border="var(--mantine-color-violet-4)" />
      <Text size="xs" c="dimmed">
        More than one vendor
      </Text>
    </Group>
  </Group>
));
