import { queryOptions, useQuery } from "@tanstack/react-query";
import { workOrderApi } from "./workorder-api.ts";

const HOUR = 60 * 60 * 1000;

/** The work-order statuses (GET /api/workorder/getstatuses), read by the lists and started by their preload. */
export const statusesQuery = () =>
  queryOptions({ queryKey: ["lookups", "statuses"], queryFn: workOrderApi.statuses, staleTime: HOUR });

export const useStatuses = () => useQuery(statusesQuery());

export const useDispatchers = (enabled = true) =>
  useQuery({
    queryKey: ["lookups", "dispatchers"],
    queryFn: workOrderApi.dispatchers,
    staleTime: HOUR,
    enabled,
  });
