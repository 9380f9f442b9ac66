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
const SCREEN_DATA_CHUNKS = {
  // Each in its own chunk: sign-in → /home loads only home's (decision 0023).
  "/home": () => import("../features/home/prefetch-home.ts"),
  "/workorder": () => import("../features/workorders/prefetch-list.ts"),
  "/vendorprofile/today": () => import("../features/field/today-query.ts"),
} as const;

const SCREEN_DATA: Readonly<Record<string, (ctx: ScreenPreloadContext) => Promise<unknown>>> = {
  "/home": ({ queryClient, user }) =>
    SCREEN_DATA_CHUNKS["/home"]().then((m) => m.prefetchHome(queryClient, user)),
  "/workorder": ({ queryClient, params }) =>
    SCREEN_DATA_CHUNKS["/workorder"]().then((m) => m.prefetchWorkOrderList(queryClient, params)),
  "/vendorprofile/today": ({ queryClient }) =>
    SCREEN_DATA_CHUNKS["/vendorprofile/today"]().then((m) => m.prefetchToday(queryClient)),
};

/**
 * Screens warmed on idle once the first screen is drawn (decision 0023): the dispatcher's main list gets its
 * chunk and the reads its first page depends on, so that opening it costs only the page's own request.
 */
const SCREEN_WARM: Readonly<Record<string, (queryClient: QueryClient) => Promise<unknown>>> = {
  "/workorder": (queryClient) =>
    SCREEN_DATA_CHUNKS["/workorder"]().then((m) => m.warmWorkOrderList(queryClient)),
};

/** The screens warmed on idle, in order. */
export const WARM_ON_IDLE: readonly string[] = Object.keys(SCREEN_WARM);

/** The user may open the screen (route guard and the screen's own check). */
export const mayOpen = (def: ScreenDef, user: Principal): boolean =>
  !def.comingSoon && canOpenRoute(user, def.path) && (!def.check || def.check.allowed(user));

/**
 * Starts a screen's first requests if the user may open it (route entry, hover, sign-in); the promise settles
 * when they have (at once when there are none) and never rejects: the page shows its own errors.
 */
export const preloadScreenData = (def: ScreenDef, ctx: ScreenPreloadContext): Promise<void> =>
  (mayOpen(def, ctx.user) ? SCREEN_DATA[def.path]?.(ctx) : undefined)?.then(
    () => undefined,
    () => undefined,
  ) ?? Promise.resolve();

/** Warms a screen's data (SCREEN_WARM; the caller has checked mayOpen); never rejects. */
export const warmScreenData = (def: ScreenDef, queryClient: QueryClient): void => {
  SCREEN_WARM[def.path]?.(queryClient).catch(() => undefined);
};

/** The screen of an in-app address (null for another origin or an unknown path), and its query. */
export const screenOf = (to: string): { def: ScreenDef; params: URLSearchParams } | null => {
  const url = new URL(to, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  const def = findScreen(url.pathname);
  return def ? { def, params: url.searchParams } : null;
};

/** The first requests of the screen at an address (sign-in's target); settles as preloadScreenData does. */
export const preloadDataFor = (queryClient: QueryClient, user: Principal, to: string): Promise<void> => {
  const screen = screenOf(to);
  return screen
    ? preloadScreenData(screen.def, { queryClient, params: screen.params, user })
    : Promise.resolve();
};

/**
 * Sign-in's warm-up: loads the code that starts the first requests of the screen at `to` (no request yet), so
 * that they leave as soon as the password is accepted instead of after one more chunk.
 */
export const loadScreenDataCode = (to: string): void => {
  const path = screenOf(to)?.def.path;
  if (path && path in SCREEN_DATA_CHUNKS)
    SCREEN_DATA_CHUNKS[path as keyof typeof SCREEN_DATA_CHUNKS]().catch(() => undefined);
};
