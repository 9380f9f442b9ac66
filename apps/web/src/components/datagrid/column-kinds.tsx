import { Anchor, Badge } from "@mantine/core";
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

/** The Note column of a document or line: the text cut to the column, all of it in the tooltip. */
export const noteColumn = <Row extends { note: string | null }>(
  width: number,
  options: { hidden?: boolean } = {},
): GridColumn<Row> => ({
  name: "note",
  caption: "Note",
  width,
  ...options,
  cell: (row) => <span title={row.note ?? ""}>{row.note ?? ""}</span>,
});

/** A vendor proposal's or invoice's status colour by its id: 1 draft, 2 submitted, 3 approved, 4 rejected. */
const VENDOR_DOCUMENT_STATUS_COLORS: Readonly<Record<number, string>> = {
  1: "gray",
  2: "yellow",
  3: "green",
  4: "red",
};

/** The Status column of a vendor proposal or invoice list: the status's name on its colour. */
export const vendorDocumentStatusColumn = <Row extends object>(
  name: FieldOf<Row, string>,
  statusId: (row: Row) => number,
  width: number,
): GridColumn<Row> => ({
  name,
  caption: "Status",
  width,
  cell: (row) => (
    <Badge size="sm" variant="light" color={VENDOR_DOCUMENT_STATUS_COLORS[statusId(row)] ?? "gray"}>
      {row[name] as string}
    </Badge>
  ),
});

/** The File Name column of a list of files: the name is a button that opens the file (not the row). */
export const fileNameColumn = <Row extends { displayname: string }>(
  width: number,
  open: (row: Row) => void,
): GridColumn<Row> => ({
  name: "displayname",
  caption: "File Name",
  width,
  cell: (row) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={(e) => {
        e.stopPropagation();
        open(row);
      }}
    >
      {row.displayname}
    </Anchor>
  ),
});
