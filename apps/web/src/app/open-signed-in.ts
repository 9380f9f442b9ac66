import { canOpenRoute } from "@fm/domain";
import type { QueryClient } from "@tanstack/react-query";
import { buildUrl, type RequestOptions, requestHeaders } from "../api/client.ts";
import { startEarlyGet } from "../api/early-get.ts";
import { isSessionExpired, isSessionOver } from "../auth/session.ts";
import type { SessionStore } from "../auth/session-store.ts";
import { todayRequest } from "../features/field/today-request.ts";
import { firstPaintExpected } from "./first-paint-handoff.ts";
import { opensInFieldLayout, preloadAfterSignIn, preloadFieldLayout } from "./lazy-shell.ts";
import { findScreen } from "./screens.ts";

/**
 * The first GET of a screen whose data code is not in the entry, sent by a page load before that code has
 * loaded (decision 0051-h31perf): the phone's Today, whose cards are the whole first screen.
 */
const FIRST_GET: Readonly<Record<string, () => { path: string; query: RequestOptions["query"] }>> = {
  "/vendorprofile/today": () => todayRequest(""),
};

/**
 * How long the first render waits for the phone's field layout and page (preloadOpenedScreen), whose chunks the
 * service worker answers from its precache in a few hundred milliseconds.
 */
export const FIRST_FRAME_WAIT_MS = 2000;

/** Once they have, how much longer the first render waits for the screen's first answer. */
export const FIRST_DATA_WAIT_MS = 400;

/**
 * How the page was loaded: whether its first render should wait for the screen's chunks — the service worker
 * answers them (a repeat visit), or the page's head has drawn or will draw the screen itself (Today's first paint,
 * decision 0054: a loader in between would replace its cards) — and the first frame's longest wait.
 */
export interface OpenedPage {
  controlled: boolean;
  waitMs: number;
  /** After the chunks, how long the first render waits for the screen's first answer. */
  dataWaitMs: number;
}

/**
 * When the head draws the screen (decision 0054) there is no blank page to end early: the first render waits
 * for the answer as long as for the chunks, so that it replaces the head's cards with its own, not with a loader.
 */
const thisPage = (): OpenedPage => ({
  controlled: Boolean(navigator.serviceWorker?.controller) || firstPaintExpected(),
  waitMs: FIRST_FRAME_WAIT_MS,
  dataWaitMs: firstPaintExpected() ? FIRST_FRAME_WAIT_MS : FIRST_DATA_WAIT_MS,
});

/**
 * A page load that opens a signed-in screen with a stored session (a reload, a typed or bookmarked address,
 * the installed app's start, a repeat visit answered by the service worker): the screen's layout, its page
 * chunks and its first requests start now, as sign-in starts them (preloadAfterSignIn, decision 0023), instead
 * of after React has drawn the router, the lazy layout and the screen frame. A screen of FIRST_GET sends its
 * request at once, before the chunk of the code that asks for it (the API client takes its answer:
 * api/early-get.ts). Called once, before the first render; /login and the public pages start nothing.
 *
 * Returns, for a screen opening in the phone's field layout on a page the service worker controls, when to draw
 * the first frame: once the layout and page chunks have loaded (at most `waitMs`), so that React draws them in
 * its first render instead of a loader followed by a throttled, time-sliced reveal (decision 0051-h31perf).
 * Else null: draw at once — from the network, rendering the loader overlaps the chunks' download.
 */
export const preloadOpenedScreen = (
  queryClient: QueryClient,
  store: Pick<SessionStore, "get">,
  at: Pick<Location, "pathname" | "search"> = window.location,
  now: number = Date.now(),
  page: OpenedPage = thisPage(),
): Promise<void> | null => {
  const session = store.get();
  const def = findScreen(at.pathname);
  if (!session || isSessionOver(session, now) || !def) return null;
  const first = FIRST_GET[def.path];
  // An expired access token is renewed by the client first; a refused screen sends nothing.
  if (first && !isSessionExpired(session, now) && canOpenRoute(session.user, def.path)) {
    const { path, query } = first();
    startEarlyGet(buildUrl("", path, query), requestHeaders(session), now);
  }
  const to = `${at.pathname}${at.search}`;
  const data = preloadAfterSignIn(queryClient, session.user, to);
  if (!page.controlled || !opensInFieldLayout(to)) return null;
  const within = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  // Then a little longer for the screen's first answer, usually in by then (its request left from the page's
  // head): the first render draws the cards, not a loader and a second render (decision 0051-h31perf update).
  return Promise.race([preloadFieldLayout(), within(page.waitMs)]).then(() =>
    Promise.race([data, within(page.dataWaitMs)]),
  );
};
