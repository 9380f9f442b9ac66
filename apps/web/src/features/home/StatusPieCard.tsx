import {
  Box,
  Flex,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { DashboardPanel, EmptyState, PanelError } from "./DashboardPanel.tsx";
import classes from "./home.module.css";
import { homeQueries, type StatusCount } from "./home-api.ts";
import { percentOf, pieSlices, totalCount } from "./home-cards.ts";
import { LazyDonut } from "./lazy-charts.ts";

const LegendEntry = ({
  item,
  total,
  onOpen,
}: {
  item: StatusCount;
  total: number;
  onOpen: (s: StatusCount) => void;
}) => (
  <UnstyledButton className={classes.legendEntry} onClick={() => onOpen(item)} data-statusid={item.statusid}>
    {/* One name, "Received: 108 work orders", starting with the visible caption (speech input). */}
    <VisuallyHidden>{`${item.status}: ${item.count} work orders`}</VisuallyHidden>
    <Group gap="sm" wrap="nowrap" justify="space-between" aria-hidden>
      <Group gap={8} wrap="nowrap" miw={0}>
        <Box className={classes.swatch} style={{ background: item.color }} aria-hidden />
        <Text size="sm" truncate title={item.status}>
          {item.status}
        </Text>
      </Group>
      <Group gap={8} wrap="nowrap">
        <Text size="xs" c="dimmed" w={30} ta="right" className={classes.percent} aria-hidden>
          {percentOf(item.count, total)}
        </Text>
        <Text size="sm" fw={700} miw={28} ta="right" className={classes.count}>
          {item.count.toLocaleString("en-US")}
        </Text>
      </Group>
    </Group>
  </UnstyledButton>
);

const PieSkeleton = () => (
  <Flex gap="lg" wrap="wrap" align="center" aria-busy="true" aria-label="Loading work orders by status">
    <Skeleton circle height={200} mx="auto" />
    <Stack gap="xs" flex="1 1 280px">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={22} radius="sm" />
      ))}
    </Stack>
  </Flex>
);

/**
 * Internal dashboard (spec 1 §2): active work orders by status as a donut in the status colours with a
 * legend; a slice or a legend entry opens the popup list of that status.
 */
export const StatusPieCard = ({ onOpen }: { onOpen: (s: StatusCount) => void }) => {
  const counts = useQuery(homeQueries.active());
  const slices = pieSlices(counts.data ?? []);
  const total = totalCount(slices);

  return (
    <DashboardPanel
      labelledBy="home-status-title"
      title="Work Orders by Status"
      subtitle="Active work orders. Click a slice or a status to see its work orders."
    >
      {counts.isPending ? (
        <PieSkeleton />
      ) : counts.error ? (
        <PanelError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : total === 0 ? (
        <EmptyState title="No work orders yet" hint="Active work orders will be counted here by status." />
      ) : (
        <Flex gap="lg" wrap="wrap" align="center">
          <Stack align="center" justify="center" gap={4} flex="0 0 auto" mx="auto">
            <Suspense fallback={<Skeleton circle height={200} />}>
              <LazyDonut
                data={slices.map((s) => ({ name: s.status, value: s.count, color: s.color }))}
                size={200}
                thickness={30}
                paddingAngle={1}
                chartLabel={total.toLocaleString("en-US")}
                tooltipDataSource="segment"
                role="img"
                aria-label={`Work orders by status: ${slices.map((x) => `${x.status} ${x.count}`).join(", ")}`}
                className={classes.pie}
                styles={{ label: { fontSize: 24, fontWeight: 750 } }}
                pieProps={{
                  onClick: (_data: unknown, index: number) => {
                    const s = slices[index];
                    if (s) onOpen(s);
                  },
                }}
              />
            </Suspense>
            <Text size="xs" c="dimmed">
              active work orders
            </Text>
          </Stack>
          <Box flex="1 1 280px" miw={0}>
            <SimpleGrid
              type="container"
              cols={{ base: 1, "360px": 2 }}
              spacing={4}
              verticalSpacing={2}
              component="ul"
              aria-label="Status legend"
              className={classes.legendList}
            >
              {slices.map((s) => (
                <li key={s.statusid}>
                  <LegendEntry item={s} total={total} onOpen={onOpen} />
                </li>
              ))}
            </SimpleGrid>
          </Box>
        </Flex>
      )}
    </DashboardPanel>
  );
};
