import {
  CustomerAttachmentTypes,
  CustomerFormLists,
  CustomerInvoices,
  CustomerProfile,
  CustomerProfileNotes,
  CustomerProposals,
  CustomerSavedWorkOrder,
  CustomerWorkOrderDetail,
  type CustomerWorkOrderFormInput,
  PortalAttachments,
  PortalNote,
  PortalNotes,
  WorkOrderListPage,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

export type PortalListStatus = "open" | "invoiced" | "all" | "cancelled";

export const portalKeys = {
  all: ["customerportal"] as const,
  list: (status: string, query: ListQuery) => ["customerportal", "list", status, query] as const,
  detail: (id: number) => ["customerportal", "detail", id] as const,
  notes: (id: number) => ["customerportal", "notes", id] as const,
  proposals: (id: number) => ["customerportal", "proposals", id] as const,
  invoices: (id: number) => ["customerportal", "invoices", id] as const,
  attachments: (id: number) => ["customerportal", "attachments", id] as const,
  lists: ["customerportal", "lists"] as const,
  profile: ["customerportal", "profile"] as const,
  customerNotes: ["customerportal", "customernotes"] as const,
  myProposals: (status: string) => ["customerportal", "myproposals", status] as const,
  myInvoices: (status: string) => ["customerportal", "myinvoices", status] as const,
};

export const portalApi = {
  list: (status: string, query: ListQuery, signal?: AbortSignal) =>
    api.get(`/api/customerprofile/getworkorders/${status}`, { query, signal, response: WorkOrderListPage }),
  detail: (id: number) =>
    api.get("/api/customerprofile/getworkorder", { query: { id }, response: CustomerWorkOrderDetail }),
  lists: () => api.get("/api/customerprofile/getlists", { response: CustomerFormLists }),
  profile: () => api.get("/api/customerprofile/profile", { response: CustomerProfile }),
  customerNotes: () => api.get("/api/customerprofile/customernotes", { response: CustomerProfileNotes }),
  create: (body: CustomerWorkOrderFormInput) =>
    api.post("/api/customerprofile/saveworkorder", body, { response: CustomerSavedWorkOrder }),
  update: (body: CustomerWorkOrderFormInput & { id: number; version: number }) =>
    api.put("/api/customerprofile/updateworkorder", body, { response: CustomerSavedWorkOrder }),
  notes: (id: number) => api.get(`/api/customerprofile/notes/${id}`, { response: PortalNotes }),
  saveNote: (workorderid: number, note: string) =>
    api.post("/api/customerprofile/savenote", { workorderid, note }, { response: PortalNote }),
  proposals: (workorderid: number) =>
    api.get("/api/customerprofile/proposals", { query: { workorderid }, response: CustomerProposals }),
  decide: (body: { proposalId: number; proposalStatusId: 3 | 4; version: number; note?: string }) =>
    api.post("/api/customerprofile/updateproposalstatus", body, { response: CustomerProposals }),
  proposalHtml: (proposalid: number) =>
    api.post<string>("/api/customerprofile/generateproposal", { proposalid, format: "html" }),
  invoices: (workorderid: number) =>
    api.get("/api/customerprofile/invoices", { query: { workorderid }, response: CustomerInvoices }),
  invoiceHtml: (invoiceid: number) =>
    api.post<string>("/api/customerprofile/generateinvoice", { invoiceid, format: "html" }),
  attachments: (workorderid: number) =>
    api.get("/api/customerprofile/attachments", { query: { workorderid }, response: PortalAttachments }),
  attachmentTypes: () =>
    api.get("/api/customerprofile/getattachmenttypes", { response: CustomerAttachmentTypes }),
  myProposals: (status: string) =>
    api.get(`/api/customerprofile/myproposals/${status}`, { response: CustomerProposals }),
  myInvoices: (status: string) =>
    api.get(`/api/customerprofile/myinvoices/${status}`, { response: CustomerInvoices }),
};

/** The customer-facing detail of an order (the list's row link and every save go there). */
export const detailsPath = (id: number, origin = "customerprofile/workorderlist") =>
  `/customerprofile/workorderdetails?id=${id}&origin=${encodeURIComponent(origin)}`;
