import type { Principal } from "@fm/domain";
import type { QueryClient } from "@tanstack/react-query";
import { preloadOf } from "./lazy-screen.ts";
import { SCREEN_COMPONENTS } from "./screen-components.tsx";
import { mayOpen, preloadScreenData, screenOf, WARM_ON_IDLE, warmScreenData } from "./screen-data.ts";

/**
 * Preloads an in-app address the user is about to open (a menu entry hovered, focused or pressed): the
 * page's chunk (lazyScreen's preload: the chunk and its static imports in parallel) and its first requests
 * (screen-data.ts). Unknown addresses and screens the user may not open are left alone (decision 0023).
 */
export const preloadScreen = (queryClient: QueryClient, user: Principal, to: string): void => {
  const screen = screenOf(to);
  if (!screen || !mayOpen(screen.def, user)) return;
  // The data first: its small chunk and requests queue ahead of the page's chunks (6 connections per host).
  preloadScreenData(screen.def, { queryClient, params: screen.params, user });
  void preloadOf(SCREEN_COMPONENTS[screen.def.path])?.();
};

/**
 * Once the first screen's data has arrived and the browser is idle (use-warm-screens.ts): the chunks of the
 * screens in WARM_ON_IDLE the user may open (other than the current one) and the reads they depend on, not
 * their pages (decision 0023).
 */
export const warmScreens = (queryClient: QueryClient, user: Principal, currentAddress: string): void => {
  const current = screenOf(currentAddress)?.def.path;
  for (const path of WARM_ON_IDLE) {
    const screen = screenOf(path);
    if (!screen || screen.def.path === current || !mayOpen(screen.def, user)) continue;
    warmScreenData(screen.def, queryClient);
    void preloadOf(SCREEN_COMPONENTS[screen.def.path])?.();
  }
};
