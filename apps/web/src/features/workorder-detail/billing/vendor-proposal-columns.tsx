import type { ReactNode } from "react";
import {
  actionsColumn,
  type GridColumn,
  moneyColumn,
  vendorDocumentStatusColumn,
} from "../../../components/datagrid/index.ts";
import type { VendorProposalRow } from "./types.ts";

/** Columns of the Vendor Submitted Proposals grid (spec 2 §2). */
export const vendorProposalColumns = (
  actions: (p: VendorProposalRow) => ReactNode,
): GridColumn<VendorProposalRow>[] => [
  actionsColumn(actions),
  vendorDocumentStatusColumn("proposalstatus", (p) => p.proposalstatusid, 120),
  { name: "vendorname", caption: "Vendor Name", width: 220 },
  { name: "proposalnumber", caption: "Proposal #", width: 130 },
  { name: "wonumber", caption: "Work Order #", width: 130 },
  moneyColumn("proposalamount", "Proposal Amount", 140),
];

export const vendorProposalSearchText = (p: VendorProposalRow) =>
  [p.proposalstatus, p.vendorname, p.proposalnumber, p.wonumber, p.proposalamount].join(" ");
