import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { isChunkLoadError } from "./chunk-load.ts";

export interface ErrorFallbackProps {
  error: unknown;
  onReset: () => void;
}

export const errorText = (error: unknown): string => {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
};

/**
 * A page's code could not be fetched (offline, or a new version replaced it): Try again (the chunk is fetched
 * again) or Reload the page — never the browser's raw "Failed to fetch dynamically imported module…".
 */
const ChunkFallback = ({ onReset }: { onReset: () => void }) => (
  <Alert
    role="alert"
    color="orange"
    variant="light"
    radius="md"
    icon={<IconAlertTriangle aria-hidden />}
    title="This part of FM Dispatch could not be loaded"
    maw={720}
  >
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        The connection may have dropped, or a new version of FM Dispatch was installed. Nothing you saved is
        lost.
      </Text>
      <Group gap="sm">
        <Button leftSection={<IconRefresh size={16} aria-hidden />} variant="light" onClick={onReset}>
          Try again
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Group>
    </Stack>
  </Alert>
);

/** Spec 1 §8 / 3 §8: 'Something went wrong:' with the error text and 'Try again'. */
export const ErrorFallback = ({ error, onReset }: ErrorFallbackProps) =>
  isChunkLoadError(error) ? (
    <ChunkFallback onReset={onReset} />
  ) : (
    <GeneralFallback error={error} onReset={onReset} />
  );

const GeneralFallback = ({ error, onReset }: ErrorFallbackProps) => (
  <Alert
    role="alert"
    color="red"
    variant="light"
    radius="md"
    icon={<IconAlertTriangle aria-hidden />}
    title="Something went wrong:"
    maw={720}
  >
    <Stack gap="sm" align="flex-start">
      <Code block>{errorText(error)}</Code>
      <Text size="sm" c="dimmed">
        The problem has been reported. You can try again, or go to another page from the menu.
      </Text>
      <Button
        leftSection={<IconRefresh size={16} aria-hidden />}
        variant="light"
        color="red"
        onClick={onReset}
      >
        Try again
      </Button>
    </Stack>
  </Alert>
);
