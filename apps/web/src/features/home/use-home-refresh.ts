import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { homeKeys } from "./home-api.ts";

/**
 * The dashboards' freshness: when the counts last arrived (the latest of them), whether a refetch is
 * under way, and a manual refresh of every count.
 */
export const useHomeRefresh = () => {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const updatedAt = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () =>
      cache
        .findAll({ queryKey: homeKeys.counts })
        .reduce((max, q) => Math.max(max, q.state.dataUpdatedAt), 0),
  );
  const fetching = useIsFetching({ queryKey: homeKeys.counts }) > 0;
  const refresh = useCallback(
    () => client.refetchQueries({ queryKey: homeKeys.counts, type: "active" }),
    [client],
  );
  return { updatedAt, fetching, refresh };
};
