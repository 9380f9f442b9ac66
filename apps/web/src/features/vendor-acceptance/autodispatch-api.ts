import { AutoDispatchSettings, AutoDispatchState } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

export const autoDispatchKeys = {
  state: (id: number) => ["autodispatch", id] as const,
  settings: (customerid: number) => ["autodispatch", "settings", customerid] as const,
};

/** Issue 32: automatic dispatch of an order (state, Stop) and a customer's opt-in per trade (Admin). */
export const autoDispatchApi = {
  state: (id: number) =>
    api.get("/api/workorder/autodispatch", { query: { id }, response: AutoDispatchState }),
  stop: (workorderid: number) =>
    api.post("/api/workorder/autodispatch/stop", { workorderid }, { response: AutoDispatchState }),
  settings: (customerid: number) =>
    api.get("/api/customer/autodispatch", { query: { customerid }, response: AutoDispatchSettings }),
  save: (body: { customerid: number; tradeid: number; enabled: boolean; waitminutes: number }) =>
    api.post("/api/customer/autodispatch", body, { response: AutoDispatchSettings }),
};
