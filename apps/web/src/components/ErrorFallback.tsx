import { Alert, Button, Code, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";

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

/** Spec 1 §8 / 3 §8: 'Something went wrong:' with the error text and 'Try again'. */
export const ErrorFallback = ({ error, onReset }: ErrorFallbackProps) => (
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
