import type { OnSignedIn } from "../auth/LoginPage.tsx";
import { browserTimeZone } from "./browser-time-zone.ts";
import { FIELD_PAGES } from "./field-shell/field-pages.ts";
import { FIELD_PATHS, isPhoneNow } from "./field-shell/use-field-layout.ts";
import { lazyScreen, preloadOf } from "./lazy-screen.ts";
import { findScreen } from "./screens.ts";

/** Starts loading the signed-in shell (top bar, side nav, screens registry, Home); safe to call repeatedly. */
export const preloadShell = () => import("./shell/signed-in.ts");

/**
 * Starts loading the phone's field layout (decision 0047-hperf) and, beside it rather than after it, the pages
 * it draws (Today); safe to call repeatedly.
 */
export const preloadFieldShell = () => {
  for (const page of Object.values(FIELD_PAGES)) void preloadOf(page)?.();
  return import("./field-shell/field-shell.ts");
};

/** Whether the address opens in the phone's field layout (the same rule as useFieldLayout, read once). */
export const opensInFieldLayout = (to: string): boolean => {
  const path = findScreen(new URL(to, window.location.origin).pathname)?.path;
  return path !== undefined && FIELD_PATHS.has(path) && isPhoneNow();
};

/**
 * /login's warm-up (first keystroke, submit): the shell, the code that starts the target screen's first
 * requests, and the browser's time zone (its first read loads locale data) — work that would otherwise run
 * between the password being accepted and the first screen being drawn. Safe to call on every keystroke.
 * On a phone the light field layout is warmed instead of the full shell, and /home's data code is left alone:
 * a technician (who lands on Today) then downloads neither before the first screen; anyone else gets them
 * once signed in.
 */
export const warmUpSignIn = (target: string): void => {
  const phone = isPhoneNow();
  void (phone ? preloadFieldShell() : preloadShell()).catch(() => undefined);
  // On a phone, only for a target that opens in the field layout (/home's code would be a technician's waste).
  if (!phone || opensInFieldLayout(target))
    void import("./screen-data.ts").then(
      (m) => m.loadScreenDataCode(target),
      () => undefined,
    );
  setTimeout(browserTimeZone, 0); // read once, then remembered
};

/**
 * After sign-in: the first requests of the page the user is going to (usually /home: its counts and, for the
 * internal dashboard, the charts' chunk) start as soon as the password is accepted, from their own small
 * chunk, while the shell is still loading and React draws the frame (decision 0023); and the layout that
 * page opens in. The promise settles once those requests have answered (never rejects).
 */
export const preloadAfterSignIn = (...[queryClient, user, target]: Parameters<OnSignedIn>): Promise<void> => {
  // The data code first: its small chunk is asked for ahead of the layout's and page's chunks (HTTP/1.1 gives
  // six connections per host; the rest queue), so the first request leaves sooner.
  const data = import("./screen-data.ts").then(
    (m) => m.preloadDataFor(queryClient, user, target),
    () => undefined, // a preload only: the page loads what it needs itself
  );
  void (opensInFieldLayout(target) ? preloadFieldLayout() : preloadShell()).catch(() => undefined);
  return data;
};

export const LazyAppLayout = lazyScreen(() => preloadShell().then((m) => m.AppLayout));
export const LazyScreenRoute = lazyScreen(() => preloadShell().then((m) => m.ScreenRoute));
export const LazyFieldLayout = lazyScreen(() => preloadFieldShell().then((m) => m.FieldLayout));
export const LazyFieldScreenRoute = lazyScreen(() => preloadFieldShell().then((m) => m.FieldScreenRoute));

/**
 * The field layout and its pages loaded, as the components the routes draw (so that a first render after it
 * draws them at once, lazy-screen.ts); never rejects.
 */
export const preloadFieldLayout = (): Promise<void> =>
  Promise.all([
    LazyFieldLayout.preload(),
    LazyFieldScreenRoute.preload(),
    ...Object.values(FIELD_PAGES).map((page) => preloadOf(page)?.()),
  ]).then(() => undefined);
