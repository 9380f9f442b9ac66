import { buildUrl, requestHeaders } from "../api/client.ts";
import { startEarlyGet } from "../api/early-get.ts";
import { isSessionExpired, parseStoredSession, SESSION_STORAGE_KEY } from "../auth/session.ts";
import { todayRequest } from "../features/field/today-request.ts";
import { handFirstPaintData, markFirstPaintExpected } from "./first-paint-handoff.ts";

/**
 * Today's request from the page's head (issue 31, decision 0052): bundled on its own into the route script that
 * vite-route-preload.ts writes, it runs on a phone-sized page load of /vendorprofile/today with a stored session,
 * before the entry has even loaded. The same request the entry would start (open-signed-in.ts), so the API
 * client takes its answer (api/early-get.ts) and the entry does not send it again. An expired token sends
 * nothing: the client renews it first. Its answer goes to Today's first-paint script (today-first-paint-entry.ts,
 * which the head loads beside it) to draw the cards before React (decision 0054). Returns whether it sent the
 * request (then the head loads that script).
 */
export const startFromHead = (storage: Pick<Storage, "getItem">, now: number = Date.now()): boolean => {
  const session = parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
  if (!session || isSessionExpired(session, now)) return false;
  const { path, query } = todayRequest("");
  markFirstPaintExpected();
  // Registered before the app can take the response, so the copy is read before the app reads the body.
  void startEarlyGet(buildUrl("", path, query), requestHeaders(session), now)
    .then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null))
    .then((cards) => {
      if (Array.isArray(cards)) handFirstPaintData(cards);
    })
    .catch(() => undefined);
  return true;
};
