import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useCurrentUser } from "../../auth/use-session.ts";
import { dashboardKind } from "./dashboard-kind.ts";
import { HomeDashboard } from "./HomeDashboard.tsx";
import { useHomeRefresh } from "./use-home-refresh.ts";

const SUBTITLE = {
  internal: "Active work orders across the company, refreshed every 15 minutes.",
  vendor: "Your work orders waiting on you, refreshed every 15 minutes.",
  customer: "Your work orders in progress, refreshed every 15 minutes.",
} as const;

/** 'Updated at {time}' with a manual refresh of every dashboard count. */
const RefreshBar = () => {
  const { updatedAt, fetching, refresh } = useHomeRefresh();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="home-updated-at">
        {updatedAt ? `Updated at ${dayjs(updatedAt).format("hh:mm A")}` : "Loading…"}
      </Text>
      <Tooltip label="Refresh">
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          aria-label="Refresh"
          loading={fetching}
          onClick={() => void refresh()}
        >
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};

/** /home: the dashboard for the user's role (spec 1 §2). */
export const HomePage = () => {
  const user = useCurrentUser();
  const kind = dashboardKind(user);

  return (
    <Stack gap="lg" maw={1600}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2}>Welcome, {user.name}</Title>
          <Group gap="xs">
            {user.roles.map((r) => (
              <Badge key={r} variant="light" size="md" tt="none">
                {r}
              </Badge>
            ))}
            <Text c="dimmed" size="sm">
              {SUBTITLE[kind]}
            </Text>
          </Group>
        </Stack>
        <RefreshBar />
      </Group>
      <HomeDashboard kind={kind} />
    </Stack>
  );
};
