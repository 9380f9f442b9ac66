import type { FetchLike } from "./client.ts";

/** How long a GET started early waits to be taken; later, the app's own call asks the server again. */
export const EARLY_GET_TTL_MS = 20_000;

interface EarlyGet {
  url: string;
  headers: string;
  startedAt: number;
  response: Promise<Response>;
}

/**
 * The GETs started and not yet taken, on the page's global object: the route script in the page's head
 * (app/early-today.ts, bundled on its own by vite-route-preload.ts) starts Today's before the entry has loaded,
 * and this module's copy in the app takes it.
 */
const holder = globalThis as { __fmEarlyGets?: EarlyGet[] };
const startedList = (): EarlyGet[] => {
  holder.__fmEarlyGets ??= [];
  return holder.__fmEarlyGets;
};
const keep = (list: EarlyGet[]) => {
  holder.__fmEarlyGets = list;
};

const canonical = (headers: Headers): string => [...headers].map(([k, v]) => `${k}:${v}`).join("\n");

/**
 * A screen's first GET, started on a page load before the app's code that would send it has loaded
 * (app/open-signed-in.ts). The API client's first identical call (same address, same headers) is answered with
 * its response instead of a second request (`takeEarlyGet`), so the client's rules (errors, 401 → renew or
 * sign in, contracts) apply to it as to any call.
 */
export const startEarlyGet = (url: string, headers: Headers, now: number = Date.now()): Promise<Response> => {
  const key = canonical(headers);
  // Already started (the head's route script, then the entry): one request.
  const started = startedList().find(
    (e) => e.url === url && e.headers === key && now - e.startedAt < EARLY_GET_TTL_MS,
  );
  if (started) return started.response;
  const response = fetch(url, { method: "GET", headers });
  response.catch(() => undefined); // a failure is the taker's, as a failed fetch of its own would be
  startedList().push({ url, headers: key, startedAt: now, response });
  return response;
};

/** The response of an early GET identical to this call, once; null when there is none (the caller fetches). */
export const takeEarlyGet = (
  url: string,
  init: RequestInit | undefined,
  now: number = Date.now(),
): Promise<Response> | null => {
  keep(startedList().filter((e) => now - e.startedAt < EARLY_GET_TTL_MS));
  if ((init?.method ?? "GET") !== "GET" || init?.body != null || init?.signal) return null;
  const headers = canonical(new Headers(init?.headers));
  const found = startedList().find((e) => e.url === url && e.headers === headers);
  if (!found) return null;
  keep(startedList().filter((e) => e !== found));
  return found.response;
};

/** `fetch` that hands out an early GET's response first (the app's API client, api/instance.ts). */
export const fetchTakingEarly: FetchLike = (input, init) => takeEarlyGet(input, init) ?? fetch(input, init);
