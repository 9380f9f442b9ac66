import { currentPath, navigateTo } from "../app/navigation.ts";
import { refreshSession } from "../auth/session-refresh.ts";
import { sessionStore } from "../auth/session-store.ts";
import { createApiClient } from "./client.ts";

/**
 * The app's API client: bearer token + Name header; an expired or refused access token is renewed once with
 * the refresh token; when the sign-in is over: 401 → /login, expired → /logout → /login.
 */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getSession: () => sessionStore.get(),
  clearSession: () => sessionStore.clear(),
  onUnauthorized: () => navigateTo("/login", { replace: true, state: { from: currentPath() } }),
  onExpired: () => navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } }),
  refresh: refreshSession,
});
