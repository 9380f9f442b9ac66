import { Group, Loader, Paper, Text } from "@mantine/core";

/** The spec's load panel: a loader with 'Loading...'. */
export const LoadPanel = () => (
  <Paper shadow="md" radius="md" px="lg" py="sm" withBorder role="status" aria-live="polite">
    <Group gap="sm" wrap="nowrap">
      <Loader size="sm" />
      <Text fw={500}>Loading...</Text>
    </Group>
  </Paper>
);
