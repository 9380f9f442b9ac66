import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { isApiError } from "../api/api-error.ts";
import { ErrorFallback } from "./ErrorFallback.tsx";

/**
 * The one page every portal (staff, vendor, customer) shows when a work order cannot be loaded: an unknown id,
 * or one the user may not see (the server answers 404 / 403 alike) is "Work order not found" with Try again;
 * anything else is the usual error card.
 */
export const WorkOrderLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  if (!(isApiError(error) && (error.status === 404 || error.status === 403)))
    return <ErrorFallback error={error} onReset={onRetry} />;
  return (
    <Alert
      role="alert"
      color="gray"
      variant="light"
      radius="md"
      icon={<IconSearch aria-hidden />}
      title="Work order not found"
      maw={720}
      m="sm"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          This work order does not exist, or it is not one you can open. Check the link or the number.
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
};
