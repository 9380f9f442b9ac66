import type { QueryClient } from "@tanstack/react-query";
import type { SessionStore } from "./session-store.ts";

/**
 * Drops all cached server data whenever the signed-in user changes (sign-out, a 401, another user signing
 * in, changed roles), so one user's data is never shown to the next. A renewed access token of the same
 * user keeps it.
 * Returns the unsubscribe function.
 */
export const clearCacheOnSessionChange = (store: SessionStore, queryClient: QueryClient): (() => void) => {
  const who = () => {
    const user = store.get()?.user;
    return user ? `${user.id}|${user.roles.join(",")}|${user.permissions.join(",")}` : null;
  };
  let current = who();
  return store.subscribe(() => {
    const next = who();
    if (next === current) return;
    current = next;
    queryClient.clear();
  });
};
