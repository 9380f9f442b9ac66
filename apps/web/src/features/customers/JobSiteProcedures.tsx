import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";

/** One procedure of the job-site form: `id` when stored, `key` for React. */
export interface ProcedureItem {
  id?: number;
  procedure: string;
  key: string;
}

let nextKey = 0;

/**
 * The job site's list of procedures (spec 3 §3) in the job-site popup: add, edit, move up/down, remove. The
 * whole list is saved with the form.
 */
export const ProceduresEditor = <V extends { procedures: ProcedureItem[] }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) => {
  const items = form.getValues().procedures;
  const path = "procedures";
  return (
    <Stack gap={6} mt="sm">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Procedures
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          onClick={() =>
            form.insertListItem(path, {
              procedure: "",
              key: `new${++nextKey}`,
            } satisfies ProcedureItem as never)
          }
        >
          Add Procedure
        </Button>
      </Group>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          No Procedures Found
        </Text>
      )}
      {items.map((item, i) => (
        <Group key={item.key} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Procedure ${i + 1}`}
            placeholder="Procedure"
            {...form.getInputProps(`${path}.${i}.procedure`)}
          />
          <ActionIcon
            variant="subtle"
            aria-label={`Move procedure ${i + 1} up`}
            disabled={i === 0}
            onClick={() => form.reorderListItem(path, { from: i, to: i - 1 })}
          >
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move procedure ${i + 1} down`}
            disabled={i === items.length - 1}
            onClick={() => form.reorderListItem(path, { from: i, to: i + 1 })}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove procedure ${i + 1}`}
            onClick={() => form.removeListItem(path, i)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
};
