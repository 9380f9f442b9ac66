import type { TodayCard } from "@fm/domain/contracts";
import { buildUrl, requestHeaders } from "../api/client.ts";
import { startEarlyGet } from "../api/early-get.ts";
import { isSessionExpired, parseStoredSession, SESSION_STORAGE_KEY } from "../auth/session.ts";
import { paintTodayCards, paintTodayFrame } from "../features/field/today-first-paint.ts";
import { todayRequest } from "../features/field/today-request.ts";
import { markFirstPaintExpected } from "./first-paint-flag.ts";

/**
 * Today's request from the page's head (issue 31, decision 0052): bundled on its own into the route script that
 * vite-route-preload.ts writes, it runs on a phone-sized page load of /vendorprofile/today with a stored session,
 * before the entry has even loaded. The same request the entry would start (open-signed-in.ts), so the API
 * client takes its answer (api/early-get.ts) and the entry does not send it again. An expired token sends
 * nothing: the client renews it first. Once the page is parsed the screen's frame is drawn, and its cards when
 * the answer is in before React has drawn (features/field/today-first-paint.ts, decision 0054).
 */
/**
 * Once the document is parsed (#root exists): "interactive" comes before the module scripts run, so the entry
 * finds the frame drawn. The answer comes later (a request and its body), by when the document is parsed.
 */
const whenParsed = (doc: Document, run: () => void) => {
  if (doc.readyState !== "loading") run();
  else
    doc.addEventListener("readystatechange", function parsed() {
      doc.removeEventListener("readystatechange", parsed);
      run();
    });
};

export const startFromHead = (
  storage: Pick<Storage, "getItem">,
  now: number = Date.now(),
  doc: Document | undefined = globalThis.document,
): void => {
  const session = parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
  if (!session || isSessionExpired(session, now)) return;
  const { path, query } = todayRequest("");
  markFirstPaintExpected();
  const root = () => doc?.getElementById("root") ?? null;
  if (doc)
    whenParsed(doc, () => {
      const r = root();
      if (r) paintTodayFrame(r, doc);
    });
  // Registered before the app can take the response, so the copy is read before the app reads the body.
  void startEarlyGet(buildUrl("", path, query), requestHeaders(session), now)
    .then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null))
    .then((cards) => {
      const r = root();
      if (doc && r && Array.isArray(cards)) paintTodayCards(r, cards as TodayCard[], doc);
    })
    .catch(() => undefined);
};
