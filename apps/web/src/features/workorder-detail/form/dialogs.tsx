import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { poConfirmText } from "./form-model.ts";

/** Spec 2 §5: 'PO Already Used' — resolves true only when the user confirms. */
export const confirmPoReuse = (po: string, wonumbers: readonly string[]): Promise<boolean> =>
  confirmDialog(poConfirmText(po, wonumbers), "PO Already Used");

/**
 * A stale save (409): nothing was written. Offers Reload (the other user's changes replace the form) or
 * keeping the form as it is (the user may copy what they typed).
 */
export const showConflict = (message: string, onReload: () => void) => {
  const id = modals.open({
    title: "Work order changed by someone else",
    centered: true,
    closeOnClickOutside: false,
    children: (
      <Stack gap="md">
        <Text size="sm" role="alert">
          {message}
        </Text>
        <Text size="sm" c="dimmed">
          Your changes were not saved. Reload shows the current work order; your unsaved edits will be lost.
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
