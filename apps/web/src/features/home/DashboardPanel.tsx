import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ErrorFallback } from "../../components/ErrorFallback.tsx";

/** A dashboard tile: a titled Paper with an optional subtitle and controls on the right. */
export const DashboardPanel = ({
  title,
  subtitle,
  right,
  children,
  labelledBy,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  /** Id of the title, naming the region. */
  labelledBy: string;
}) => (
  <Paper
    component="section"
    aria-labelledby={labelledBy}
    withBorder
    radius="lg"
    p={{ base: "md", sm: "lg" }}
    shadow="xs"
    h="100%"
  >
    <Stack gap="md" h="100%">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} flex="1 1 220px">
          <Title order={3} size="h4" id={labelledBy}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {right && <Box flex="none">{right}</Box>}
      </Group>
      {children}
    </Stack>
  </Paper>
);

/** The empty state of a dashboard tile ("No work orders yet" style). */
export const EmptyState = ({ title, hint }: { title: string; hint?: string }) => (
  <Stack align="center" justify="center" gap={6} py="xl" flex={1}>
    <ThemeIcon variant="light" color="gray" size={44} radius="xl">
      <IconInbox size={24} aria-hidden />
    </ThemeIcon>
    <Text fw={600}>{title}</Text>
    {hint && (
      <Text size="sm" c="dimmed" ta="center" maw={320}>
        {hint}
      </Text>
    )}
  </Stack>
);

/** A failed load inside a tile: the app's 'Something went wrong:' fallback, retrying the query. */
export const PanelError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <ErrorFallback error={error} onReset={onRetry} />
);
