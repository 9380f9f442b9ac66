import { sendToSignIn } from "../auth/send-to-sign-in.ts";
import { refreshSession } from "../auth/session-refresh.ts";
import { sessionStore } from "../auth/session-store.ts";
import { type ApiClientOptions, createApiClient } from "./client.ts";
import { createDownload } from "./download.ts";
import { fetchTakingEarly } from "./early-get.ts";

const options: ApiClientOptions = {
  fetch: fetchTakingEarly,
  getSession: () => sessionStore.get(),
  clearSession: () => sessionStore.clear(),
  onUnauthorized: () => sendToSignIn({ expired: false }),
  onExpired: () => sendToSignIn({ expired: true }),
  refresh: refreshSession,
  validateResponses: import.meta.env.DEV,
};

/**
 * The app's API client: bearer token + Name header; 401 → /login; expired token → /logout → /login.
 * `api.download(path, { fallbackName, body?, query? })` fetches a file under the same rules (save it with
 * `saveFile` from download.ts).
 */
export const api = { ...createApiClient(options), download: createDownload(options) };
