import {
  AddCustomerTradeResult,
  CustomerAttachment,
  CustomerAttachments,
  CustomerContact,
  CustomerContacts,
  CustomerDetail,
  CustomerGridPage,
  CustomerLists,
  CustomerNote,
  CustomerNotes,
  CustomerRows,
  CustomerTrades,
  IdResult,
  JobSite,
  JobSitePage,
  ManagementProviderRows,
  ProviderPasswordResult,
  UpdatedCount,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import { uploadMultipart } from "../../api/upload.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

export type {
  CustomerAttachment,
  CustomerContact,
  CustomerDetail,
  CustomerGridRow,
  CustomerLists,
  CustomerNote,
  CustomerTrade,
  JobSite,
} from "@fm/domain/contracts";

/** Bodies as the web sends them (the server's schemas parse and normalise them). */
type Body = Record<string, unknown>;

export const customerKeys = {
  all: ["customers"] as const,
  grid: (q: ListQuery) => ["customers", "grid", q] as const,
  picker: (inactive: boolean) => ["customers", "picker", inactive] as const,
  detail: (id: number) => ["customers", "detail", id] as const,
  lists: ["customers", "lists"] as const,
  jobSites: (customerid: number | null, q: ListQuery) => ["jobsites", customerid, q] as const,
  jobSitesAll: ["jobsites"] as const,
  contacts: (id: number) => ["customers", id, "contacts"] as const,
  notes: (id: number) => ["customers", id, "notes"] as const,
  trades: (id: number) => ["customers", id, "trades"] as const,
  attachments: (id: number) => ["customers", id, "attachments"] as const,
  providers: ["managementproviders"] as const,
};

export const customersApi = {
  grid: (query: ListQuery, signal?: AbortSignal) =>
    api.get("/api/customer/grid", { query, signal, response: CustomerGridPage }),
  picker: (inactive = false) =>
    api.get("/api/customer/getcustomers", { query: { inactive }, response: CustomerRows }),
  detail: (id: number) => api.get(`/api/customer/${id}`, { response: CustomerDetail }),
  lists: () => api.get("/api/customer/getlists", { response: CustomerLists }),
  save: (body: Body) => api.post("/api/customer/save", body, { response: IdResult }),
  update: (body: Body) => api.put("/api/customer/update", body, { response: CustomerDetail }),
  providerPassword: (customerid: number) =>
    api.get("/api/customer/providerpassword", { query: { customerid }, response: ProviderPasswordResult }),
  jobSites: (customerid: number | null, query: ListQuery, signal?: AbortSignal) =>
    api.get("/api/jobsites/getjobsites", {
      query: customerid ? { ...query, customerid } : query,
      signal,
      response: JobSitePage,
    }),
  addJobSite: (body: Body) => api.post("/api/customer/addjobsite", body, { response: JobSite }),
  updateJobSite: (body: Body) => api.put("/api/customer/updatejobsite", body, { response: JobSite }),
  updateAllSpecialProcedures: (customerid: number, specialprocedure: string) =>
    api.post(
      "/api/jobsites/updateallspecialprocedures",
      { customerid, specialprocedure },
      { response: UpdatedCount },
    ),
  contacts: (customerid: number) =>
    api.get("/api/customer/contacts", { query: { customerid }, response: CustomerContacts }),
  addContact: (body: Body) => api.post("/api/customer/contact/add", body, { response: CustomerContact }),
  updateContact: (body: Body) => api.put("/api/customer/contact/update", body, { response: CustomerContact }),
  deleteContact: (id: number, version: number) =>
    api.delete(`/api/customer/contact/delete/${id}`, { query: { version }, response: IdResult }),
  notes: (customerid: number) =>
    api.get("/api/customer/notes", { query: { customerid }, response: CustomerNotes }),
  addNote: (body: Body) => api.post("/api/customer/note/add", body, { response: CustomerNote }),
  updateNote: (body: Body) => api.put("/api/customer/note/update", body, { response: CustomerNote }),
  deleteNote: (id: number, version: number) =>
    api.delete(`/api/customer/note/delete/${id}`, { query: { version }, response: IdResult }),
  trades: (customerid: number) =>
    api.get("/api/customer/gettrades", { query: { customerid }, response: CustomerTrades }),
  addTrade: (customerid: number, tradeid: number) =>
    api.post("/api/customer/trade/add", { customerid, tradeid }, { response: AddCustomerTradeResult }),
  removeTrade: (customerid: number, tradeid: number) =>
    api.put("/api/customer/trade/remove", { customerid, tradeid }, { response: AddCustomerTradeResult }),
  attachments: (customerid: number) =>
    api.get("/api/customer/attachments", { query: { customerid }, response: CustomerAttachments }),
  upload: async (
    customerid: number,
    attachmenttypeid: number,
    files: readonly File[],
    onProgress: (p: number) => void,
  ) => {
    const form = new FormData();
    form.append("customerid", String(customerid));
    form.append("attachmenttypeid", String(attachmenttypeid));
    for (const f of files) form.append("files", f, f.name);
    return CustomerAttachments.parse(await uploadMultipart("/api/customer/attachfile", form, onProgress));
  },
  updateAttachment: (body: Body) =>
    api.put("/api/customer/updateattachment", body, { response: CustomerAttachment }),
  removeAttachment: (id: number, version: number) =>
    api.delete(`/api/customer/removeattachment/${id}`, { query: { version }, response: IdResult }),
  providers: () => api.get("/api/managementprovider/getproviders", { response: ManagementProviderRows }),
  saveProvider: (body: Body) => api.post("/api/managementprovider/save", body, { response: IdResult }),
  updateProvider: (body: Body) => api.put("/api/managementprovider/update", body, { response: IdResult }),
  deleteProvider: (id: number, version: number) =>
    api.delete(`/api/managementprovider/delete/${id}`, { query: { version }, response: IdResult }),
};
