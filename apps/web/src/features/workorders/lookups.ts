import { useQuery } from "@tanstack/react-query";
import { workOrderApi } from "./workorder-api.ts";

const HOUR = 60 * 60 * 1000;

export const useStatuses = () =>
  useQuery({ queryKey: ["lookups", "statuses"], queryFn: workOrderApi.statuses, staleTime: HOUR });

export const useDispatchers = (enabled = true) =>
  useQuery({
    queryKey: ["lookups", "dispatchers"],
    queryFn: workOrderApi.dispatchers,
    staleTime: HOUR,
    enabled,
  });
