import type { FilterOp, GridFilter } from "@fm/domain";
import { ActionIcon, Group, Menu, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { DEFAULT_OP, OP_LABELS, OP_SYMBOLS, OPS_BY_TYPE } from "./grid-state.ts";
import type { GridColumnType } from "./grid-types.ts";

export interface FilterCellProps {
  column: string;
  caption: string;
  type: GridColumnType;
  /** The operator a new filter starts with (default by type). */
  defaultOp?: FilterOp;
  filter: GridFilter | undefined;
  onChange: (filter: GridFilter | null) => void;
}

const inputType = (type: GridColumnType) =>
  type === "date" ? "date" : type === "number" ? "number" : "text";

const toValue = (type: GridColumnType, raw: string): string | number | null => {
  if (raw.trim() === "") return null;
  if (type === "number") {
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  }
  return raw;
};

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** One cell of the filter row: an operator menu and a value (two for 'between') by column type. */
export const FilterCell = ({ column, caption, type, defaultOp, filter, onChange }: FilterCellProps) => {
  const startOp = defaultOp ?? DEFAULT_OP[type];
  const [op, setOp] = useState<FilterOp>(filter?.op ?? startOp);
  const [v1, setV1] = useState(str(filter?.value));
  const [v2, setV2] = useState(str(filter?.value2));

  // Follow the state when it changes from outside (a view loaded, filters cleared).
  useEffect(() => {
    setOp(filter?.op ?? startOp);
    setV1(str(filter?.value));
    setV2(str(filter?.value2));
  }, [filter, startOp]);

  const commit = (nextOp: FilterOp, a: string, b: string) => {
    const value = toValue(type, a);
    if (value === null) return onChange(null);
    if (nextOp === "between") {
      const value2 = toValue(type, b);
      if (value2 === null) return onChange(filter ? null : null);
      return onChange({ column, op: nextOp, value, value2 });
    }
    onChange({ column, op: nextOp, value });
  };
  const debounced = useDebouncedCallback(commit, 450);

  if (type === "boolean") {
    return (
      <Select
        size="xs"
        aria-label={`Filter ${caption}`}
        data={[
          { value: "", label: "(All)" },
          { value: "true", label: "Yes" },
          { value: "false", label: "No" },
        ]}
        value={filter ? String(filter.value) : ""}
        onChange={(v) => onChange(v ? { column, op: "=", value: v === "true" } : null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }

  const ops = OPS_BY_TYPE[type];
  const opMenu = (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          size="sm"
          variant={filter ? "light" : "subtle"}
          color={filter ? "brand" : "gray"}
          aria-label={`${caption} filter operator: ${OP_LABELS[op]}`}
        >
          <span style={{ fontSize: 11, fontWeight: 700 }}>{OP_SYMBOLS[op]}</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ops.map((o) => (
          <Menu.Item
            key={o}
            leftSection={<span style={{ width: 16, display: "inline-block" }}>{OP_SYMBOLS[o]}</span>}
            fw={o === op ? 700 : undefined}
            onClick={() => {
              setOp(o);
              commit(o, v1, v2);
            }}
          >
            {OP_LABELS[o]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  const input = (value: string, set: (s: string) => void, which: 1 | 2) => (
    <TextInput
      size="xs"
      type={inputType(type)}
      aria-label={which === 1 ? `Filter ${caption}` : `Filter ${caption} to`}
      value={value}
      style={{ flex: 1, minWidth: 0 }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        set(next);
        if (which === 1) debounced(op, next, v2);
        else debounced(op, v1, next);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          debounced.cancel?.();
          commit(op, which === 1 ? e.currentTarget.value : v1, which === 2 ? e.currentTarget.value : v2);
        }
      }}
    />
  );

  return (
    <Group gap={2} wrap="nowrap">
      {opMenu}
      {input(v1, setV1, 1)}
      {op === "between" && input(v2, setV2, 2)}
    </Group>
  );
};
