import { Group, Skeleton, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { browserTimeZone } from "../../app/browser-time-zone.ts";
import { BarChart } from "../../components/charts/BarChart.tsx";
import { DashboardPanel, EmptyState, PanelError } from "./DashboardPanel.tsx";
import classes from "./home.module.css";
import { homeQueries } from "./home-api.ts";
import { dispatcherBars, dispatcherTotals, IN_RECEIVED, TOTAL_COUNT } from "./home-cards.ts";

const MIN_COLUMN_PX = 110;

/** In the order of each bar group's values (dispatcherBars). */
const SERIES = [
  { name: IN_RECEIVED, color: "var(--mantine-color-brand-6)" },
  { name: TOTAL_COUNT, color: "var(--mantine-color-teal-5)" },
];

const Headline = ({ label, value, color }: { label: string; value: number; color: string }) => (
  <Stack gap={0}>
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 3, background: `var(--mantine-color-${color})` }}
      />
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </Group>
    <Text className={classes.bigCount}>{value.toLocaleString("en-US")}</Text>
  </Stack>
);

/** Spec 1 §2: Today's Dispatcher Counts, In Received (the latest count) and Total Count (today's) per dispatcher. */
export const DispatcherCountsCard = () => {
  const tz = browserTimeZone();
  const daily = useQuery(homeQueries.daily(tz));
  const rows = daily.data ?? [];
  const totals = dispatcherTotals(rows);
  const bars = dispatcherBars(rows);
  const { ref, width } = useElementSize();
  // Dispatcher names side by side need room; with too little, the bars lie down (one row each).
  const sideways = width > 0 && width / Math.max(1, bars.length) < MIN_COLUMN_PX;

  return (
    <DashboardPanel
      labelledBy="home-daily-title"
      title="Today's Dispatcher Counts"
      subtitle="In Received: each dispatcher's orders now in Received. Total Count: orders received today."
      right={
        daily.data && bars.length > 0 ? (
          <Group gap="xl" wrap="nowrap">
            <Headline label={IN_RECEIVED} value={totals.inreceived} color="brand-6" />
            <Headline label={TOTAL_COUNT} value={totals.totalcount} color="teal-5" />
          </Group>
        ) : undefined
      }
    >
      {daily.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading dispatcher counts">
          <Group gap="xl">
            <Skeleton height={44} width={110} />
            <Skeleton height={44} width={110} />
          </Group>
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : daily.error ? (
        <PanelError error={daily.error} onRetry={() => void daily.refetch()} />
      ) : bars.length === 0 ? (
        <EmptyState
          title="No dispatchers yet"
          hint="Active dispatchers and their counts for today show here."
        />
      ) : (
        <Stack gap="md" ref={ref}>
          <BarChart
            height={sideways ? Math.min(640, 70 + bars.length * 46) : 300}
            data={bars}
            series={SERIES}
            layout={sideways ? "rows" : "columns"}
            maxBarWidth={sideways ? 16 : 28}
            axisWidth={sideways ? 120 : 40}
            label="Today's Dispatcher Counts chart"
          />
        </Stack>
      )}
    </DashboardPanel>
  );
};
