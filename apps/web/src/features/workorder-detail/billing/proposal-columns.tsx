import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate, formatMoney, type GridColumn } from "../../../components/datagrid/index.ts";
import type { CustomerProposal, ProposalStatus } from "./types.ts";

const yesNo = (v: boolean) => (v ? "Yes" : "No");
export const STATUS_COLORS: Record<ProposalStatus, string> = {
  "In Progress": "gray",
  Complete: "blue",
  Approved: "green",
  Rejected: "red",
};

/** Columns of the Customer Proposals grid (spec 2 §2). */
export const proposalColumns = (
  actions: (p: CustomerProposal) => ReactNode,
): GridColumn<CustomerProposal>[] => [
  {
    name: "amount",
    caption: "Proposed Amount",
    type: "number",
    width: 140,
    align: "right",
    cell: (p) => formatMoney(p.amount),
  },
  {
    name: "quotedamount",
    caption: "Vendor Quoted Amount",
    type: "number",
    width: 170,
    align: "right",
    cell: (p) => formatMoney(p.quotedamount),
  },
  {
    name: "margin",
    caption: "Margin",
    type: "number",
    width: 90,
    align: "right",
    cell: (p) => `${p.margin}%`,
  },
  { name: "custponumber", caption: "Cust. PO", width: 120 },
  {
    name: "note",
    caption: "Note",
    width: 200,
    cell: (p) => <span title={p.note ?? ""}>{p.note ?? ""}</span>,
  },
  {
    name: "createddate",
    caption: "Date Created",
    type: "date",
    width: 120,
    cell: (p) => formatDate(p.createddate),
  },
  {
    name: "completedate",
    caption: "Complete Date",
    type: "date",
    width: 125,
    cell: (p) => formatDate(p.completedate),
  },
  {
    name: "approvedbycustomer",
    caption: "Cust. Approved",
    type: "boolean",
    width: 125,
    cell: (p) => yesNo(p.approvedbycustomer),
  },
  {
    name: "approvedbycustomerdate",
    caption: "Cust. Approved Date",
    type: "date",
    width: 160,
    cell: (p) => formatDate(p.approvedbycustomerdate),
  },
  {
    name: "status",
    caption: "Status",
    width: 110,
    cell: (p) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[p.status]}>
        {p.status}
      </Badge>
    ),
  },
  {
    name: "actions",
    caption: "Actions",
    width: 80,
    align: "center",
    sortable: false,
    filterable: false,
    hideable: false,
    cell: actions,
  },
];

export const proposalSearchText = (p: CustomerProposal) =>
  [p.amount, p.quotedamount, p.custponumber, p.note, p.status, p.externalproposalnumber].join(" ");
