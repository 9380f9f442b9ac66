import type { VendorPortalInvoice, VendorPortalProposal } from "@fm/domain/contracts";
import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  actionsColumn,
  dateColumn,
  type GridColumn,
  moneyColumn,
  vendorDocumentStatusColumn,
} from "../../components/datagrid/index.ts";

/** The work order's vendor-facing detail, coming back to `origin`. */
export const detailLink = (workorderid: number, wonumber: string, origin: string | null) =>
  origin === null ? (
    wonumber
  ) : (
    <Anchor
      component={Link}
      to={`/vendorprofile/workorderdetails?id=${workorderid}&origin=${encodeURIComponent(origin)}`}
      size="sm"
    >
      {wonumber}
    </Anchor>
  );

export const proposalColumns = (
  actions: (p: VendorPortalProposal) => ReactNode,
  origin: string | null,
): GridColumn<VendorPortalProposal>[] => [
  actionsColumn(actions),
  vendorDocumentStatusColumn("proposalstatus", (p) => p.proposalstatusid, 110),
  { name: "proposalnumber", caption: "Proposal #", width: 170 },
  {
    name: "wonumber",
    caption: "Work Order #",
    width: 130,
    cell: (p) => detailLink(p.workorderid, p.wonumber, origin),
  },
  dateColumn("proposaldate", "Proposal Date", 120),
  moneyColumn("proposalamount", "Proposal Amount", 140),
  { name: "description", caption: "Description", width: 320 },
];

export const proposalSearchText = (p: VendorPortalProposal) =>
  [p.proposalstatus, p.proposalnumber, p.wonumber, p.proposalamount, p.description ?? ""].join(" ");

export const invoiceColumns = (
  actions: (i: VendorPortalInvoice) => ReactNode,
  origin: string | null,
): GridColumn<VendorPortalInvoice>[] => [
  actionsColumn(actions),
  vendorDocumentStatusColumn("invoicestatus", (i) => i.invoicestatusid, 110),
  { name: "invoicenumber", caption: "Invoice #", width: 160 },
  {
    name: "wonumber",
    caption: "Work Order #",
    width: 130,
    cell: (i) => detailLink(i.workorderid, i.wonumber, origin),
  },
  { name: "proposalnumber", caption: "Proposal #", width: 170 },
  dateColumn("invoicedate", "Invoice Date", 120),
  moneyColumn("invoiceamount", "Invoice Amount", 140),
  { name: "description", caption: "Description", width: 320 },
];

export const invoiceSearchText = (i: VendorPortalInvoice) =>
  [i.invoicestatus, i.invoicenumber, i.wonumber, i.proposalnumber ?? "", i.invoiceamount, i.description].join(
    " ",
  );
