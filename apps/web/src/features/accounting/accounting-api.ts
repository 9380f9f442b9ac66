import {
  PendingSyncs,
  QboStatus,
  SimulatorDocuments,
  type SubmitPendingBody,
  SubmitPendingResult,
  TransmissionLogPage,
  UnmatchedVendors,
  UploadingStatus,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

export type {
  PendingCustomerInvoicingRow,
  PendingSyncs,
  PendingVendorBillingRow,
  PendingVendorRow,
  TransmissionLogRow,
  UnmatchedVendor,
} from "@fm/domain/contracts";

export const accountingKeys = {
  all: ["accounting"] as const,
  pending: ["accounting", "pending"] as const,
  pendingList: (list: keyof PendingSyncs) => ["accounting", "pending", list] as const,
  logs: ["accounting", "logs"] as const,
  logPage: (typeId: number, page: number, pageSize: number) =>
    ["accounting", "logs", typeId, page, pageSize] as const,
  uploading: ["accounting", "uploading"] as const,
  qbo: ["accounting", "qbo"] as const,
};

/** Spec 3 §7.4: the accounting calls. */
export const accountingApi = {
  pending: () => api.get("/api/accounting/getpendingsyncs", { response: PendingSyncs }),
  logs: (typeId: number, page: number, pageSize: number, search: string) =>
    api.get("/api/accounting/gettransmissionlogs", {
      query: { typeId, page, pageSize, search },
      response: TransmissionLogPage,
    }),
  uploading: () => api.get("/api/accounting/getuploadingstatus", { response: UploadingStatus }),
  submit: (body: SubmitPendingBody) =>
    api.post("/api/accounting/submitpending", body, { response: SubmitPendingResult }),
  removeVendorBill: (workorderVendorId: number) =>
    api.put(`/api/accounting/removevendorbill/${workorderVendorId}`, undefined, { response: PendingSyncs }),
  unmatchedVendors: () => api.get("/api/accounting/getunmatchedvendors", { response: UnmatchedVendors }),
  qboStatus: () => api.get("/api/accounting/getqbostatus", { response: QboStatus }),
};

export const simulatorApi = {
  documents: () => api.get("/api/accounting/getsimulatordocuments", { response: SimulatorDocuments }),
};
