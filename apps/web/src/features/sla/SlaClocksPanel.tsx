import { SLA_CLOCK_LABELS } from "@fm/domain";
import type { SlaClock } from "@fm/domain/contracts";
import { Badge, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../components/datagrid/index.ts";
import { slaApi, slaKeys } from "./sla-api.ts";
import { formatMinutes, SLA_STATE_COLORS, SLA_STATE_LABELS } from "./sla-format.ts";

/** "Respond By: Met 27/11 10:32", "On Site By: At risk · due … (45 min left)". */
export const clockText = (c: SlaClock): string => {
  const head = `${SLA_CLOCK_LABELS[c.clock]}: ${SLA_STATE_LABELS[c.state]}`;
  if (c.metat) return `${head} ${formatDateTime(c.metat)}`;
  if (!c.dueat) return head;
  const left =
    c.remainingminutes === null
      ? ""
      : c.remainingminutes >= 0
        ? ` (${formatMinutes(c.remainingminutes)} left)`
        : ` (${formatMinutes(-c.remainingminutes)} over)`;
  return `${head} · due ${formatDateTime(c.dueat)}${left}`;
};

/**
 * An order's SLA clocks on the staff Vendor tab (issue 32 item 1): each clock with a target, its state (a met
 * clock stopped at the time shown) and due time; a paused order says why. Nothing without an SLA policy.
 */
export const SlaClocksPanel = ({ workorderid }: { workorderid: number }) => {
  const query = useQuery({
    queryKey: slaKeys.clocks(workorderid),
    queryFn: () => slaApi.clocks(workorderid),
  });
  const clocks = query.data?.clocks.filter((c) => c.state !== "none") ?? [];
  if (!query.data || (!clocks.length && !query.data.paused)) return null;
  return (
    <Group gap="xs" role="group" aria-label="SLA clocks">
      <Text size="sm" fw={600}>
        SLA
      </Text>
      {clocks.map((c) => (
        <Badge key={c.clock} color={SLA_STATE_COLORS[c.state]} variant="light" tt="none">
          {clockText(c)}
        </Badge>
      ))}
      {query.data.paused && (
        <Text size="sm">Clock paused{query.data.pausereason ? `: ${query.data.pausereason}` : ""}</Text>
      )}
    </Group>
  );
};
