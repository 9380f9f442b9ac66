import type { QueryClient } from "@tanstack/react-query";
import { isSessionOver } from "../auth/session.ts";
import type { SessionStore } from "../auth/session-store.ts";
import { preloadAfterSignIn } from "./lazy-shell.ts";
import { findScreen } from "./screens.ts";

/**
 * A page load that opens a signed-in screen with a stored session (a reload, a typed or bookmarked address,
 * the installed app's start, a repeat visit answered by the service worker): the screen's layout, its page
 * chunks and its first requests start now, as sign-in starts them (preloadAfterSignIn, decision 0023), instead
 * of after React has drawn the router, the lazy layout and the screen frame. Called once, before the first
 * render; /login and the public pages start nothing.
 */
export const preloadOpenedScreen = (
  queryClient: QueryClient,
  store: Pick<SessionStore, "get">,
  at: Pick<Location, "pathname" | "search"> = window.location,
  now: number = Date.now(),
): void => {
  const session = store.get();
  if (!session || isSessionOver(session, now) || !findScreen(at.pathname)) return;
  void preloadAfterSignIn(queryClient, session.user, `${at.pathname}${at.search}`);
};
