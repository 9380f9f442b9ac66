import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";

/** How long a one-click change can be taken back (issue 30 #5). */
export const UNDO_MS = 5000;

/**
 * A success toast with Undo for a one-click change that is easy to make by mistake (Flag / UnFlag): it stays
 * UNDO_MS, and Undo runs `onUndo` once and closes it.
 */
export const notifyWithUndo = (message: string, onUndo: () => void, autoClose = UNDO_MS): void => {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    color: "green",
    autoClose,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
};
