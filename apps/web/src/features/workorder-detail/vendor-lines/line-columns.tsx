import { Anchor, Badge } from "@mantine/core";
import type { ReactNode } from "react";
import {
  formatDateTime,
  type GridColumn,
  moneyColumn,
  noteColumn,
  yesNoColumn,
} from "../../../components/datagrid/index.ts";
import { LineStatusCell } from "./LineStatusCell.tsx";
import type { VendorLine } from "./types.ts";

/**
 * Columns of the Vendor tab grid (spec 2 §2). The Actions menu leads, where every grid of the app has its row
 * menu, so it stays in view however many columns are shown; the cell comes from the tab. The columns shown at
 * first fit the tab at 1440 px with the side panel open (issue 35: about 680 px); Vendor Id, Min. NTE, Quote
 * Only, Attached Date, Phone Number, Email, Paid by CC, Note and city/state/zip wait in the column chooser (the
 * vendor's phone and e-mail are a click away on the vendor record).
 * Status follows the line through its life in one cell (issue 32): the vendor's answer to the dispatch until
 * there is an invoice, then the invoice's status with its invoice-rule outcome.
 */
export const lineColumns = (actions: (line: VendorLine) => ReactNode): GridColumn<VendorLine>[] => [
  {
    name: "actions",
    caption: "Actions",
    width: 64,
    align: "center",
    sortable: false,
    filterable: false,
    hideable: false,
    cell: actions,
  },
  { name: "vendorid", caption: "Vendor Id", type: "number", width: 105, hidden: true },
  {
    name: "vendorname",
    caption: "Vendor Name",
    width: 146,
    hideable: false,
    cell: (l) => (
      <Anchor href={`/vendor/details?id=${l.vendorid}`} target="_blank" size="sm" title={l.vendorname}>
        {l.vendorname}
      </Anchor>
    ),
  },
  { ...moneyColumn<VendorLine>("minnte", "Min. NTE", 100), hidden: true },
  { ...yesNoColumn<VendorLine>("quoteonly", "Quote Only", 110), hidden: true },
  { name: "invnumber", caption: "Invoice Number", width: 100 },
  {
    name: "status",
    caption: "Status",
    width: 160,
    cell: (l) => <LineStatusCell line={l} />,
  },
  {
    name: "createddate",
    caption: "Attached Date",
    type: "date",
    width: 170,
    hidden: true,
    cell: (l) => formatDateTime(l.createddate),
  },
  { name: "vendorcity", caption: "City", width: 120, hidden: true },
  { name: "vendorstate", caption: "State", width: 70, hidden: true },
  { name: "vendorzip", caption: "Zip", width: 80, hidden: true },
  {
    name: "primaryphone",
    caption: "Phone Number",
    width: 111,
    hidden: true,
    cell: (l) =>
      l.primaryphone ? (
        <Anchor href={`tel:${l.primaryphone.replace(/[^\d+]/g, "")}`} size="sm">
          {l.primaryphone}
        </Anchor>
      ) : null,
  },
  {
    name: "dispatchemail",
    caption: "Email",
    width: 200,
    hidden: true,
    cell: (l) =>
      l.dispatchemail ? (
        <Anchor href={`mailto:${l.dispatchemail}`} size="sm">
          {l.dispatchemail}
        </Anchor>
      ) : null,
  },
  { ...yesNoColumn<VendorLine>("paidbycc", "Paid by CC", 110), hidden: true },
  // The line's cost to the order (vendorLineCostCents): the vendor's bill once billed, else the quote.
  moneyColumn("cost", "Cost", 90),
  {
    name: "nodflagged",
    caption: "NOD",
    type: "boolean",
    width: 60,
    cell: (l) =>
      l.nodflagged ? (
        <Badge size="sm" color="red" variant="filled">
          NOD
        </Badge>
      ) : (
        "No"
      ),
  },
  noteColumn(220, { hidden: true }),
];

export const LINE_SEARCH_FIELDS = [
  "vendorname",
  "invnumber",
  "status",
  "vendorcity",
  "vendorstate",
  "vendorzip",
  "primaryphone",
  "dispatchemail",
  "note",
] as const satisfies readonly (keyof VendorLine)[];
