import {
  Saved,
  type SaveSlaHolidayBody,
  type SaveSlaPolicyBody,
  type SaveSlaSettingsBody,
  SlaOrderClocks,
  SlaPolicies,
  WorkOrderListPage,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

/** Query keys of the SLA screens: every key starts with "sla", so one invalidation refreshes them all. */
export const slaKeys = {
  all: ["sla"] as const,
  policies: ["sla", "policies"] as const,
  atRisk: (query: ListQuery) => ["sla", "atrisk", query] as const,
  clocks: (workorderid: number) => ["sla", "clocks", workorderid] as const,
};

export const slaApi = {
  policies: () => api.get("/api/sla/policies", { response: SlaPolicies }),
  savePolicy: (body: SaveSlaPolicyBody) => api.post("/api/sla/policies/save", body, { response: Saved }),
  deletePolicy: (id: number, version: number) =>
    api.post("/api/sla/policies/delete", { id, version }, { response: Saved }),
  saveHoliday: (body: SaveSlaHolidayBody) =>
    api.post("/api/sla/policies/holidays/save", body, { response: Saved }),
  deleteHoliday: (id: number, version: number) =>
    api.post("/api/sla/policies/holidays/delete", { id, version }, { response: Saved }),
  saveSettings: (body: SaveSlaSettingsBody) =>
    api.post("/api/sla/policies/settings", body, { response: Saved }),
  atRisk: (query: ListQuery, signal?: AbortSignal) =>
    api.get("/api/sla/atrisk", { query, signal, response: WorkOrderListPage }),
  clocks: (workorderid: number) =>
    api.get("/api/sla/clocks", { query: { workorderid }, response: SlaOrderClocks }),
  pause: (workorderid: number, reason: string) =>
    api.post("/api/sla/pause", { workorderid, reason }, { response: SlaOrderClocks }),
  resume: (workorderid: number) => api.post("/api/sla/resume", { workorderid }, { response: SlaOrderClocks }),
};
