import { useMemo } from "react";
import type { GridColumn } from "../datagrid/grid-types.ts";
import { type FieldLabel, lookupLabel, useSiteMeta } from "./use-field-labels.ts";

/**
 * Where a column's caption comes from when its name is not the field's: another field of the same table
 * (`"customername"`), a field of another table (`["customerjobsite", "jobsite"]`), or `null` for a caption the
 * spec words differently from the dictionary's field (it stays fixed).
 */
export type ColumnField = string | readonly [table: string, field: string] | null;
export type ColumnFields = Readonly<Record<string, ColumnField>>;

/** `(table, field, fallback)`: a display name from any table of the dictionary. */
export type TableFieldLabel = (table: string, field: string, fallback: string) => string;

/**
 * A grid's columns with their captions from the dictionary: a column named like a field of `table` takes
 * that field's display name (its own caption is the fallback); `fields` maps a column to another field
 * (of this table or, with `labelIn`, of another one) or keeps it fixed (`null`).
 */
export const labelColumns = <Row>(
  columns: readonly GridColumn<Row>[],
  label: FieldLabel,
  fields: ColumnFields = {},
  labelIn?: TableFieldLabel,
): GridColumn<Row>[] =>
  columns.map((c) => {
    const ref = c.name in fields ? fields[c.name] : c.name;
    if (ref === null || ref === undefined) return c;
    const caption =
      typeof ref === "string"
        ? label(ref, c.caption)
        : labelIn
          ? labelIn(ref[0], ref[1], c.caption)
          : c.caption;
    return caption === c.caption ? c : { ...c, caption };
  });

/** `useLabelledColumns("workorder", columns)`: the hook form of labelColumns for a screen's grid. */
export const useLabelledColumns = <Row>(
  table: string,
  columns: readonly GridColumn<Row>[],
  fields?: ColumnFields,
): GridColumn<Row>[] => {
  const map = useSiteMeta();
  return useMemo(
    () =>
      labelColumns(
        columns,
        (field, fallback) => lookupLabel(map, table, field, fallback),
        fields,
        (t, field, fallback) => lookupLabel(map, t, field, fallback),
      ),
    [columns, map, table, fields],
  );
};
