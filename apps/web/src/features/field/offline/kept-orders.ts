import { loadContract } from "../../../api/dev-contract.ts";
import { whenScreenShown } from "../../../app/screen-shown.ts";
import { sessionStore } from "../../../auth/session-store.ts";
import { fieldApi } from "../field-api.ts";
import { offlineRead } from "./field-offline.ts";

/** The read key of an order's page kept on the phone (its "as of" notice reads the same key). */
export const keptOrderKey = (id: number): string => `wo:${id}`;

/**
 * An order's page (the vendor portal detail) for a technician: the server's answer, kept on the phone; offline
 * the kept one, as of when it was read (issue 31 §4).
 */
export const readKeptOrder = (id: number) =>
  offlineRead(
    keptOrderKey(id),
    () => loadContract("VendorWorkOrderDetail"),
    () => fieldApi.order(id),
  );

/** A Today answer refreshed within this time does not read its orders again. */
const KEEP_AGAIN_MS = 5 * 60_000;
const keptAt = new Map<string, number>();

/**
 * Issue 31 §4, "Today's orders and their details are readable offline": once Today is shown and the browser is
 * idle, each card's order not read in the last few minutes is read and kept on the phone, one after the other,
 * so that a card first opened without a network still opens. Stops at the first failure (the network is gone:
 * what was kept stays); a newer call replaces a running one.
 */
let generation = 0;
export const keepOrdersOnPhone = (ids: readonly number[], now: () => number = Date.now): void => {
  const mine = ++generation;
  const run = async () => {
    for (const id of ids) {
      if (mine !== generation || !navigator.onLine) return;
      const key = `${sessionStore.get()?.user.id ?? 0}:${id}`;
      const last = keptAt.get(key);
      if (last !== undefined && now() - last < KEEP_AGAIN_MS) continue;
      try {
        await readKeptOrder(id);
        keptAt.set(key, now());
      } catch {
        return;
      }
    }
  };
  whenScreenShown(() => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => void run(), { timeout: 5_000 });
    else window.setTimeout(() => void run(), 1_000);
  });
};
