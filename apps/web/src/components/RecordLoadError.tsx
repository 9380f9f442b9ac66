import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconRefresh, IconSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { isApiError } from "../api/api-error.ts";
import { ErrorFallback } from "./ErrorFallback.tsx";

export interface RecordNotFoundProps {
  /** The record's name as a title starts it: "Work order", "Vendor", "Proposal". */
  what: string;
  /** Ask the server again (a record that was not there, or not yet visible, may be now). */
  onRetry?: () => void;
  /** The list to go back to. */
  backTo?: string;
}

/**
 * The one "… not found" card of every page and portal (issue 30): an unknown id, a foreign one (the server
 * answers 404 / 403 alike) or one that names nothing. Try again asks again; Back to List leads out.
 */
export const RecordNotFound = ({ what, onRetry, backTo }: RecordNotFoundProps) => (
  <Alert
    role="alert"
    color="gray"
    variant="light"
    radius="md"
    icon={<IconSearch aria-hidden />}
    title={`${what} not found`}
    maw={720}
    m="sm"
  >
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        This {what.toLowerCase()} does not exist, or it is not one you can open. Check the link or the number.
      </Text>
      <Group gap="xs">
        {onRetry && (
          <Button leftSection={<IconRefresh size={16} aria-hidden />} variant="light" onClick={onRetry}>
            Try again
          </Button>
        )}
        {backTo && (
          <Button
            variant="default"
            component={Link}
            to={backTo}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to List
          </Button>
        )}
      </Group>
    </Stack>
  </Alert>
);

/** A 404 / 403 from the API: the record is unknown or not the caller's. */
export const isNotFoundError = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/** A record's load failure: not found → the one card with Try again; anything else → the usual error card. */
export const RecordLoadError = ({
  error,
  onRetry,
  ...card
}: RecordNotFoundProps & { error: unknown; onRetry: () => void }) =>
  isNotFoundError(error) ? (
    <RecordNotFound {...card} onRetry={onRetry} />
  ) : (
    <ErrorFallback error={error} onReset={onRetry} />
  );
