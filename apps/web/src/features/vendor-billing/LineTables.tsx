import { formatUsd, LABOR_RATE_TYPES, OTHER_LINE_TYPES, SKILL_LEVELS } from "@fm/domain";
import { ActionIcon, Button, Group, NumberInput, Select, Table, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { MoneyInput } from "../../components/MoneyInput.tsx";
import {
  type LinesValue,
  laborTotal,
  NEW_LABOR,
  NEW_MATERIAL,
  NEW_OTHER,
  unitTotal,
} from "./billing-model.ts";

const options = (r: Readonly<Record<number, string>>) =>
  Object.entries(r).map(([value, label]) => ({ value, label }));
const UNITS = options({ 1: "Each", 2: "Box", 3: "Feet", 4: "Sq Ft", 5: "Lbs", 6: "Gal", 7: "Oz" });

type Kind = keyof LinesValue;
const NEW_ROW = { labor: NEW_LABOR, materials: NEW_MATERIAL, other: NEW_OTHER } as const;
const NOUN: Record<Kind, string> = { labor: "Labor", materials: "Material", other: "Other" };

/** The rows of one kind of line (Labor, Materials, Other) as an editable table; read-only unless a draft. */
export const LineTable = <V extends LinesValue>({
  form,
  kind,
  readOnly,
}: {
  form: UseFormReturnType<V>;
  kind: Kind;
  readOnly: boolean;
}) => {
  const values = form.values as LinesValue;
  const rows = values[kind];
  const p = (i: number, field: string) => ({
    ...form.getInputProps(`${kind}.${i}.${field}`),
    readOnly,
    size: "xs" as const,
    "aria-label": `${NOUN[kind]} ${i + 1} ${field}`,
  });
  const groupError = (form.errors as Record<string, unknown>)[kind];
  const remove = (i: number) => form.removeListItem(kind, i);
  // The row matches the list of `kind` (LinesValue); the form is generic over the editor's wider values.
  const add = () => form.insertListItem(kind, { ...NEW_ROW[kind] } as never);
  const head = {
    labor: ["Skill Level", "Rate Type", "# of Techs", "Hourly Rate", "Hours", "Cost"],
    materials: ["Description", "Part #", "Unit", "Unit Price", "Quantity", "Cost"],
    other: ["Type", "Description", "Quantity", "Price", "Cost"],
  }[kind];
  return (
    <>
      {typeof groupError === "string" && (
        <Text c="red" size="sm" role="alert">
          {groupError}
        </Text>
      )}
      <Table withTableBorder striped aria-label={NOUN[kind]} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h} ta={h === "Cost" ? "right" : undefined}>
                {h}
              </Table.Th>
            ))}
            {!readOnly && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={head.length + 1}>
                <Text c="dimmed" size="sm">
                  No {NOUN[kind].toLowerCase()} lines yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((_, i) => {
            const r = values[kind][i];
            const key = `${kind}-${i}`;
            if (kind === "labor" && r && "skilllevelid" in r)
              return (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Select data={options(SKILL_LEVELS)} allowDeselect={false} {...p(i, "skilllevelid")} />
                  </Table.Td>
                  <Table.Td>
                    <Select data={options(LABOR_RATE_TYPES)} allowDeselect={false} {...p(i, "typeid")} />
                  </Table.Td>
                  <Table.Td w={110}>
                    <NumberInput min={1} max={999} allowDecimal={false} {...p(i, "numberoftechs")} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <MoneyInput {...p(i, "hourlyrate")} />
                  </Table.Td>
                  <Table.Td w={110}>
                    <NumberInput min={0} decimalScale={2} {...p(i, "numberofhours")} />
                  </Table.Td>
                  <Table.Td ta="right">{formatUsd(laborTotal(r))}</Table.Td>
                  {!readOnly && <RemoveCell onClick={() => remove(i)} label={`Remove labor line ${i + 1}`} />}
                </Table.Tr>
              );
            if (kind === "materials" && r && "uomid" in r)
              return (
                <Table.Tr key={key}>
                  <Table.Td>
                    <TextInput {...p(i, "description")} />
                  </Table.Td>
                  <Table.Td w={130}>
                    <TextInput {...p(i, "partnumber")} />
                  </Table.Td>
                  <Table.Td w={110}>
                    <Select data={UNITS} allowDeselect={false} {...p(i, "uomid")} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <MoneyInput {...p(i, "unitprice")} />
                  </Table.Td>
                  <Table.Td w={110}>
                    <NumberInput min={0} decimalScale={3} {...p(i, "quantity")} />
                  </Table.Td>
                  <Table.Td ta="right">{formatUsd(unitTotal(r))}</Table.Td>
                  {!readOnly && (
                    <RemoveCell onClick={() => remove(i)} label={`Remove material line ${i + 1}`} />
                  )}
                </Table.Tr>
              );
            if (kind === "other" && r && "typeid" in r && !("skilllevelid" in r))
              return (
                <Table.Tr key={key}>
                  <Table.Td w={130}>
                    <Select data={options(OTHER_LINE_TYPES)} allowDeselect={false} {...p(i, "typeid")} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput {...p(i, "description")} />
                  </Table.Td>
                  <Table.Td w={110}>
                    <NumberInput min={0} decimalScale={3} {...p(i, "quantity")} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <MoneyInput {...p(i, "unitprice")} />
                  </Table.Td>
                  <Table.Td ta="right">{formatUsd(unitTotal(r))}</Table.Td>
                  {!readOnly && <RemoveCell onClick={() => remove(i)} label={`Remove other line ${i + 1}`} />}
                </Table.Tr>
              );
            return null;
          })}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            Add {NOUN[kind]} Line
          </Button>
        </Group>
      )}
    </>
  );
};

const RemoveCell = ({ onClick, label }: { onClick: () => void; label: string }) => (
  <Table.Td>
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  </Table.Td>
);
