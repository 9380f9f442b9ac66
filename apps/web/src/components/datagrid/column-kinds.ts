import type { ReactNode } from "react";
import { formatDate, formatMoney } from "./format.ts";
import type { GridColumn } from "./grid-types.ts";

/** The row's fields whose values are of type V. */
export type FieldOf<Row, V> = { [K in keyof Row]-?: Row[K] extends V ? K : never }[keyof Row] & string;

/** A Yes/No cell. */
export const yesNo = (v: boolean) => (v ? "Yes" : "No");

/** A money column: right-aligned, US dollars. */
export const moneyColumn = <Row extends object>(
  name: FieldOf<Row, number | null | undefined>,
  caption: string,
  width: number,
): GridColumn<Row> => ({
  name,
  caption,
  type: "number",
  width,
  align: "right",
  cell: (row) => formatMoney(row[name] as number | null | undefined),
});

/** A date column shown as MM/DD/YYYY. */
export const dateColumn = <Row extends object>(
  name: FieldOf<Row, string | null | undefined>,
  caption: string,
  width: number,
): GridColumn<Row> => ({
  name,
  caption,
  type: "date",
  width,
  cell: (row) => formatDate(row[name] as string | null | undefined),
});

/** A Yes/No column of a boolean field. */
export const yesNoColumn = <Row extends object>(
  name: FieldOf<Row, boolean>,
  caption: string,
  width: number,
): GridColumn<Row> => ({
  name,
  caption,
  type: "boolean",
  width,
  cell: (row) => yesNo(row[name] as boolean),
});

/** The 'Actions' column of a grid (the row's ⋮ menu or buttons): fixed, never sorted, filtered or hidden. */
export const actionsColumn = <Row extends object>(cell: (row: Row) => ReactNode): GridColumn<Row> => ({
  name: "actions",
  caption: "Actions",
  width: 80,
  align: "center",
  sortable: false,
  filterable: false,
  hideable: false,
  cell,
});
