import {
  ActionIcon,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Popover,
  ScrollArea,
  Stack,
  TextInput,
} from "@mantine/core";
import { IconFilter, IconFilterFilled } from "@tabler/icons-react";
import { useState } from "react";
import type { HeaderFilterOption } from "./grid-types.ts";

export interface HeaderFilterProps {
  caption: string;
  options: readonly HeaderFilterOption[];
  selected: readonly (string | number)[];
  onChange: (values: (string | number)[]) => void;
}

/** The header's value-list filter (e.g. statuses): tick values, OK applies an 'in' filter. */
export const HeaderFilter = ({ caption, options, selected, onChange }: HeaderFilterProps) => {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [term, setTerm] = useState("");
  const active = selected.length > 0;
  const shown = options.filter((o) => o.label.toLowerCase().includes(term.trim().toLowerCase()));

  const open = () => {
    setDraft(selected.map(String));
    setTerm("");
    setOpened(true);
  };
  const apply = (values: string[]) => {
    const byKey = new Map(options.map((o) => [String(o.value), o.value]));
    onChange(values.map((v) => byKey.get(v)).filter((v): v is string | number => v !== undefined));
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          size="xs"
          variant={active ? "filled" : "subtle"}
          color={active ? "brand" : "gray"}
          aria-label={`Filter values of ${caption}`}
          onClick={(e) => {
            e.stopPropagation();
            opened ? setOpened(false) : open();
          }}
        >
          {active ? <IconFilterFilled size={12} /> : <IconFilter size={12} />}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" w={240} onClick={(e) => e.stopPropagation()}>
        <Stack gap="xs">
          <TextInput
            size="xs"
            placeholder="Search..."
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
          />
          <ScrollArea.Autosize mah={260}>
            <Checkbox.Group value={draft} onChange={setDraft} aria-label={`${caption} values`}>
              <Stack gap={6}>
                {shown.map((o) => (
                  <Checkbox
                    key={String(o.value)}
                    size="xs"
                    value={String(o.value)}
                    label={
                      <Group gap={6} wrap="nowrap">
                        {o.color && <ColorSwatch color={o.color} size={10} />}
                        {o.label}
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
          <Group justify="space-between" gap="xs">
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => apply([])}>
              Clear
            </Button>
            <Button size="compact-xs" onClick={() => apply(draft)}>
              OK
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
