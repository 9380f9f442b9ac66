import { formatUsd } from "@fm/domain";
import type { ImportItemsResult, VendorPortalInvoice, VendorPortalProposal } from "@fm/domain/contracts";
import type { ReactNode } from "react";
import { formatDate } from "../../components/datagrid/index.ts";
import { ProposalFiles } from "./ProposalFiles.tsx";
import { type BillingLines, vendorBillingApi } from "./vendor-billing-api.ts";

/** The editor's header fields; a proposal has no number of its own to type (the server numbers it). */
export interface HeaderValues {
  invoicenumber: string;
  description: string;
  note: string;
}

/** A vendor document kind: what differs between a proposal and an invoice in the one editor (spec 2 §2, §5). */
export interface DocumentKind<D extends { id: number; version: number }> {
  noun: "Proposal" | "Invoice";
  number: (d: D) => string;
  status: (d: D) => string;
  header: (d: D | null) => HeaderValues;
  /** An invoice needs its number and a description (spec 2 §5); a proposal draft may leave them empty. */
  requiresHeader: boolean;
  /** Read-only facts on the Summary tab. */
  facts: (d: D, total: number) => [string, ReactNode][];
  note: (d: D) => string | null;
  /** Saves the draft (a new one when `d` is null) and answers the stored document. */
  save: (d: D | null, workorderid: number | null, v: HeaderValues & BillingLines) => Promise<D>;
  importItems: (id: number, file: File) => Promise<ImportItemsResult>;
  /** The proposal's Attachments tab. */
  attachments?: (d: D | null, editable: boolean, onChanged: () => void) => ReactNode;
}

const trimmed = (v: string) => v.trim() || null;

export const PROPOSAL_KIND: DocumentKind<VendorPortalProposal> = {
  noun: "Proposal",
  number: (p) => p.proposalnumber,
  status: (p) => p.proposalstatus,
  header: (p) => ({ invoicenumber: "", description: p?.description ?? "", note: p?.note ?? "" }),
  requiresHeader: false,
  facts: (p, total) => [
    ["Proposal #", p.proposalnumber],
    ["Work Order #", p.wonumber],
    ["Status", p.proposalstatus],
    ["Proposal Amount", formatUsd(total)],
  ],
  note: (p) => (p.rejectionnote ? `Rejection Note: ${p.rejectionnote}` : null),
  save: (p, workorderid, { invoicenumber: _, description, note, ...lines }) => {
    const draft = { description: trimmed(description), note: trimmed(note), ...lines };
    if (p) return vendorBillingApi.updateProposal(p.id, p.version, draft);
    if (workorderid === null) throw new Error("a new proposal belongs to a work order");
    return vendorBillingApi.newProposal(workorderid, draft);
  },
  importItems: vendorBillingApi.importProposalItems,
  attachments: (p, editable, onChanged) => (
    <ProposalFiles proposal={p} editable={editable} onChanged={onChanged} />
  ),
};

export const INVOICE_KIND: DocumentKind<VendorPortalInvoice> = {
  noun: "Invoice",
  number: (i) => i.invoicenumber,
  status: (i) => i.invoicestatus,
  header: (i) => ({
    invoicenumber: i?.invoicenumber ?? "",
    description: i?.description ?? "",
    note: i?.note ?? "",
  }),
  requiresHeader: true,
  facts: (i) => [
    ["Work Order #", i.wonumber],
    ["Proposal #", i.proposalnumber ?? ""],
    ["Invoice Date", formatDate(i.invoicedate)],
    ["Status", i.invoicestatus],
  ],
  note: () => null,
  save: (i, _workorderid, { invoicenumber, description, note, ...lines }) => {
    if (!i) throw new Error("an invoice is created from an approved proposal");
    return vendorBillingApi.updateInvoice(i.id, i.version, {
      invoicenumber: invoicenumber.trim(),
      description: description.trim(),
      note: trimmed(note),
      ...lines,
    });
  },
  importItems: vendorBillingApi.importInvoiceItems,
};
