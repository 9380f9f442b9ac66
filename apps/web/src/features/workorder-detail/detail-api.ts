import {
  CreatedWorkOrder,
  type CustomerRow,
  CustomerRows,
  PastVendors,
  PoCheckResult,
  ProviderPasswordResult,
  type SaveNoteInput,
  StatusChanged,
  type StatusChangeInput as StatusChangeInputSchema,
  TradeRates,
  UpdatedWorkOrder,
  type UpdateWorkOrderInput,
  VendorLines,
  VendorRatesList,
  WorkOrderDetail,
  WorkOrderNote,
  WorkOrderNotes,
} from "@fm/domain/contracts";
import type { z } from "zod";
import { api } from "../../api/instance.ts";

/** The work-order detail load (GET /api/workorder/getworkorder): the contract's WorkOrderDetail. */
export type { WorkOrderDetail, WorkOrderNote };

export interface NamedOption {
  id: number;
  name: string;
  isdefaultonnew?: boolean;
}
export interface PersonOption {
  id: number;
  firstname: string;
  lastname: string;
  email?: string;
}
/** A job site of the picker (spec 2 §3 "Job site (picker)"). */
export interface JobsiteOption {
  jobsiteid: number;
  jobsite: string;
  jobsitedescription: string;
  phone: string | null;
  contactperson: string | null;
  streetaddress: string;
  city: string;
  statecode: string;
  postalcode: string;
}
export interface WorkOrderLists {
  divisions: NamedOption[];
  statuses: NamedOption[];
  requesttypes: NamedOption[];
  priorities: NamedOption[];
  tradetypes: { id: number; tradeid: number; tradename: string }[];
  salesreps: PersonOption[];
  dispatchers: PersonOption[];
  jobsites: JobsiteOption[];
}
/** A customer of the picker (GET /api/customer/getcustomers): the fields of the contract's CustomerRow it shows. */
export type CustomerOption = Pick<CustomerRow, "id" | "customername" | "city" | "statecode" | "isactive">;

/** POST /api/workorder/saveworkorder body (the server's WorkOrderInput). */
export interface WorkOrderInput {
  customerid: number;
  jobsiteid: number;
  divisionid: number;
  statusid: number;
  priorityid: number;
  requesttypeid: number;
  duedate: string | null;
  briefdescription: string;
  description: string | null;
  requestedby: string | null;
  salesrepid: number | null;
  dispatcherid: number | null;
  ponumber: string | null;
  nte: number | null;
  promisedate: string | null;
  scheduledate: string | null;
  dispatchdate: string | null;
  cancelreason: string | null;
  tradeids: number[];
  /** A new order only: the order it recalls (issue 32 §6). */
  recallof?: number;
}
/** PUT /api/workorder/updateworkorder body: the order, its version and only the changed fields. */
export type UpdateWorkOrderBody = z.input<typeof UpdateWorkOrderInput>;

/** POST /api/workorder/updateworkorderstatus body: what the web may send for the contract's StatusChangeInput. */
export type StatusChangeInput = z.input<typeof StatusChangeInputSchema>;

export type { PastVendor, TradeRate, VendorRates } from "@fm/domain/contracts";

export const detailKeys = {
  all: (id: number) => ["workorder-detail", id] as const,
  detail: (id: number) => ["workorder-detail", id, "detail"] as const,
  notes: (id: number) => ["workorder-detail", id, "notes"] as const,
  attachments: (id: number) => ["workorder-detail", id, "attachments"] as const,
  vendorRates: (id: number) => ["workorder-detail", id, "vendorrates"] as const,
  pastVendors: (id: number) => ["workorder-detail", id, "pastvendors"] as const,
  providerPassword: (id: number) => ["workorder-detail", id, "providerpassword"] as const,
  lists: (customerid: number) => ["workorder-lists", customerid] as const,
  tradeRates: (customerid: number, statecode: string) => ["traderates", customerid, statecode] as const,
};

export const detailApi = {
  get: (id: number) => api.get("/api/workorder/getworkorder", { query: { id }, response: WorkOrderDetail }),
  providerPassword: (id: number) =>
    api.get("/api/workorder/providerpassword", { query: { id }, response: ProviderPasswordResult }),
  lists: (customerid: number) =>
    api.get<WorkOrderLists>("/api/workorder/getlists", { query: { customerid } }),
  customers: () => api.get("/api/customer/getcustomers", { response: CustomerRows }),
  poCheck: (customerid: number, ponumber: string, workorderid: number) =>
    api.get("/api/workorder/customerpocheck", {
      query: { customerid, ponumber, workorderid },
      response: PoCheckResult,
    }),
  create: (body: WorkOrderInput) =>
    api.post("/api/workorder/saveworkorder", body, { response: CreatedWorkOrder }),
  update: (body: UpdateWorkOrderBody) =>
    api.put("/api/workorder/updateworkorder", body, { response: UpdatedWorkOrder }),
  changeStatus: (body: StatusChangeInput) =>
    api.post("/api/workorder/updateworkorderstatus", body, { response: StatusChanged }),
  createChild: (workorderid: number) =>
    api.post("/api/workorder/createchildworkorder", { workorderid }, { response: CreatedWorkOrder }),
  notes: (id: number) => api.get(`/api/workorder/notes/${id}`, { response: WorkOrderNotes }),
  addSpecialNote: (workOrderId: number, note: string) =>
    api.post("/api/workorder/addspecialnote", { note }, { query: { workOrderId }, response: WorkOrderNote }),
  saveNote: (body: SaveNoteInput) => api.post("/api/workorder/savenote", body, { response: WorkOrderNote }),
  tradeRates: (customerid: number, statecode: string) =>
    api.get("/api/customer/traderates", { query: { customerid, statecode }, response: TradeRates }),
  vendorRates: (workorderid: number) =>
    api.get("/api/workorder/getvendorrates", { query: { workorderid }, response: VendorRatesList }),
  pastVendors: (workorderid: number) =>
    api.get("/api/workorder/getpastvendors", { query: { workorderid }, response: PastVendors }),
  attachVendor: (workorderid: number, vendorid: number) =>
    api.post("/api/workorder/savevendor", { workorderid, vendorid }, { response: VendorLines }),
};
