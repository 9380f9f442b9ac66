import { api } from "../../../api/instance.ts";
import type {
  CustomerInvoice,
  CustomerProposal,
  LineDraft,
  VendorLineQuote,
  VendorProposal,
} from "./types.ts";

/** Query keys of the billing tabs. */
export const billingKeys = {
  proposals: (workorderid: number) => ["workorder-proposals", workorderid] as const,
  invoices: (workorderid: number) => ["workorder-invoices", workorderid] as const,
  vendorProposals: (workorderid: number) => ["workorder-vendorproposals", workorderid] as const,
  vendorLines: (workorderid: number) => ["workorder-vendors", workorderid] as const,
};

export interface ProposalForm {
  note: string | null;
  quotedamount: number;
  margin: number;
  externalproposalnumber: string | null;
  scopeofwork: string;
  workordervendorid?: number | null;
}

export interface InvoiceForm {
  invoicedate: string | null;
  duedate: string | null;
  completedate: string | null;
  sentby: string | null;
  billwithoutsignoff: boolean;
  note: string | null;
  items: LineDraft[];
}

export type ProposalStatusAction = "complete" | "approve" | "reject";
export type InvoiceStatusAction = "approve" | "unapprove" | "reject";

export const billingApi = {
  proposals: (workorderid: number) =>
    api.get<CustomerProposal[]>("/api/workorder/proposals", { query: { workorderid } }),
  saveProposal: (workorderid: number, form: ProposalForm) =>
    api.post<CustomerProposal>("/api/workorder/saveproposal", { id: 0, workorderid, ...form }),
  updateProposal: (p: { id: number; version: number } & ProposalForm & { items?: LineDraft[] }) =>
    api.put<CustomerProposal>("/api/workorder/updateproposal", p),
  proposalStatus: (action: ProposalStatusAction, id: number, version: number) =>
    api.put<CustomerProposal>(`/api/workorder/${action}proposal`, undefined, { query: { id, version } }),
  removeProposal: (id: number) => api.delete<boolean>("/api/workorder/removeproposal", { query: { id } }),
  removeProposalItem: (id: number) =>
    api.delete<CustomerProposal>("/api/workorder/removeproposalitem", { query: { id } }),
  cloneProposal: (proposalId: number) =>
    api.post<CustomerProposal[]>("/api/workorder/cloneproposal", { proposalId }),
  convertProposal: (id: number) => api.post<CustomerInvoice>("/api/workorder/convertproposal", { id }),
  proposalHtml: (proposalid: number) =>
    api.post<string>("/api/workorder/generatewoproposal", { proposalid, format: "html" }),

  invoices: (workorderid: number) =>
    api.get<CustomerInvoice[]>("/api/workorder/invoices", { query: { workorderid } }),
  saveInvoice: (workorderid: number, form: InvoiceForm) =>
    api.post<CustomerInvoice>("/api/workorder/saveinvoice", { id: 0, workorderid, ...form }),
  updateInvoice: (inv: { id: number; version: number } & InvoiceForm) =>
    api.put<CustomerInvoice>("/api/workorder/updateinvoice", inv),
  invoiceStatus: (action: InvoiceStatusAction, invoiceid: number, version: number) =>
    api.put<CustomerInvoice[]>(`/api/workorder/${action}invoice`, { invoiceid, version }),
  removeInvoice: (id: number) => api.delete<boolean>("/api/workorder/removeinvoice", { query: { id } }),
  invoiceHtml: (invoiceid: number) =>
    api.post<string>("/api/workorder/generatewoinvoice", { invoiceid, format: "html" }),

  vendorProposals: (workorderid: number) =>
    api.get<VendorProposal[]>("/api/workorder/vendorproposals", { query: { workorderid } }),
  vendorProposalStatus: (proposalId: number, proposalStatusId: 3 | 4, version: number, note: string | null) =>
    api.put<{
      proposals: VendorProposal[];
      quotedamount: { from: number; to: number; changed: boolean } | null;
    }>("/api/workorder/vendorproposalstatus", {
      proposalId,
      proposalStatusId,
      version,
      note,
    }),
  convertVendorProposal: (proposalid: number) =>
    api.post<CustomerProposal>("/api/workorder/convertvendorproposal", { proposalid }),
  vendorLines: (workorderid: number) =>
    api.get<VendorLineQuote[]>("/api/workorder/getworkordervendors", { query: { workorderid } }),
};
