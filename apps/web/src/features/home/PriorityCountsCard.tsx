import { Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DashboardPanel, EmptyState, PanelError } from "./DashboardPanel.tsx";
import classes from "./home.module.css";
import { homeQueries, type PriorityCount } from "./home-api.ts";
import { percentOf, totalCount } from "./home-cards.ts";

/** Priority 1 is the most urgent: red, then orange, yellow, blue; anything else grey. */
const PRIORITY_COLORS = ["red.6", "orange.6", "yellow.6", "blue.6"];
export const priorityColor = (index: number): string => PRIORITY_COLORS[index] ?? "gray.6";
const cssColor = (c: string) => `var(--mantine-color-${c.replace(".", "-")})`;

/** Active work orders by priority; each count opens the popup of that priority's active orders (plain elements, as the status legend). */
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
        <div className={classes.priorityGrid}>
          {rows.map((p, i) => {
            const color = cssColor(priorityColor(i));
            return (
              <button
                type="button"
                key={p.priorityid}
                className={`${classes.countRow} mantine-focus-auto`}
                onClick={() => onOpen(p, color)}
                data-priorityid={p.priorityid}
              >
                <span className={classes.srOnly}>{`${p.priority}: ${p.count} work orders`}</span>
                <span className={classes.entryRow} aria-hidden>
                  <span className={classes.entryName}>
                    <span className={classes.swatch} style={{ background: color }} />
                    <span className={`${classes.truncate} ${classes.priorityName}`} title={p.priority}>
                      {p.priority}
                    </span>
                  </span>
                  <span className={classes.entryFigures}>
                    <span className={classes.share}>{percentOf(p.count, total)}</span>
                    <span className={classes.bigCount} style={{ fontSize: 22 }}>
                      {p.count.toLocaleString("en-US")}
                    </span>
                  </span>
                </span>
                <span className={classes.track} aria-hidden>
                  <span
                    className={classes.fill}
                    style={{ width: `${total ? (p.count / total) * 100 : 0}%`, background: color }}
                  />
                </span>
              </button>
            );
          })}
        </div>
      )}
    </DashboardPanel>
  );
};
