import {
  Invoice,
  Invoices,
  Proposal,
  Proposals,
  VendorLines,
  VendorProposalRows,
  VendorProposalStatusResult,
} from "@fm/domain/contracts";
import { api } from "../../../api/instance.ts";
import type { LineDraft } from "./types.ts";

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
    api.get("/api/workorder/proposals", { query: { workorderid }, response: Proposals }),
  saveProposal: (workorderid: number, form: ProposalForm) =>
    api.post("/api/workorder/saveproposal", { id: 0, workorderid, ...form }, { response: Proposal }),
  updateProposal: (p: { id: number; version: number } & ProposalForm & { items?: LineDraft[] }) =>
    api.put("/api/workorder/updateproposal", p, { response: Proposal }),
  proposalStatus: (action: ProposalStatusAction, id: number, version: number) =>
    api.put(`/api/workorder/${action}proposal`, undefined, { query: { id, version }, response: Proposal }),
  removeProposal: (id: number) => api.delete<boolean>("/api/workorder/removeproposal", { query: { id } }),
  removeProposalItem: (id: number) =>
    api.delete("/api/workorder/removeproposalitem", { query: { id }, response: Proposal }),
  cloneProposal: (proposalId: number) =>
    api.post("/api/workorder/cloneproposal", { proposalId }, { response: Proposals }),
  convertProposal: (id: number) => api.post("/api/workorder/convertproposal", { id }, { response: Invoice }),
  proposalHtml: (proposalid: number) =>
    api.post<string>("/api/workorder/generatewoproposal", { proposalid, format: "html" }),

  invoices: (workorderid: number) =>
    api.get("/api/workorder/invoices", { query: { workorderid }, response: Invoices }),
  saveInvoice: (workorderid: number, form: InvoiceForm) =>
    api.post("/api/workorder/saveinvoice", { id: 0, workorderid, ...form }, { response: Invoice }),
  updateInvoice: (inv: { id: number; version: number } & InvoiceForm) =>
    api.put("/api/workorder/updateinvoice", inv, { response: Invoice }),
  invoiceStatus: (action: InvoiceStatusAction, invoiceid: number, version: number) =>
    api.put(`/api/workorder/${action}invoice`, { invoiceid, version }, { response: Invoices }),
  removeInvoice: (id: number) => api.delete<boolean>("/api/workorder/removeinvoice", { query: { id } }),
  invoiceHtml: (invoiceid: number) =>
    api.post<string>("/api/workorder/generatewoinvoice", { invoiceid, format: "html" }),

  vendorProposals: (workorderid: number) =>
    api.get("/api/workorder/vendorproposals", { query: { workorderid }, response: VendorProposalRows }),
  vendorProposalStatus: (proposalId: number, proposalStatusId: 3 | 4, version: number, note: string | null) =>
    api.put(
      "/api/workorder/vendorproposalstatus",
      { proposalId, proposalStatusId, version, note },
      { response: VendorProposalStatusResult },
    ),
  convertVendorProposal: (proposalid: number) =>
    api.post("/api/workorder/convertvendorproposal", { proposalid }, { response: Proposal }),
  vendorLines: (workorderid: number) =>
    api.get("/api/workorder/getworkordervendors", { query: { workorderid }, response: VendorLines }),
};
