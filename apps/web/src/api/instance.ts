import { currentPath, navigateTo } from "../app/navigation.ts";
import { sessionStore } from "../auth/session-store.ts";
import { createApiClient } from "./client.ts";

/** The app's API client: bearer token + Name header; 401 → /login; expired token → /logout → /login. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getSession: () => sessionStore.get(),
  clearSession: () => sessionStore.clear(),
  onUnauthorized: () => navigateTo("/login", { replace: true, state: { from: currentPath() } }),
  onExpired: () => navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } }),
  validateResponses: import.meta.env.DEV,
});
