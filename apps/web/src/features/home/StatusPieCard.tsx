import { Flex, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DonutChart } from "../../components/charts/DonutChart.tsx";
import { DashboardPanel, EmptyState, PanelError } from "./DashboardPanel.tsx";
import classes from "./home.module.css";
import { homeQueries, type StatusCount } from "./home-api.ts";
import { percentOf, pieSlices, totalCount } from "./home-cards.ts";

/*
 * The legend and the priority rows are plain elements styled by home.module.css rather than a dozen Mantine
 * components each: the first screen draws about 150 fewer component trees (issue 34).
 */
const LegendEntry = ({
  item,
  total,
  onOpen,
}: {
  item: StatusCount;
  total: number;
  onOpen: (s: StatusCount) => void;
}) => (
  <button
    type="button"
    className={`${classes.legendEntry} mantine-focus-auto`}
    onClick={() => onOpen(item)}
    data-statusid={item.statusid}
  >
    {/* One name, "Received: 108 work orders", starting with the visible caption (speech input). */}
    <span className={classes.srOnly}>{`${item.status}: ${item.count} work orders`}</span>
    <span className={classes.entryRow} aria-hidden>
      <span className={classes.entryName}>
        <span className={classes.swatch} style={{ background: item.color }} />
        <span className={classes.truncate} title={item.status}>
          {item.status}
        </span>
      </span>
      <span className={classes.entryFigures}>
        <span className={classes.percent}>{percentOf(item.count, total)}</span>
        <span className={classes.count}>{item.count.toLocaleString("en-US")}</span>
      </span>
    </span>
  </button>
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
            <DonutChart
              data={slices.map((s) => ({ name: s.status, value: s.count, color: s.color }))}
              size={200}
              thickness={30}
              paddingAngle={1}
              label={total.toLocaleString("en-US")}
              aria-label={`Work orders by status: ${slices.map((x) => `${x.status} ${x.count}`).join(", ")}`}
              onSliceClick={(index) => {
                const s = slices[index];
                if (s) onOpen(s);
              }}
            />
            <Text size="xs" c="dimmed">
              active work orders
            </Text>
          </Stack>
          <div className={classes.legendBox}>
            <ul aria-label="Status legend" className={classes.legendList}>
              {slices.map((s) => (
                <li key={s.statusid}>
                  <LegendEntry item={s} total={total} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </div>
        </Flex>
      )}
    </DashboardPanel>
  );
};
