import { useMemo } from "react";
import type { GridColumn } from "../datagrid/grid-types.ts";
import { type FieldLabel, useFieldLabels } from "./use-field-labels.ts";

/**
 * A grid's columns with their captions from the dictionary: a column named like a field of `table` takes
 * that field's display name (its own caption is the fallback); `fields` maps a column to another field name.
 */
export const labelColumns = <Row>(
  columns: readonly GridColumn<Row>[],
  label: FieldLabel,
  fields: Readonly<Record<string, string>> = {},
): GridColumn<Row>[] =>
  columns.map((c) => {
    const caption = label(fields[c.name] ?? c.name, c.caption);
    return caption === c.caption ? c : { ...c, caption };
  });

/** `useLabelledColumns("workorder", columns)`: the hook form of labelColumns for a screen's grid. */
export const useLabelledColumns = <Row>(
  table: string,
  columns: readonly GridColumn<Row>[],
  fields?: Readonly<Record<string, string>>,
): GridColumn<Row>[] => {
  const label = useFieldLabels(table);
  return useMemo(() => labelColumns(columns, label, fields), [columns, label, fields]);
};
