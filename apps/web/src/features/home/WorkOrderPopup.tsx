import type { GridFilter } from "@fm/domain";
import { Badge, Group, Modal, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { loadFullStyles } from "../../app/full-styles.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import type { PopupAudience } from "./home-cards.ts";

// The grid loads on the first click, not with the dashboard (decision 0011), after the rest of Mantine's
// stylesheet is asked for (its own CSS comes after Mantine's; app/full-styles.ts).
const PopupGrid = lazy(() => {
  const styles = loadFullStyles();
  return import("./PopupGrid.tsx").then(async (m) => {
    await styles;
    return { default: m.PopupGrid };
  });
});

/** What a clicked count opens: a status (statusid) or all active orders narrowed by fixed filters. */
export interface PopupTarget {
  title: string;
  statusid?: number;
  /** Filters the user cannot clear (e.g. one priority); sent besides the grid's own. */
  filters?: GridFilter[];
  /** The count that was clicked, shown beside the title. */
  count?: number;
  color?: string;
}

/** The work-order list popup of the home dashboards: 90% of the width, 75vh high (spec 1 §2). */
export const WorkOrderPopup = ({
  target,
  audience,
  onClose,
}: {
  target: PopupTarget | null;
  audience: PopupAudience;
  onClose: () => void;
}) => (
  <Modal
    opened={target !== null}
    onClose={onClose}
    size="90vw"
    centered
    title={
      target && (
        <Group gap="sm" wrap="nowrap">
          {target.color && (
            <span
              aria-hidden
              style={{ width: 12, height: 12, borderRadius: 3, background: target.color, flex: "none" }}
            />
          )}
          <Text fw={650} size="lg">
            {target.title}
          </Text>
          {target.count !== undefined && (
            <Badge variant="light" color="gray" size="lg" radius="sm">
              {target.count.toLocaleString("en-US")}
            </Badge>
          )}
        </Group>
      )
    }
    styles={{
      content: { height: "75vh", display: "flex", flexDirection: "column" },
      body: { flex: 1, minHeight: 0, display: "flex", flexDirection: "column" },
    }}
  >
    {target && (
      <Suspense fallback={<LoadPanel />}>
        <PopupGrid
          key={`${target.title}|${target.statusid ?? ""}|${JSON.stringify(target.filters ?? [])}`}
          target={target}
          audience={audience}
        />
      </Suspense>
    )}
  </Modal>
);
