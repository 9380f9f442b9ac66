import { canOpenRoute, type Principal } from "@fm/domain";
import type { QueryClient } from "@tanstack/react-query";
import { findScreen, type ScreenDef } from "./screens.ts";

/** What a screen's data preload knows: the client to fill, the address's query, the signed-in user. */
export interface ScreenPreloadContext {
  queryClient: QueryClient;
  params: URLSearchParams;
  user: Principal;
}

/**
 * The first requests of a screen, started before its page mounts (decision 0023). Each fills the same
 * queries the page reads, so the page finds them in the cache or in flight. Screens not listed here load
 * their data when they mount. This module stays out of the shell's chunk so that sign-in can start /home's
 * counts before the shell has loaded.
 */
const SCREEN_DATA: Readonly<Record<string, (ctx: ScreenPreloadContext) => Promise<unknown>>> = {
  // Each in its own chunk: sign-in → /home loads only home's (decision 0023).
  "/home": ({ queryClient, user }) =>
    import("../features/home/prefetch-home.ts").then((m) => m.prefetchHome(queryClient, user)),
  "/workorder": ({ queryClient, params }) =>
    import("../features/workorders/prefetch-list.ts").then((m) =>
      m.prefetchWorkOrderList(queryClient, params),
    ),
};

/** The user may open the screen (route guard and the screen's own check). */
export const mayOpen = (def: ScreenDef, user: Principal): boolean =>
  !def.comingSoon && canOpenRoute(user, def.path) && (!def.check || def.check.allowed(user));

/** Starts a screen's first requests if the user may open it (route entry, hover, sign-in). */
export const preloadScreenData = (def: ScreenDef, ctx: ScreenPreloadContext): void => {
  if (mayOpen(def, ctx.user)) SCREEN_DATA[def.path]?.(ctx).catch(() => undefined);
};

/** The screen of an in-app address (null for another origin or an unknown path), and its query. */
export const screenOf = (to: string): { def: ScreenDef; params: URLSearchParams } | null => {
  const url = new URL(to, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  const def = findScreen(url.pathname);
  return def ? { def, params: url.searchParams } : null;
};

/** The first requests of the screen at an address (sign-in's target). */
export const preloadDataFor = (queryClient: QueryClient, user: Principal, to: string): void => {
  const screen = screenOf(to);
  if (screen) preloadScreenData(screen.def, { queryClient, params: screen.params, user });
};
