import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { warmScreens } from "../screen-preload.ts";

/** Longest wait for an idle moment once nothing is loading. */
const IDLE_TIMEOUT_MS = 2_000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
};

/**
 * Once per signed-in user: when the first screen's requests have all answered and the browser is idle, warm
 * the screens of WARM_ON_IDLE (their chunks and the reads their first page waits for; decision 0023). Waiting
 * for the queries to settle keeps the warm-up from competing with what the user is looking at.
 */
export const useWarmScreens = (): void => {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      if (cancelIdle || queryClient.isFetching() > 0) return;
      unsubscribe();
      cancelIdle = whenIdle(() =>
        warmScreens(queryClient, user, window.location.pathname + window.location.search),
      );
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(start);
    start();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [queryClient, user]);
};
