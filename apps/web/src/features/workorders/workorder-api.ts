import {
  type Dispatcher,
  DispatcherResult,
  Dispatchers,
  EmailItemResult,
  FlagResult,
  GeofenceResult,
  type NoticeAction,
  type SaveNoteInput,
  SelectedReassignResult,
  type StatusLookup,
  StatusLookups,
  WorkOrderListPage,
  type WorkOrderListRow,
  WorkOrderNote,
  type WorkOrderVendorRef,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

/** A work-order list row (spec 1 §3): the contract's WorkOrderListRow. */
export type WorkOrderRow = WorkOrderListRow;
export type { NoticeAction, WorkOrderVendorRef };

/** A status of the lookups (GET /api/workorder/getstatuses). */
export type WorkOrderStatus = StatusLookup;
export type { Dispatcher };

/** Work Orders list page size (spec 1 §9). */
export const WORK_ORDER_PAGE_SIZE = 100;

/** Page-level quick filters around the grid (not part of saved views). */
export interface WorkOrderQuickFilters {
  status: string;
  flagged: boolean;
  mine: boolean;
  overdue: boolean;
}

/** The quick filters of the /workorder address (?status, ?flagged, ?mine, ?overdue); "active" by default. */
export const readQuickFilters = (params: URLSearchParams): WorkOrderQuickFilters => ({
  status: params.get("status") ?? "active",
  flagged: params.get("flagged") === "true",
  mine: params.get("mine") === "true",
  overdue: params.get("overdue") === "true",
});

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
    api.get("/api/workorder/getworkorders", { query, signal, response: WorkOrderListPage }),
  alerts: (query: ListQuery, signal?: AbortSignal) =>
    api.get("/api/dashboard/getalerts", { query, signal, response: WorkOrderListPage }),
  statuses: () => api.get("/api/workorder/getstatuses", { response: StatusLookups }),
  dispatchers: () => api.get("/api/user/getdispatchers", { response: Dispatchers }),
  takeOwnership: (workorderid: number) =>
    api.put("/api/workorder/takeownership", undefined, {
      query: { workorderid },
      response: DispatcherResult,
    }),
  toggleFlag: (workorderid: number) =>
    api.put("/api/workorder/taguntag", undefined, { query: { workorderid }, response: FlagResult }),
  /** Reassign Dispatcher on the selected rows: per-row results (decision 0044-a30grid). */
  reassignSelected: (workorderids: number[], userid: number) =>
    api.post(
      "/api/workorder/reassignselected",
      { workorderids, userid },
      { response: SelectedReassignResult },
    ),
  reassign: (workorderid: number, userid: number) =>
    api.post("/api/workorder/reassigndispatcher", { workorderid, userid }, { response: DispatcherResult }),
  scheduleDate: (id: number, version: number, scheduledate: string, reason: string) =>
    api.put("/api/workorder/updatescheduledate", { id, version, scheduledate, reason }),
  followUpDate: (id: number, version: number, followupdate: string, reason: string) =>
    api.put("/api/workorder/updatefollowupdate", { id, version, followupdate, reason: reason || null }),
  geofence: (id: number, enabled: boolean) =>
    api.put(`/api/mobile/${id}/geofence`, undefined, { query: { enabled }, response: GeofenceResult }),
  saveNote: (body: SaveNoteInput) => api.post("/api/workorder/savenote", body, { response: WorkOrderNote }),
  notice: (body: {
    workOrderId: number;
    vendorId: number;
    workOrderVendorId: number;
    actionType: NoticeAction;
    type: 0;
  }) => api.post("/api/workorder/createwoemailitem", body, { response: EmailItemResult }),
};
