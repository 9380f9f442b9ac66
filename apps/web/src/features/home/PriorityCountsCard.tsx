import {
  Box,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DashboardPanel, EmptyState, PanelError } from "./DashboardPanel.tsx";
import classes from "./home.module.css";
import { homeQueries, type PriorityCount } from "./home-api.ts";
import { percentOf, totalCount } from "./home-cards.ts";

/** Priority 1 is the most urgent: red, then orange, yellow, blue; anything else grey. */
const PRIORITY_COLORS = ["red.6", "orange.6", "yellow.6", "blue.6"];
export const priorityColor = (index: number): string => PRIORITY_COLORS[index] ?? "gray.6";
const cssColor = (c: string) => `var(--mantine-color-${c.replace(".", "-")})`;

/** Active work orders by priority; each count opens the popup of that priority's active orders. */
export const PriorityCountsCard = ({ onOpen }: { onOpen: (p: PriorityCount, color: string) => void }) => {
  const counts = useQuery(homeQueries.priority());
  const rows = counts.data ?? [];
  const total = totalCount(rows);

  return (
    <DashboardPanel
      labelledBy="home-priority-title"
      title="Priority Counts"
      subtitle="Active work orders by priority."
    >
      {counts.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading priority counts">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : counts.error ? (
        <PanelError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No priorities yet" />
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, "520px": 2 }} spacing="sm" verticalSpacing="sm">
          {rows.map((p, i) => {
            const color = priorityColor(i);
            return (
              <UnstyledButton
                key={p.priorityid}
                className={classes.countRow}
                onClick={() => onOpen(p, cssColor(color))}
                data-priorityid={p.priorityid}
              >
                <Stack gap={6}>
                  <VisuallyHidden>{`${p.priority}: ${p.count} work orders`}</VisuallyHidden>
                  <Group justify="space-between" wrap="nowrap" gap="xs" aria-hidden>
                    <Group gap={8} wrap="nowrap" miw={0}>
                      <Box className={classes.swatch} style={{ background: cssColor(color) }} aria-hidden />
                      <Text size="sm" fw={600} truncate title={p.priority}>
                        {p.priority}
                      </Text>
                    </Group>
                    <Group gap={6} align="baseline" wrap="nowrap">
                      <Text size="xs" c="dimmed" aria-hidden>
                        {percentOf(p.count, total)}
                      </Text>
                      <Text className={classes.bigCount} fz={22}>
                        {p.count.toLocaleString("en-US")}
                      </Text>
                    </Group>
                  </Group>
                  <Progress
                    value={total ? (p.count / total) * 100 : 0}
                    color={color}
                    size="sm"
                    radius="xl"
                    aria-hidden
                  />
                </Stack>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </DashboardPanel>
  );
};
