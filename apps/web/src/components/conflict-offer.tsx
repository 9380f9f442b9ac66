import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { isApiError } from "../api/api-error.ts";

/** A save refused because the record changed since the form loaded it (409 `conflict`, `assertVersion`). */
export const isStaleSave = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === "conflict";

export interface ConflictOffer {
  /** The dialog's title, e.g. "Work order changed by someone else". */
  title: string;
  /** The server's message. */
  message: string;
  /** What Reload does to the user's unsaved edits. */
  consequence: string;
  onReload: () => void;
}

/**
 * The one 409 reload offer of every editable screen (issue 30 #1): nothing was written; Reload loads the record
 * again, Keep Editing leaves the form as it is (the user may copy what they typed).
 */
export const showConflict = ({ title, message, consequence, onReload }: ConflictOffer) => {
  const id = modals.open({
    title,
    centered: true,
    closeOnClickOutside: false,
    children: (
      <Stack gap="md">
        <Text size="sm" role="alert">
          {message}
        </Text>
        <Text size="sm" c="dimmed">
          {consequence}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(id)}>
            Keep Editing
          </Button>
          <Button
            onClick={() => {
              modals.close(id);
              onReload();
            }}
          >
            Reload
          </Button>
        </Group>
      </Stack>
    ),
  });
};

/** The offer of a page form that keeps the user's edits on a reloaded record (`useLoadedForm`). */
export const showRebaseConflict = (what: string, message: string, onReload: () => void) =>
  showConflict({
    title: `${what} changed by someone else`,
    message,
    consequence: `Your changes were not saved. Reload shows the current ${what.toLowerCase()} with your edits on top of it; check them and Save again.`,
    onReload,
  });
