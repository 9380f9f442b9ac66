import type { GridPage } from "@fm/domain";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

export interface WorkOrderVendorRef {
  vendorid: number;
  vendorname: string;
  wovendorid: number;
  quotedamount: number;
}

/** A work-order list row (spec 1 §3; the server's WorkOrderListRow). */
export interface WorkOrderRow {
  id: number;
  wonumber: string;
  ponumber: string | null;
  invoiceamount: number | null;
  customerid: number;
  customername: string;
  jobsite: string;
  jobsiteid: number;
  sitenumber: string;
  streetaddress: string;
  city: string;
  statecode: string;
  postalcode: string;
  createddate: string;
  modifieddate: string;
  receivedate: string;
  priorityid: number | null;
  priority: string | null;
  promisedate: string | null;
  onsitedate: string | null;
  completedate: string | null;
  dispatcherid: number | null;
  dispatcher: string | null;
  customerdispatcher: string | null;
  statusid: number;
  status: string;
  statuscolor: string;
  dispatchdate: string | null;
  scheduledate: string | null;
  briefdescription: string;
  trades: { tradeid: number; tradename: string }[];
  duedate: string | null;
  nte: number | null;
  hasnte: boolean;
  vendors: WorkOrderVendorRef[];
  managementprovider: string | null;
  lastnote: string | null;
  flagged: boolean;
  overridegeofencing: boolean;
  proposalamount: number | null;
  version: number;
}

export interface WorkOrderStatus {
  id: number;
  name: string;
  abbreviation: string;
  color: string;
  sortorder: number;
}

export interface Dispatcher {
  id: number;
  name: string;
  email: string;
}

/** Page-level quick filters around the grid (not part of saved views). */
export interface WorkOrderQuickFilters {
  status: string;
  flagged: boolean;
  mine: boolean;
  overdue: boolean;
}

export const quickQuery = (q: Partial<WorkOrderQuickFilters>): ListQuery => {
  const out: ListQuery = {};
  if (q.status) out.status = q.status;
  if (q.flagged) out.flagged = "true";
  if (q.mine) out.mine = "true";
  if (q.overdue) out.overdue = "true";
  return out;
};

export const workOrderKeys = {
  all: ["workorders"] as const,
  list: (query: ListQuery) => ["workorders", "list", query] as const,
  alerts: (query: ListQuery) => ["workorders", "alerts", query] as const,
};

export const workOrderApi = {
  list: (query: ListQuery, signal?: AbortSignal) =>
    api.get<GridPage<WorkOrderRow>>("/api/workorder/getworkorders", { query, signal }),
  alerts: (query: ListQuery, signal?: AbortSignal) =>
    api.get<GridPage<WorkOrderRow>>("/api/dashboard/getalerts", { query, signal }),
  statuses: () => api.get<WorkOrderStatus[]>("/api/workorder/getstatuses"),
  dispatchers: () => api.get<Dispatcher[]>("/api/user/getdispatchers"),
  takeOwnership: (workorderid: number) =>
    api.put<{ dispatcherid: number }>("/api/workorder/takeownership", undefined, { query: { workorderid } }),
  toggleFlag: (workorderid: number) =>
    api.put<{ flagged: boolean }>("/api/workorder/taguntag", undefined, { query: { workorderid } }),
  reassign: (workorderid: number, userid: number) =>
    api.post<{ dispatcherid: number }>("/api/workorder/reassigndispatcher", { workorderid, userid }),
  scheduleDate: (id: number, version: number, scheduledate: string, reason: string) =>
    api.put("/api/workorder/updatescheduledate", { id, version, scheduledate, reason }),
  followUpDate: (id: number, version: number, followupdate: string, reason: string) =>
    api.put("/api/workorder/updatefollowupdate", { id, version, followupdate, reason: reason || null }),
  geofence: (id: number, enabled: boolean) =>
    api.put<{ overridegeofencing: boolean }>(`/api/mobile/${id}/geofence`, undefined, { query: { enabled } }),
  saveNote: (body: {
    workorderid: number;
    note: string;
    type: string;
    pertainsto: 1 | 2 | 3;
    highpriority: boolean;
    emails: string | null;
    emailuserids: number[] | null;
    includecustomer: boolean;
    customerupdated: boolean;
  }) => api.post("/api/workorder/savenote", body),
  notice: (body: {
    workOrderId: number;
    vendorId: number;
    workOrderVendorId: number;
    actionType: NoticeAction;
    type: 0;
  }) => api.post<{ eventid: number; mailid: number | null }>("/api/workorder/createwoemailitem", body),
};

export type NoticeAction =
  | "signoff"
  | "cancel_vendor"
  | "CWOP"
  | "TICKET"
  | "PPV"
  | "WAITING_ON_PARTS"
  | "NOD_MISSING"
  | "NOD_QUALITY"
  | "NOD_WRONGAMOUNT"
  | "NOD_WRONGRATES"
  | "DISPATCHED"
  | "TBS"
  | "TOS";
