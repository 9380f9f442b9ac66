import { canRefresh, isSessionExpired, type LoginResult, type Session, sessionFromLogin } from "./session.ts";
import type { SessionStore } from "./session-store.ts";

/** Runs `task` while holding a lock shared by every tab of the app (Web Locks), or just runs it. */
export type WithLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface SessionRefresherOptions {
  store: SessionStore;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  now?: () => number;
  withLock?: WithLock;
}

/** Renews the access token of `stale`; resolves the renewed session, or null when the sign-in is over. */
export type RefreshSession = (stale: Session) => Promise<Session | null>;

const LOCK_NAME = "fm.session.refresh";

/** Web Locks serialise renewals across tabs (they share one refresh token in localStorage). */
export const browserLock: WithLock = (task) =>
  typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(LOCK_NAME, task) : task();

/**
 * Renews the access token with the refresh token (POST /api/auth/refresh; each refresh token is good once).
 * Single-flight: concurrent callers share one request; and across tabs, a tab that finds the stored session
 * already renewed by another tab uses that instead of spending the (now used) refresh token again, which the
 * server would take for a stolen token and end the session.
 */
export const createSessionRefresher = (options: SessionRefresherOptions): RefreshSession => {
  const now = options.now ?? Date.now;
  const withLock = options.withLock ?? ((task) => task());
  let inFlight: Promise<Session | null> | null = null;

  const renew = async (stale: Session): Promise<Session | null> => {
    options.store.reload();
    const current = options.store.get();
    if (!current || current.user.id !== stale.user.id) return current;
    // Another tab (or an earlier call) already renewed it.
    if (current.token !== stale.token && !isSessionExpired(current, now())) return current;
    if (!canRefresh(current, now())) return null;
    let response: Response;
    try {
      response = await options.fetch("/api/auth/refresh", {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ refreshToken: current.refreshToken }),
      });
    } catch {
      // Offline: keep the session; the caller's request fails as a network error, not a sign-out.
      throw new TypeError("network");
    }
    if (!response.ok) {
      if (response.status === 401 || response.status === 400) {
        options.store.clear();
        return null;
      }
      throw new Error(`Session refresh failed (${response.status})`);
    }
    const renewed = sessionFromLogin((await response.json()) as LoginResult, now());
    options.store.set(renewed);
    return renewed;
  };

  return (stale) => {
    inFlight ??= withLock(() => renew(stale)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
};
