import { PHOTO_ATTACHMENT_TYPE_ID } from "@fm/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { newIdempotencyKey } from "../../../api/client.ts";
import { devContract } from "../../../api/dev-contract.ts";
import { api } from "../../../api/instance.ts";
import { whenScreenShown } from "../../../app/screen-shown.ts";
import { sessionStore } from "../../../auth/session-store.ts";
import {
  hasIndexedDb,
  indexedDbQueueStore,
  indexedDbReadStore,
  memoryReadStore,
  type ReadStore,
} from "./idb-store.ts";
import { createOfflineQueue, type SubmitResult } from "./offline-queue.ts";
import { memoryQueueStore, type QueuedAction, type QueuedPayload, type QueueStore } from "./queue-types.ts";
import { cachedRead, isUnreachable, type ReadContract } from "./read-cache.ts";

const currentUserId = () => sessionStore.get()?.user.id ?? null;

/** The device's queue seen by the signed-in user only: a shared phone never sends one tech's work as another. */
const ownedBy = (inner: QueueStore): QueueStore => ({
  all: async () => {
    const me = currentUserId();
    return (await inner.all()).filter((a) => a.owner === me);
  },
  put: (action) => inner.put({ ...action, owner: action.owner ?? currentUserId() ?? undefined }),
  remove: (id) => inner.remove(id),
});

/**
 * One action as its API call, with its Idempotency-Key and its device time (`occurredat`, the time on site).
 * Its response contract is checked in development builds only, so it loads only there (Today's chunk stays
 * without zod, decision 0047-hperf).
 */
export const sendQueued = async (action: QueuedAction): Promise<unknown> => {
  const options = { idempotencyKey: action.key };
  const p = action.payload;
  switch (p.kind) {
    case "checkin": {
      const { kind: _kind, ...body } = p;
      return api.post(
        "/api/vendorprofile/checkin",
        { ...body, occurredat: action.occurredat },
        { ...options, response: await devContract("CheckInResult") },
      );
    }
    case "checkout": {
      const { kind: _kind, ...body } = p;
      return api.post(
        "/api/vendorprofile/checkout",
        { ...body, occurredat: action.occurredat },
        { ...options, response: await devContract("CheckInResult") },
      );
    }
    case "note":
      return api.post(
        "/api/vendorprofile/savenote",
        { workorderid: p.workorderid, note: p.note, emails: p.emails, occurredat: action.occurredat },
        { ...options, response: await devContract("WorkOrderNote") },
      );
    case "photo": {
      const form = new FormData();
      form.set("workorderid", String(p.workorderid));
      form.set("attachmenttypeid", String(PHOTO_ATTACHMENT_TYPE_ID));
      form.set("phototag", p.tag);
      form.set("occurredat", action.occurredat);
      form.append("files", p.photo, p.name);
      return api.post("/api/vendorprofile/attachfile", form, {
        ...options,
        response: await devContract("Attachments"),
      });
    }
  }
};

const idb = hasIndexedDb();

/** The technician's queue on this device (IndexedDB; memory where the browser has none). */
export const fieldQueue = createOfflineQueue({
  store: ownedBy(idb ? indexedDbQueueStore() : memoryQueueStore()),
  send: sendQueued,
  isOnline: () => navigator.onLine,
  now: () => new Date(),
  newKey: newIdempotencyKey,
});

const readStore: ReadStore = idb ? indexedDbReadStore() : memoryReadStore();

let started = false;
/** Once per page load: replay what an earlier visit left, and again whenever the browser is back online. */
const startOnce = () => {
  if (started) return;
  started = true;
  window.addEventListener("online", () => void fieldQueue.replay());
  void fieldQueue.start();
};

/** Query roots a delivered field action changes. */
const SENT_REFRESHES = [["field"], ["vendorportal"]] as const;

/**
 * The queue for a screen: its actions (re-rendered on each change), started on first use; a delivered action
 * refreshes the field and vendor-portal queries.
 */
export const useFieldQueue = (): readonly QueuedAction[] => {
  const queryClient = useQueryClient();
  useEffect(() => {
    startOnce();
    return fieldQueue.onSent(() => {
      for (const queryKey of SENT_REFRESHES) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient]);
  return useSyncExternalStore(fieldQueue.subscribe, fieldQueue.list);
};

/** Sends a field action now, or keeps it on the device when the server cannot be reached. */
export const submitFieldAction = (payload: QueuedPayload, wonumber: string): Promise<SubmitResult> => {
  startOnce();
  return fieldQueue.submit(payload, wonumber);
};

/** The toast of a field action: the spec's when it went through, the queue's when it waits on the device. */
export const fieldToast = (sent: string) => (r: SubmitResult) =>
  r.sent ? sent : "Saved on this phone: it will be sent when you are back online.";

const asOfByKey = new Map<string, string | null>();
const userKey = (key: string) => `${currentUserId() ?? 0}:${key}`;

/**
 * A technician's read that stays readable offline (Today, the order they open): the server's answer, kept
 * on the device; without a network the kept one, and `offlineAsOf(key)` says as of when.
 */
export const offlineRead = async <T>(
  key: string,
  contract: ReadContract<T>,
  fetch: () => Promise<T>,
): Promise<T> => {
  const result = await cachedRead(readStore, userKey(key), contract, fetch);
  asOfByKey.set(userKey(key), result.asof);
  if (result.asof === null && typeof contract === "function") loadWhenIdle(contract);
  return result.data;
};

/**
 * offlineRead for a read that may never have been kept itself (Today searched for a WO # first typed offline):
 * when the server cannot be reached and `key` has no kept answer, `derive` of the answer kept under `fromKey`
 * (Today's whole list), as of when that one was kept.
 */
export const offlineReadFrom = async <T>(
  key: string,
  fromKey: string,
  contract: ReadContract<T>,
  fetch: () => Promise<T>,
  derive: (kept: T) => T,
): Promise<T> => {
  try {
    return await offlineRead(key, contract, fetch);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = await cachedRead(readStore, userKey(fromKey), contract, () => Promise.reject(error));
    asOfByKey.set(userKey(key), kept.asof);
    return derive(kept.data);
  }
};

/**
 * A contract given as its loader loads once the answer is drawn and the browser is idle, while the network is
 * there: a later offline read must not depend on fetching its chunk (a phone whose service worker has not
 * precached the app yet keeps it in memory).
 */
const loadWhenIdle = (load: () => Promise<unknown>): void => {
  const run = () => void load().catch(() => undefined);
  // After the screen is shown: a read started before its page (a signed-in page load starts Today's request
  // beside the page's chunks) must not fetch the contract while those chunks are still on the way.
  whenScreenShown(() => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 5_000 });
    else window.setTimeout(run, 1_000);
  });
};

/** When the last answer of `key` came from the device: the time it was fetched; null when it is fresh. */
export const offlineAsOf = (key: string): string | null => asOfByKey.get(userKey(key)) ?? null;
