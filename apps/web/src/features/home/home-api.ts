import type { WorkOrderListRow, WorkOrderVendorRef } from "@fm/domain/contracts";
import { queryOptions } from "@tanstack/react-query";
import { devContract } from "../../api/dev-contract.ts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

export type { DailyCount, PriorityCount, StatusCount } from "@fm/domain/contracts";

/** The vendors of a list row (the contract's WorkOrderVendorRef). */
export type HomeVendorRef = WorkOrderVendorRef;

/** A work-order row of the dashboard popups: the contract's WorkOrderListRow. */
export type HomeWorkOrderRow = WorkOrderListRow;

/** Every dashboard count key starts with homeKeys.counts, so one refresh refetches them all. */
export const homeKeys = {
  counts: ["home", "counts"] as const,
  active: () => ["home", "counts", "active"] as const,
  priority: () => ["home", "counts", "priority"] as const,
  daily: (tz: string) => ["home", "counts", "daily", tz] as const,
  popup: (path: string, query: ListQuery) => ["home", "popup", path, query] as const,
};

/** Spec 1 §1 / §9: dashboard counts refresh every 900000 ms (15 minutes), and when the window regains focus. */
export const DASHBOARD_REFRESH_MS = 900_000;
export const dashboardRefresh = {
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchOnWindowFocus: true,
} as const;

/**
 * Their response contracts load in development builds only (the only ones that check them): zod and the
 * contracts stay out of the first screen's chunks, whose evaluation is a good part of sign-in → home at 4×
 * CPU (decision 0047-hperf).
 */
export const homeApi = {
  activeCounts: async (signal?: AbortSignal) =>
    api.get("/api/home/getactivecounts", { signal, response: await devContract("StatusCounts") }),
  priorityCounts: async (signal?: AbortSignal) =>
    api.get("/api/home/getprioritycounts", { signal, response: await devContract("PriorityCounts") }),
  dailyCounts: async (tz: string, signal?: AbortSignal) =>
    api.get("/api/home/getdailycounts", {
      query: { tz },
      signal,
      response: await devContract("DailyCounts"),
    }),
  workOrders: async (path: string, query: ListQuery, signal?: AbortSignal) =>
    api.get(path, { query, signal, response: await devContract("WorkOrderListPage") }),
};

/** The dashboard counts as queries: the cards read them, and sign-in starts them early (decision 0023). */
export const homeQueries = {
  active: () =>
    queryOptions({
      queryKey: homeKeys.active(),
      queryFn: ({ signal }) => homeApi.activeCounts(signal),
      ...dashboardRefresh,
    }),
  priority: () =>
    queryOptions({
      queryKey: homeKeys.priority(),
      queryFn: ({ signal }) => homeApi.priorityCounts(signal),
      ...dashboardRefresh,
    }),
  daily: (tz: string) =>
    queryOptions({
      queryKey: homeKeys.daily(tz),
      queryFn: ({ signal }) => homeApi.dailyCounts(tz, signal),
      ...dashboardRefresh,
    }),
};
