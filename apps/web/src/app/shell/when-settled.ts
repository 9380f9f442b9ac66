import type { QueryClient } from "@tanstack/react-query";

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
 * Runs `run` once the screen's requests have all answered and the browser is idle: work that must not compete
 * with what the user is looking at (the idle warm-up, decision 0023; the field layout's second half). Returns
 * the cancel.
 */
export const whenSettledAndIdle = (queryClient: QueryClient, run: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    if (cancelIdle || queryClient.isFetching() > 0) return;
    unsubscribe();
    cancelIdle = whenIdle(run);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(start);
  start();
  return () => {
    unsubscribe();
    cancelIdle?.();
  };
};
