import {
  type AssignTechBody,
  Attachments,
  AttachmentTypes,
  type ChangeTechPasswordBody,
  ChangeTechPasswordResult,
  type CreateTechBody,
  CurrentVendor,
  Tech,
  Techs,
  type UpdateTechBody,
  UploadDocumentResult,
  VendorDocuments,
  VendorProfileNotes,
  type VendorUpdateWorkOrderBody,
  VendorWorkOrderDetail,
  WorkOrderListPage,
  WorkOrderNotes,
} from "@fm/domain/contracts";
import type { z } from "zod";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

export type VendorStatus = "open" | "invoiced" | "cancelled";
/** What the forms send (dates as ISO text): the contracts' input types. */
export type VendorUpdateInput = z.input<typeof VendorUpdateWorkOrderBody>;
export type CreateTechInput = z.input<typeof CreateTechBody>;

/** Query keys of the vendor portal; every write invalidates what it changes. */
export const vendorKeys = {
  all: ["vendorportal"] as const,
  list: (status: VendorStatus, q: ListQuery) => ["vendorportal", "list", status, q] as const,
  lists: ["vendorportal", "list"] as const,
  detail: (id: number) => ["vendorportal", "wo", id] as const,
  notes: (id: number) => ["vendorportal", "wo", id, "notes"] as const,
  attachments: (id: number) => ["vendorportal", "wo", id, "attachments"] as const,
  attachmentTypes: ["vendorportal", "attachmenttypes"] as const,
  vendor: ["vendorportal", "currentvendor"] as const,
  techs: ["vendorportal", "techs"] as const,
  documents: ["vendorportal", "documents"] as const,
  vendorNotes: ["vendorportal", "vendornotes"] as const,
};

export const vendorApi = {
  list: (status: VendorStatus, query: ListQuery, signal?: AbortSignal) =>
    api.get(`/api/vendorprofile/getworkorders/${status}`, { query, response: WorkOrderListPage, signal }),
  update: (body: VendorUpdateInput) =>
    api.put("/api/vendorprofile/updateworkorder", body, { response: VendorWorkOrderDetail }),
  assignTech: (body: AssignTechBody) =>
    api.put("/api/vendorprofile/assigntech", body, { response: VendorWorkOrderDetail }),
  notes: (id: number) => api.get(`/api/vendorprofile/notes/${id}`, { response: WorkOrderNotes }),
  attachments: (workorderid: number) =>
    api.get("/api/workorder/attachments", { query: { workorderid }, response: Attachments }),
  attachmentTypes: () => api.get("/api/vendorprofile/attachmenttypes", { response: AttachmentTypes }),
  currentVendor: () => api.get("/api/vendorprofile/currentvendor", { response: CurrentVendor }),
  techs: () => api.get("/api/vendorprofile/techs", { response: Techs }),
  createTech: (body: CreateTechInput) => api.post("/api/vendorprofile/createtech", body, { response: Tech }),
  updateTech: (body: UpdateTechBody) =>
    api.request("PATCH", "/api/vendorprofile/updatetech", { body, response: Tech }),
  changePassword: (body: ChangeTechPasswordBody) =>
    api.post("/api/vendorprofile/changetechpassword", body, { response: ChangeTechPasswordResult }),
  documents: () => api.get("/api/vendorprofile/documents", { response: VendorDocuments }),
  vendorNotes: () => api.get("/api/vendorprofile/vendornotes", { response: VendorProfileNotes }),
  uploadDocument: (doctype: string, date: string | null, file: File) => {
    const form = new FormData();
    form.append("doctype", doctype);
    if (date) form.append("date", date);
    form.append("file", file, file.name);
    return api.post("/api/vendorprofile/uploaddocument", form, { response: UploadDocumentResult });
  },
};
