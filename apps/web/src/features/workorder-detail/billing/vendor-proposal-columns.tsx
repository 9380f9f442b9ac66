import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { actionsColumn, type GridColumn, moneyColumn } from "../../../components/datagrid/index.ts";
import type { VendorProposalRow } from "./types.ts";

const STATUS_COLORS: Record<number, string> = { 1: "gray", 2: "yellow", 3: "green", 4: "red" };

/** Columns of the Vendor Submitted Proposals grid (spec 2 §2). */
export const vendorProposalColumns = (
  actions: (p: VendorProposalRow) => ReactNode,
): GridColumn<VendorProposalRow>[] => [
  actionsColumn(actions),
  {
    name: "proposalstatus",
    caption: "Status",
    width: 120,
    cell: (p) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[p.proposalstatusid] ?? "gray"}>
        {p.proposalstatus}
      </Badge>
    ),
  },
  { name: "vendorname", caption: "Vendor Name", width: 220 },
  { name: "proposalnumber", caption: "Proposal #", width: 130 },
  { name: "wonumber", caption: "Work Order #", width: 130 },
  moneyColumn("proposalamount", "Proposal Amount", 140),
];

export const vendorProposalSearchText = (p: VendorProposalRow) =>
  [p.proposalstatus, p.vendorname, p.proposalnumber, p.wonumber, p.proposalamount].join(" ");
