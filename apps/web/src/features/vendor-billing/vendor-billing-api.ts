import {
  IdResult,
  ImportItemsResult,
  type LaborLineInput,
  type MaterialLineInput,
  type OtherLineInput,
  ProposalAttachmentResult,
  type VendorBillingStatus,
  VendorPortalInvoice,
  VendorPortalInvoices,
  VendorPortalProposal,
  VendorPortalProposals,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** Query keys of the vendor portal's proposals and invoices. */
export const vendorBillingKeys = {
  all: ["vendor-billing"] as const,
  proposals: (workorderid: number) => ["vendor-billing", "proposals", workorderid] as const,
  invoices: (workorderid: number) => ["vendor-billing", "invoices", workorderid] as const,
  myProposals: (status: VendorBillingStatus) => ["vendor-billing", "my-proposals", status] as const,
  myInvoices: (status: VendorBillingStatus) => ["vendor-billing", "my-invoices", status] as const,
};

export interface BillingLines {
  labor: LaborLineInput[];
  materials: MaterialLineInput[];
  other: OtherLineInput[];
}

export interface ProposalDraft extends BillingLines {
  description: string | null;
  note: string | null;
}

export interface InvoiceDraft extends BillingLines {
  invoicenumber: string;
  description: string;
  note: string | null;
}

const P = "/api/vendorprofile";

export const vendorBillingApi = {
  proposals: (query: { workorderid: number } | { status: VendorBillingStatus }) =>
    api.get(`${P}/vendorworkorderproposals`, { query, response: VendorPortalProposals }),
  newProposal: (workorderid: number, d: ProposalDraft) =>
    api.post(`${P}/newproposal`, { workorderid, ...d }, { response: VendorPortalProposal }),
  updateProposal: (id: number, version: number, d: ProposalDraft) =>
    api.post(`${P}/updateproposal`, { id, version, ...d }, { response: VendorPortalProposal }),
  cloneProposal: (id: number) =>
    api.post(`${P}/cloneproposal/${id}`, undefined, { response: VendorPortalProposal }),
  deleteProposal: (proposalId: number, version: number) =>
    api.delete(`${P}/deleteproposal`, { query: { proposalId, version }, response: IdResult }),
  submitProposal: (proposalId: number, version: number) =>
    api.put(
      `${P}/updateproposalstatus`,
      { proposalId, proposalStatusId: 2, version },
      { response: VendorPortalProposal },
    ),
  importProposalItems: (proposalid: number, file: File) => {
    const form = new FormData();
    form.append("proposalid", String(proposalid));
    form.append("file", file, file.name);
    return api.post(`${P}/importproposalitems`, form, { response: ImportItemsResult });
  },
  attachToProposal: (proposalid: number, files: File[]) => {
    const form = new FormData();
    form.append("proposalid", String(proposalid));
    for (const f of files) form.append("files", f, f.name);
    return api.post(`${P}/proposalattachments`, form, { response: ProposalAttachmentResult });
  },
  removeProposalAttachment: (proposalId: number, attachmentId: number) =>
    api.delete(`${P}/proposalattachment`, { query: { proposalId, attachmentId }, response: IdResult }),
  proposalHtml: async (proposalid: number) =>
    (
      await api.download(`${P}/generatevendorproposal`, {
        body: { proposalid, preview: true },
        fallbackName: "proposal.html",
      })
    ).blob.text(),
  proposalPdf: (proposalid: number) =>
    api.download(`${P}/generatevendorproposal`, { body: { proposalid }, fallbackName: "proposal.pdf" }),

  invoices: (query: { workorderid: number } | { status: VendorBillingStatus }) =>
    api.get(`${P}/vendorworkorderinvoices`, { query, response: VendorPortalInvoices }),
  createInvoice: (
    proposalid: number,
    d: { invoicenumber: string; description: string; note: string | null },
  ) => api.post(`${P}/createinvoice/${proposalid}`, d, { response: VendorPortalInvoice }),
  updateInvoice: (id: number, version: number, d: InvoiceDraft) =>
    api.post(`${P}/updateinvoice`, { id, version, ...d }, { response: VendorPortalInvoice }),
  cloneInvoice: (id: number) =>
    api.post(`${P}/cloneinvoice/${id}`, undefined, { response: VendorPortalInvoice }),
  deleteInvoice: (invoiceId: number, version: number) =>
    api.delete(`${P}/deleteinvoice`, { query: { invoiceId, version }, response: IdResult }),
  submitInvoice: (invoiceId: number, version: number) =>
    api.put(
      `${P}/updateinvoicestatus`,
      { invoiceId, invoiceStatusId: 2, version },
      { response: VendorPortalInvoice },
    ),
  importInvoiceItems: (invoiceid: number, file: File) => {
    const form = new FormData();
    form.append("invoiceid", String(invoiceid));
    form.append("file", file, file.name);
    return api.post(`${P}/importinvoiceitems`, form, { response: ImportItemsResult });
  },
  invoiceHtml: async (invoiceid: number) =>
    (
      await api.download(`${P}/generatevendorinvoice`, {
        body: { invoiceid, preview: true },
        fallbackName: "invoice.html",
      })
    ).blob.text(),
  invoicePdf: (invoiceid: number) =>
    api.download(`${P}/generatevendorinvoice`, { body: { invoiceid }, fallbackName: "invoice.pdf" }),
};
