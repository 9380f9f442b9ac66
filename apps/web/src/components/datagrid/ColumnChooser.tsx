import type { GridState } from "@fm/domain";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconColumns3 } from "@tabler/icons-react";
import { moveColumn, orderedColumnNames, setColumnVisible } from "./grid-state.ts";

export interface ColumnChooserProps {
  state: GridState;
  captions: Readonly<Record<string, string>>;
  hideable: Readonly<Record<string, boolean>>;
  onChange: (state: GridState) => void;
}

/** Column chooser: show or hide columns and move them up (left) or down (right). */
export const ColumnChooser = ({ state, captions, hideable, onChange }: ColumnChooserProps) => {
  const names = orderedColumnNames(state);
  const visible = new Map(state.columns.map((c) => [c.name, c.visible]));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label="Column chooser">
          <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} aria-hidden />}>
            Columns
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" w={280}>
        <Text size="xs" c="dimmed" mb={6}>
          Tick the columns to show; arrows move a column left or right.
        </Text>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={2}>
            {names.map((name) => {
              const isVisible = visible.get(name) ?? true;
              return (
                <Group key={name} gap={4} wrap="nowrap" justify="space-between">
                  <Checkbox
                    size="xs"
                    label={captions[name] ?? name}
                    checked={isVisible}
                    disabled={hideable[name] === false}
                    onChange={(e) => onChange(setColumnVisible(state, name, e.currentTarget.checked))}
                  />
                  <Group gap={0} wrap="nowrap">
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      disabled={!isVisible}
                      aria-label={`Move ${captions[name] ?? name} left`}
                      onClick={() => onChange(moveColumn(state, name, -1))}
                    >
                      <IconChevronUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      disabled={!isVisible}
                      aria-label={`Move ${captions[name] ?? name} right`}
                      onClick={() => onChange(moveColumn(state, name, 1))}
                    >
                      <IconChevronDown size={14} />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
};
