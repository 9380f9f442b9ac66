import type { TodayCard as Card } from "@fm/domain/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMapPin, IconPhone } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { SectionErrorBoundary } from "../../components/PageError.tsx";
import { useAfterPaint } from "../../components/use-after-paint.ts";
import { AcceptanceBadge } from "../vendor-acceptance/acceptance-badge.ts";
import { fieldKeys } from "./field-api.ts";
import { DECISION_ROW_PX, mapsHref, telHref, todayDetailPath } from "./field-links.ts";

// The card draws the vendor's answer as a badge itself, with the card (no shift when more arrives); only the
// Accept / Decline buttons and their popups load after the card (decision 0047-hperf), from the light entry (the
// feature's index also offers staff panels Today never draws), once the card has been painted and only for a
// dispatch the vendor may still answer (decision 0051-h31perf). Their row's height is kept meanwhile.
const DispatchDecisionButtons = lazy(() =>
  import("../vendor-acceptance/decision-bar.ts").then((m) => ({ default: m.DispatchDecisionButtons })),
);

/**
 * One order on the Today screen: big touch targets, tap the address to navigate, the phone to call. The page's
 * head draws the same card before React (today-first-paint.ts, decision 0054): change both together.
 */
export const TodayCard = ({ card }: { card: Card }) => {
  const painted = useAfterPaint();
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Work order ${card.wonumber}`}>
      <Stack gap={6}>
        {/* The badges move under the WO # when both do not fit on one line: none is cut (a 390 px phone). */}
        <Group justify="space-between" style={{ rowGap: 4 }}>
          <Anchor
            component={Link}
            to={todayDetailPath(card.id)}
            fw={700}
            size="lg"
            style={{ whiteSpace: "nowrap" }}
          >
            {card.wonumber}
          </Anchor>
          {/* Light badges: the theme's light text keeps 4.5:1; a filled green badge is 2.7:1 (axe). */}
          <Group gap={4}>
            {card.checkedin && (
              <Badge color="green" variant="light">
                On site
              </Badge>
            )}
            {card.overdue && (
              <Badge color="red" variant="light">
                Overdue
              </Badge>
            )}
            {card.priority && <Badge variant="light">{card.priority}</Badge>}
          </Group>
        </Group>
        <Text fw={600}>{card.jobsite}</Text>
        <Anchor
          href={mapsHref(card.address, card)}
          target="_blank"
          rel="noopener noreferrer"
          style={{ display: "flex", gap: 6, alignItems: "center", minHeight: 44 }}
        >
          <IconMapPin size={18} aria-hidden />
          <span>{card.address}</span>
        </Anchor>
        {card.sitephone && (
          <Anchor
            href={telHref(card.sitephone)}
            style={{ display: "flex", gap: 6, alignItems: "center", minHeight: 44 }}
          >
            <IconPhone size={18} aria-hidden />
            <span>Call {card.sitephone}</span>
          </Anchor>
        )}
        <Group justify="space-between">
          <Text size="sm">Scheduled {card.scheduledate ? formatDateTime(card.scheduledate) : "—"}</Text>
          <Text size="sm">{card.status}</Text>
        </Group>
        {card.acceptance.status !== "not_dispatched" && (
          <Group
            justify="space-between"
            gap="xs"
            mih={card.acceptance.canDecide ? DECISION_ROW_PX : undefined}
          >
            <AcceptanceBadge acceptance={card.acceptance} />
            {painted && card.acceptance.canDecide && (
              <SectionErrorBoundary name="decision">
                <Suspense fallback={null}>
                  <DispatchDecisionButtons
                    workorderid={card.id}
                    wonumber={card.wonumber}
                    acceptance={card.acceptance}
                    invalidates={[fieldKeys.todayAll, ["vendorportal"]]}
                  />
                </Suspense>
              </SectionErrorBoundary>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
