import type { Page, Response } from "playwright-core";

/** The tab's live-events stream (GET /api/events?ticket=…) answered: its headers come before any event. */
export const isEventStream = (r: Response): boolean =>
  new URL(r.url()).pathname === "/api/events" && r.status() === 200;

type Marked = { liveMarker?: boolean };

/** Marks the page's window: a reload (or any full navigation) drops the mark (see `keptWithoutReload`). */
export const markWindow = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as Marked).liveMarker = true;
  });

/** Whether the page still shows the window `markWindow` marked. */
export const keptWithoutReload = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as Marked).liveMarker === true);

/**
 * Starts watching the page (a MutationObserver) for the first element matching `selector` whose text contains
 * `text`; resolves with the page's clock (ms since the epoch) at that moment, or null after `timeoutMs`.
 * Start it before the change, await it after: the time is taken in the page, not when a poll notices.
 */
export const watchForText = (
  page: Page,
  selector: string,
  text: string,
  timeoutMs = 10_000,
): Promise<number | null> =>
  page.evaluate(
    ({ selector, text, timeoutMs }) =>
      new Promise<number | null>((resolve) => {
        const shown = () =>
          Array.from(document.querySelectorAll(selector)).some((el) => el.textContent?.includes(text));
        if (shown()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          const at = Date.now();
          observer.disconnect();
          clearTimeout(timer);
          resolve(at);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, timeoutMs);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    { selector, text, timeoutMs },
  );

/** When the browser had the whole response (ms since the epoch, its own clock), else now. */
export const receivedAt = async (response: Response): Promise<number> => {
  await response.finished();
  const { startTime, responseEnd } = response.request().timing();
  return startTime > 0 && responseEnd >= 0 ? startTime + responseEnd : Date.now();
};
