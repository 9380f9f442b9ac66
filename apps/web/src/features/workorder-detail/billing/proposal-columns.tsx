import { Badge, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import {
  actionsColumn,
  dateColumn,
  type GridColumn,
  moneyColumn,
  noteColumn,
  yesNoColumn,
} from "../../../components/datagrid/index.ts";
import type { CustomerProposal, ProposalStatus } from "./types.ts";

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
  moneyColumn("amount", "Proposed Amount", 140),
  moneyColumn("quotedamount", "Vendor Quoted Amount", 170),
  {
    name: "margin",
    caption: "Margin",
    type: "number",
    width: 90,
    align: "right",
    cell: (p) => `${p.margin}%`,
  },
  { name: "custponumber", caption: "Cust. PO", width: 120 },
  noteColumn(200),
  dateColumn("createddate", "Date Created", 120),
  dateColumn("completedate", "Complete Date", 125),
  yesNoColumn("approvedbycustomer", "Cust. Approved", 125),
  dateColumn("approvedbycustomerdate", "Cust. Approved Date", 160),
  {
    name: "status",
    caption: "Status",
    width: 110,
    // customer-portal: a customer's rejection shows its Rejection Information beside the status.
    cell: (p) =>
      p.rejectedbycustomer && p.customerrejectionnote ? (
        <Tooltip
          label={`Rejected by the customer: ${p.customerrejectionnote}`}
          multiline
          w={320}
          withinPortal
        >
          <Badge size="sm" variant="light" color={STATUS_COLORS[p.status]}>
            {p.status} by customer
          </Badge>
        </Tooltip>
      ) : (
        <Badge size="sm" variant="light" color={STATUS_COLORS[p.status]}>
          {p.status}
        </Badge>
      ),
  },
  actionsColumn(actions),
];

export const proposalSearchText = (p: CustomerProposal) =>
  [
    p.amount,
    p.quotedamount,
    p.custponumber,
    p.note,
    p.status,
    p.externalproposalnumber,
    p.customerrejectionnote,
  ].join(" ");
