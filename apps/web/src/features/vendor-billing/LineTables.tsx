import { formatUsd, LABOR_RATE_TYPES, OTHER_LINE_TYPES, SKILL_LEVELS } from "@fm/domain";
import { Button, Group, NumberInput, Select, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { type LineColumn, LineItemsTable, RemoveLineButton } from "../../components/line-items/index.ts";
import { MoneyInput } from "../../components/MoneyInput.tsx";
import {
  type LaborRowValue,
  type LinesValue,
  laborTotal,
  type MaterialRowValue,
  NEW_LABOR,
  NEW_MATERIAL,
  NEW_OTHER,
  type OtherRowValue,
  unitTotal,
} from "./billing-model.ts";

const options = (r: Readonly<Record<number, string>>) =>
  Object.entries(r).map(([value, label]) => ({ value, label }));
const UNITS = options({ 1: "Each", 2: "Box", 3: "Feet", 4: "Sq Ft", 5: "Lbs", 6: "Gal", 7: "Oz" });

type Kind = keyof LinesValue;
const NEW_ROW = { labor: NEW_LABOR, materials: NEW_MATERIAL, other: NEW_OTHER } as const;
const NOUN: Record<Kind, string> = { labor: "Labor", materials: "Material", other: "Other" };

/** An input's props: bound to the form, named "Labor 1 hourlyrate" (the e2e tests and screen readers). */
type Field = (i: number, field: string) => Record<string, unknown>;

const laborColumns = (p: Field): LineColumn<LaborRowValue>[] => [
  {
    caption: "Skill Level",
    cell: (_, i) => <Select data={options(SKILL_LEVELS)} allowDeselect={false} {...p(i, "skilllevelid")} />,
  },
  {
    caption: "Rate Type",
    cell: (_, i) => <Select data={options(LABOR_RATE_TYPES)} allowDeselect={false} {...p(i, "typeid")} />,
  },
  {
    caption: "# of Techs",
    width: 110,
    cell: (_, i) => <NumberInput min={1} max={999} allowDecimal={false} {...p(i, "numberoftechs")} />,
  },
  { caption: "Hourly Rate", width: 140, cell: (_, i) => <MoneyInput {...p(i, "hourlyrate")} /> },
  {
    caption: "Hours",
    width: 110,
    cell: (_, i) => <NumberInput min={0} decimalScale={2} {...p(i, "numberofhours")} />,
  },
  { caption: "Cost", align: "right", cell: (r) => formatUsd(laborTotal(r)) },
];

const materialColumns = (p: Field): LineColumn<MaterialRowValue>[] => [
  { caption: "Description", cell: (_, i) => <TextInput {...p(i, "description")} /> },
  { caption: "Part #", width: 130, cell: (_, i) => <TextInput {...p(i, "partnumber")} /> },
  {
    caption: "Unit",
    width: 110,
    cell: (_, i) => <Select data={UNITS} allowDeselect={false} {...p(i, "uomid")} />,
  },
  { caption: "Unit Price", width: 140, cell: (_, i) => <MoneyInput {...p(i, "unitprice")} /> },
  {
    caption: "Quantity",
    width: 110,
    cell: (_, i) => <NumberInput min={0} decimalScale={3} {...p(i, "quantity")} />,
  },
  { caption: "Cost", align: "right", cell: (r) => formatUsd(unitTotal(r)) },
];

const otherColumns = (p: Field): LineColumn<OtherRowValue>[] => [
  {
    caption: "Type",
    width: 130,
    cell: (_, i) => <Select data={options(OTHER_LINE_TYPES)} allowDeselect={false} {...p(i, "typeid")} />,
  },
  { caption: "Description", cell: (_, i) => <TextInput {...p(i, "description")} /> },
  {
    caption: "Quantity",
    width: 110,
    cell: (_, i) => <NumberInput min={0} decimalScale={3} {...p(i, "quantity")} />,
  },
  { caption: "Price", width: 140, cell: (_, i) => <MoneyInput {...p(i, "unitprice")} /> },
  { caption: "Cost", align: "right", cell: (r) => formatUsd(unitTotal(r)) },
];

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
  const p: Field = (i, field) => ({
    ...form.getInputProps(`${kind}.${i}.${field}`),
    readOnly,
    size: "xs" as const,
    "aria-label": `${NOUN[kind]} ${i + 1} ${field}`,
  });
  const groupError = (form.errors as Record<string, unknown>)[kind];
  const actions = readOnly
    ? undefined
    : (_: unknown, i: number) => (
        <RemoveLineButton
          label={`Remove ${NOUN[kind].toLowerCase()} line ${i + 1}`}
          onClick={() => form.removeListItem(kind, i)}
        />
      );
  // The row matches the list of `kind` (LinesValue); the form is generic over the editor's wider values.
  const add = () => form.insertListItem(kind, { ...NEW_ROW[kind] } as never);
  const common = {
    label: NOUN[kind],
    rowKey: (_: unknown, i: number) => `${kind}-${i}`,
    emptyText: `No ${NOUN[kind].toLowerCase()} lines yet.`,
    actions,
  };
  return (
    <>
      {typeof groupError === "string" && (
        <Text c="red" size="sm" role="alert">
          {groupError}
        </Text>
      )}
      {kind === "labor" && <LineItemsTable {...common} columns={laborColumns(p)} rows={values.labor} />}
      {kind === "materials" && (
        <LineItemsTable {...common} columns={materialColumns(p)} rows={values.materials} />
      )}
      {kind === "other" && <LineItemsTable {...common} columns={otherColumns(p)} rows={values.other} />}
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
