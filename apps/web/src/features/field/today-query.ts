import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { loadContract } from "../../api/dev-contract.ts";
import { fieldApi, fieldKeys } from "./field-api.ts";
import { offlineReadFrom } from "./offline/field-offline.ts";

/** The server's WO # search of Today (a case-insensitive part of the number), for cards kept on the phone. */
export const matchesWoNumber = (wonumber: string, search: string): boolean =>
  wonumber.toLowerCase().includes(search.toLowerCase());

/**
 * Today's cards for a WO # search (issue 31), kept on the phone: offline the read answers from the device
 * (whose contract loads only then), so it must run rather than wait for a network. A search first typed
 * offline filters the whole day's kept cards.
 */
export const todayQuery = (search: string) =>
  queryOptions({
    queryKey: fieldKeys.today(search),
    queryFn: () =>
      offlineReadFrom(
        `today:${search}`,
        "today:",
        () => loadContract("TodayCards"),
        () => fieldApi.today(search),
        (cards) => cards.filter((c) => matchesWoNumber(c.wonumber, search)),
      ),
    networkMode: "always",
  });

/** Today's first request, started on entering the screen or once the password is accepted (decision 0023). */
export const prefetchToday = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery(todayQuery(""));
