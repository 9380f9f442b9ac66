import { buildUrl, requestHeaders } from "../api/client.ts";
import { startEarlyGet } from "../api/early-get.ts";
import { isSessionExpired, parseStoredSession, SESSION_STORAGE_KEY } from "../auth/session.ts";
import { todayRequest } from "../features/field/today-request.ts";

/**
 * Today's request from the page's head (issue 31, decision 0052): bundled on its own into the route script that
 * vite-route-preload.ts writes, it runs on a phone-sized page load of /vendorprofile/today with a stored session,
 * before the entry has even loaded. The same request the entry would start (open-signed-in.ts), so the API
 * client takes its answer (api/early-get.ts) and the entry does not send it again. An expired token sends
 * nothing: the client renews it first.
 */
export const startFromHead = (storage: Pick<Storage, "getItem">, now: number = Date.now()): void => {
  const session = parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
  if (!session || isSessionExpired(session, now)) return;
  const { path, query } = todayRequest("");
  startEarlyGet(buildUrl("", path, query), requestHeaders(session), now);
};
