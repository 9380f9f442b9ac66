import type { VendorPortalInvoice, VendorProposal } from "@fm/domain/contracts";
import { type ExportColumn, XLSX_MONEY } from "../../platform/xlsx/xlsx-export.ts";

const day = (iso: string) => new Date(iso);
const DATE = "mm/dd/yyyy";

/**
 * The proposal list's Export (vendor portal lists and the staff Vendor Submitted Proposals tab): the grid's
 * columns as a Report-style workbook instead of CSV.
 */
export const PROPOSAL_EXPORT_COLUMNS: ExportColumn<VendorProposal>[] = [
  { header: "Status", value: (p) => p.proposalstatus, width: 14 },
  { header: "Vendor Name", value: (p) => p.vendorname, width: 28 },
  { header: "Proposal #", value: (p) => p.proposalnumber, width: 16 },
  { header: "Work Order #", value: (p) => p.wonumber, width: 16 },
  { header: "Proposal Date", value: (p) => day(p.proposaldate), numFmt: DATE, width: 14 },
  { header: "Proposal Amount", value: (p) => p.proposalamount, numFmt: XLSX_MONEY, width: 16 },
  { header: "Description", value: (p) => p.description ?? "", width: 40 },
];

export const INVOICE_EXPORT_COLUMNS: ExportColumn<VendorPortalInvoice>[] = [
  { header: "Status", value: (i) => i.invoicestatus, width: 14 },
  { header: "Invoice #", value: (i) => i.invoicenumber, width: 16 },
  { header: "Work Order #", value: (i) => i.wonumber, width: 16 },
  { header: "Proposal #", value: (i) => i.proposalnumber ?? "", width: 16 },
  { header: "Invoice Date", value: (i) => day(i.invoicedate), numFmt: DATE, width: 14 },
  { header: "Invoice Amount", value: (i) => i.invoiceamount, numFmt: XLSX_MONEY, width: 16 },
  { header: "Description", value: (i) => i.description, width: 40 },
];
