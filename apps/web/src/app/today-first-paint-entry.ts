import type { TodayCard } from "@fm/domain/contracts";
import { paintTodayCards, paintTodayFrame } from "../features/field/today-first-paint.ts";
import { onFirstPaintData } from "./first-paint-handoff.ts";

/**
 * Today's first-paint script (decision 0054): a file of its own that the head script loads only on a phone's
 * page load of Today with a session (vite-route-preload.ts), so other pages do not carry the painter. Once the
 * page is parsed it draws the screen's frame; the cards when the head's early request hands its answer over.
 */
const whenParsed = (run: () => void) => {
  if (document.readyState !== "loading") run();
  else document.addEventListener("readystatechange", run, { once: true });
};

export const start = (): void =>
  whenParsed(() => {
    const root = document.getElementById("root");
    if (!root) return;
    paintTodayFrame(root);
    onFirstPaintData((data) => {
      if (Array.isArray(data)) paintTodayCards(root, data as TodayCard[]);
    });
  });
