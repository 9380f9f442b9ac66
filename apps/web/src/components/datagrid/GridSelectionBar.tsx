import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface GridSelectionBarProps {
  count: number;
  onClear: () => void;
  /** The list's bulk actions for the selected rows. */
  actions: ReactNode;
}

/**
 * "N selected" with Clear and the list's bulk actions (issue 30). The count sits in a polite live region
 * that is always in the page, so assistive technology hears each change (a region added with its text is
 * often not announced).
 */
export const GridSelectionBar = ({ count, onClear, actions }: GridSelectionBarProps) => (
  <Group gap="xs" px="xs" pb={count ? 6 : 0} wrap="wrap" data-selection-bar>
    <Text size="sm" fw={600} aria-live="polite" aria-atomic="true">
      {count ? `${count} selected` : ""}
    </Text>
    {count > 0 && (
      <>
        <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
          Clear
        </Button>
        {actions}
      </>
    )}
  </Group>
);
