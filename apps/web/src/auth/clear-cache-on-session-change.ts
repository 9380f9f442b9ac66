import type { QueryClient } from "@tanstack/react-query";
import type { SessionStore } from "./session-store.ts";

/**
 * Drops all cached server data whenever the signed-in token changes (sign-out, a 401, another user
 * signing in), so one user's data is never shown to the next. Returns the unsubscribe function.
 */
export const clearCacheOnSessionChange = (store: SessionStore, queryClient: QueryClient): (() => void) => {
  let token = store.get()?.token ?? null;
  return store.subscribe(() => {
    const next = store.get()?.token ?? null;
    if (next === token) return;
    token = next;
    queryClient.clear();
  });
};
