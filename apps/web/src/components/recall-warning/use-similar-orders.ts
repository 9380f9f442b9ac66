import { SimilarOrders } from "@fm/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../api/instance.ts";

/** The staff check and the customer portal's (scoped to the caller's own orders). */
export type SimilarOrdersPath = "/api/workorder/similar" | "/api/customerprofile/similar";

/**
 * The recall / duplicate check of a new order's site and trades (none until a site is chosen), and the order
 * the user marks as recalled; the choice is dropped when the list no longer holds it.
 */
export const useSimilarOrders = (
  path: SimilarOrdersPath,
  jobsiteid: number | null,
  tradeids: readonly number[],
) => {
  const trades = [...tradeids].sort((a, b) => a - b).join(",");
  const query = useQuery({
    queryKey: ["similar-orders", path, jobsiteid, trades],
    queryFn: () =>
      api.get(path, { query: { jobsiteid: jobsiteid ?? 0, tradeids: trades }, response: SimilarOrders }),
    enabled: !!jobsiteid,
    staleTime: 30_000,
  });
  const orders = jobsiteid ? (query.data?.orders ?? []) : [];
  const [recallof, setRecallOf] = useState<number | null>(null);
  const listed = recallof !== null && orders.some((o) => o.id === recallof);
  useEffect(() => {
    if (recallof !== null && !listed && !query.isFetching) setRecallOf(null);
  }, [recallof, listed, query.isFetching]);
  return { orders, recallof: listed ? recallof : null, setRecallOf };
};
