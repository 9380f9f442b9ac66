import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { loadContract } from "../../api/dev-contract.ts";
import { fieldApi, fieldKeys } from "./field-api.ts";
import { offlineRead } from "./offline/field-offline.ts";

/**
 * Today's cards for a WO # search (issue 31), kept on the phone: offline the read answers from the device
 * (offlineRead, whose contract loads only then), so it must run rather than wait for a network.
 */
export const todayQuery = (search: string) =>
  queryOptions({
    queryKey: fieldKeys.today(search),
    queryFn: () =>
      offlineRead(
        `today:${search}`,
        () => loadContract("TodayCards"),
        () => fieldApi.today(search),
      ),
    networkMode: "always",
  });

/** Today's first request, started on entering the screen or once the password is accepted (decision 0023). */
export const prefetchToday = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery(todayQuery(""));
