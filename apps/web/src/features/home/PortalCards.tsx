import {
  Badge,
  Box,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconClipboardCheck, IconHourglassHigh, IconTool } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { DashboardPanel, PanelError } from "./DashboardPanel.tsx";
import classes from "./home.module.css";
import { homeQueries } from "./home-api.ts";
import { type Card, type CardItem, groupCounts, PORTAL_CARDS } from "./home-cards.ts";

const CARD_LOOK = {
  pending: { icon: IconHourglassHigh, color: "blue" },
  inprogress: { icon: IconTool, color: "teal" },
  review: { icon: IconClipboardCheck, color: "grape" },
} as const;

const CountRow = ({ item, onOpen }: { item: CardItem; onOpen: (item: CardItem) => void }) => (
  <UnstyledButton
    className={`${classes.countRow} ${item.danger ? classes.countRowDanger : ""}`}
    onClick={() => onOpen(item)}
    data-statusid={item.statusid}
  >
    {/* One name, "Dispatched: 46 work orders", starting with the visible caption (speech input). */}
    <VisuallyHidden>{`${item.label}: ${item.count} work orders`}</VisuallyHidden>
    <Group justify="space-between" wrap="nowrap" gap="sm" aria-hidden>
      <Group gap={8} wrap="nowrap" miw={0}>
        <Box
          className={classes.swatch}
          style={{ background: item.danger ? "var(--mantine-color-red-7)" : item.color }}
          aria-hidden
        />
        <Text size="sm" fw={item.danger ? 700 : 500} c={item.danger ? "red.8" : undefined} truncate>
          {item.label}
        </Text>
      </Group>
      <Text className={classes.bigCount} c={item.danger ? "red.7" : undefined}>
        {item.count.toLocaleString("en-US")}
      </Text>
    </Group>
  </UnstyledButton>
);

const CountCard = ({ card, onOpen }: { card: Card; onOpen: (item: CardItem) => void }) => {
  const look = CARD_LOOK[card.key];
  const Icon = look.icon;
  return (
    <DashboardPanel
      labelledBy={`home-card-${card.key}`}
      title={
        <Group gap="sm" wrap="nowrap" component="span">
          <ThemeIcon variant="light" color={look.color} size="lg" radius="md" component="span">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          {card.title}
        </Group>
      }
      right={
        <Badge variant="light" color={look.color} size="lg" radius="sm">
          {card.total.toLocaleString("en-US")}
          <VisuallyHidden> in total</VisuallyHidden>
        </Badge>
      }
    >
      <Stack gap="xs">
        {card.items.map((item) => (
          <CountRow key={item.statusid} item={item} onOpen={onOpen} />
        ))}
      </Stack>
    </DashboardPanel>
  );
};

/**
 * Vendor and customer dashboards (spec 1 §2): the Pending, In Progress and Review cards of the user's own
 * work orders (scoped on the server); each count opens the popup list of its status.
 */
export const PortalCards = ({
  kind,
  onOpen,
}: {
  kind: "vendor" | "customer";
  onOpen: (item: CardItem) => void;
}) => {
  const counts = useQuery(homeQueries.active());
  const defs = PORTAL_CARDS[kind];

  if (counts.error) return <PanelError error={counts.error} onRetry={() => void counts.refetch()} />;
  const cards = groupCounts(defs, counts.data ?? []);
  const empty = counts.data !== undefined && cards.every((c) => c.total === 0);
  return (
    <Stack gap="md">
      {empty && (
        <Text size="sm" c="dimmed">
          No work orders yet: nothing of yours is waiting in these statuses.
        </Text>
      )}
      <SimpleGrid type="container" cols={{ base: 1, "560px": 2, "840px": 3 }} spacing="md">
        {counts.isPending
          ? defs.map((d) => (
              <Skeleton
                key={d.key}
                height={d.items.length * 58 + 90}
                radius="lg"
                aria-label={`Loading ${d.title}`}
              />
            ))
          : cards.map((card) => <CountCard key={card.key} card={card} onOpen={onOpen} />)}
      </SimpleGrid>
    </Stack>
  );
};
