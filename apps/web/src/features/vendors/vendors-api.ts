import {
  IdResult,
  VendorAddressValidation,
  VendorContact,
  VendorContacts,
  VendorDetail,
  VendorFormLists,
  VendorGridPage,
  VendorHistoryRows,
  VendorNote,
  VendorNotes,
  VendorRatingResult,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

export type {
  VendorAddressValidation,
  VendorContact,
  VendorDetail,
  VendorFormLists,
  VendorGridRow,
  VendorHistoryRow,
  VendorNote,
} from "@fm/domain/contracts";

/** Bodies as the web sends them (the server's schemas parse and normalise them). */
type Body = Record<string, unknown>;

export const vendorKeys = {
  all: ["vendors"] as const,
  grid: (q: ListQuery) => ["vendors", "grid", q] as const,
  detail: (id: number) => ["vendors", "detail", id] as const,
  lists: ["vendors", "lists"] as const,
  history: (id: number) => ["vendors", id, "history"] as const,
  contacts: (id: number) => ["vendors", id, "contacts"] as const,
  notes: (id: number) => ["vendors", id, "notes"] as const,
};

export const vendorsApi = {
  grid: (query: ListQuery, signal?: AbortSignal) =>
    api.get("/api/vendor/getvendors", { query, signal, response: VendorGridPage }),
  detail: (id: number) => api.get(`/api/vendor/${id}`, { response: VendorDetail }),
  lists: () => api.get("/api/vendor/getlists", { response: VendorFormLists }),
  history: (vendorid: number) =>
    api.get("/api/vendor/history", { query: { vendorid }, response: VendorHistoryRows }),
  validateAddress: (body: Body) =>
    api.post("/api/vendor/validateaddress", body, {
      response: VendorAddressValidation,
      idempotencyKey: false,
    }),
  save: (body: Body) => api.post("/api/vendor/save", body, { response: IdResult }),
  update: (body: Body) => api.put("/api/vendor/update", body, { response: VendorDetail }),
  addRating: (vendorId: number, rating: number) =>
    api.post(`/api/vendor/addvendorrating/${vendorId}/${rating}`, undefined, {
      response: VendorRatingResult,
    }),
  contacts: (vendorid: number) =>
    api.get("/api/vendor/contacts", { query: { vendorid }, response: VendorContacts }),
  addContact: (body: Body) => api.post("/api/vendor/contact/add", body, { response: VendorContact }),
  updateContact: (body: Body) => api.put("/api/vendor/contact/update", body, { response: VendorContact }),
  deleteContact: (id: number, version: number) =>
    api.delete(`/api/vendor/contact/delete/${id}`, { query: { version }, response: IdResult }),
  notes: (vendorid: number) => api.get("/api/vendor/notes", { query: { vendorid }, response: VendorNotes }),
  addNote: (body: Body) => api.post("/api/vendor/note/add", body, { response: VendorNote }),
  updateNote: (body: Body) => api.put("/api/vendor/note/update", body, { response: VendorNote }),
  deleteNote: (id: number, version: number) =>
    api.delete(`/api/vendor/note/delete/${id}`, { query: { version }, response: IdResult }),
};
