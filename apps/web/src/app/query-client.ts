import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "../api/api-error.ts";
import { logError } from "../api/log-error.ts";
import { currentPath } from "./navigation.ts";

const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * Spec 1 §8: a failing load is logged to the error log with the page. A query can opt out with
 * `meta: { logErrors: false }`. 401s are not logged: they end the session instead.
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.logErrors === false) return;
        if (isApiError(error) && (error.status === 401 || error.status === 0)) return;
        void logError(error, currentPath(), `query ${JSON.stringify(query.queryKey)}`);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !isClientError(error) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
