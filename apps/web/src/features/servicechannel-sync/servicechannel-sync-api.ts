import { ServiceChannelSyncState } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** Under the order's detail root, so a live event on the order refreshes it (app/live ORDER_ROOTS). */
export const scSyncKeys = {
  state: (workorderid: number) => ["workorder-detail", workorderid, "servicechannelsync"] as const,
};

export const scSyncApi = {
  state: (workorderid: number) =>
    api.get("/api/workorder/servicechannelsync", {
      query: { workorderid },
      response: ServiceChannelSyncState,
    }),
  retry: (id: number) =>
    api.post(
      "/api/workorder/servicechannelsync/retry",
      {},
      { query: { id }, response: ServiceChannelSyncState },
    ),
};
