import { ApiError } from "../../../api/api-error.ts";
import type { QueuedAction, QueuedPayload, QueueStore } from "./queue-types.ts";

export interface OfflineQueueDeps {
  store: QueueStore;
  /** Sends one action with its key and device time; resolves with the server's answer, throws its failure. */
  send: (action: QueuedAction) => Promise<unknown>;
  isOnline: () => boolean;
  now: () => Date;
  newKey: () => string;
}

export type SubmitResult = { sent: true; data: unknown } | { sent: false; action: QueuedAction };

/**
 * A failure worth trying again with the same key: no network, a server error, the key still being processed
 * (409), throttled (429), timed out (408), or the session to renew (401). Any other 4xx is the server's
 * final answer (it is also what the server keeps for the key).
 */
export const isRetryable = (error: unknown): boolean => {
  if (!(error instanceof ApiError)) return true;
  const s = error.status;
  return s === 0 || s >= 500 || s === 401 || s === 408 || s === 409 || s === 429;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

type Outcome = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * The technician's offline queue (issue 31), framework-free over a QueueStore:
 * - `submit` keeps every action on the device first (with a new Idempotency-Key and the device time), then
 *   sends what is waiting, in order; it answers the server's answer when its action went through, `sent:
 *   false` when it stays queued (offline, network failure, server error), and throws the server's refusal
 *   (4xx) of an action sent at once (the form shows it; it is not kept);
 * - `replay` sends the waiting actions oldest first, one at a time; a retryable failure stops the pass (the
 *   rest wait for the next `online`), a refusal of a queued action stays in the list with the server's
 *   message and the pass goes on;
 * - `retry` of a refused action gives it a new key (the server keeps the refusal under the old one), of a
 *   waiting one keeps its key; `discard` removes it.
 * An action never overtakes one queued before it.
 */
export const createOfflineQueue = (deps: OfflineQueueDeps) => {
  let snapshot: readonly QueuedAction[] = [];
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(action: QueuedAction, data: unknown) => void>();
  const outcomes = new Map<number, Outcome>();
  let chain: Promise<void> = Promise.resolve();
  let lastId = 0;

  const refresh = async () => {
    snapshot = await deps.store.all();
    for (const a of snapshot) lastId = Math.max(lastId, a.id);
    for (const l of listeners) l();
  };

  const save = async (action: QueuedAction) => {
    await deps.store.put(action);
    await refresh();
  };

  const pass = async () => {
    if (!deps.isOnline()) return;
    for (const stored of await deps.store.all()) {
      if (stored.state === "refused") continue;
      const action: QueuedAction = { ...stored, state: "sending", tries: stored.tries + 1 };
      await save(action);
      try {
        const data = await deps.send(action);
        await deps.store.remove(action.id);
        outcomes.set(action.id, { ok: true, data });
        await refresh();
        for (const l of sentListeners) l(action, data);
      } catch (error) {
        if (isRetryable(error)) {
          await save({ ...action, state: "waiting", message: messageOf(error) });
          return;
        }
        outcomes.set(action.id, { ok: false, error });
        await save({ ...action, state: "refused", message: messageOf(error) });
      }
    }
  };

  /** Runs one more pass after any running one (passes never overlap). */
  const replay = (): Promise<void> => {
    chain = chain.then(pass, pass).catch(() => undefined);
    return chain;
  };

  return {
    /** The actions on the device, oldest first (stable between changes: a useSyncExternalStore snapshot). */
    list: (): readonly QueuedAction[] => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called after a queued action reached the server (refresh what it changed). */
    onSent: (listener: (action: QueuedAction, data: unknown) => void) => {
      sentListeners.add(listener);
      return () => {
        sentListeners.delete(listener);
      };
    },
    /** Loads what an earlier visit left (an action cut off while sending waits again), then replays it. */
    start: async () => {
      for (const a of await deps.store.all())
        if (a.state === "sending") await deps.store.put({ ...a, state: "waiting" });
      await refresh();
      await replay();
    },
    replay,
    submit: async (payload: QueuedPayload, wonumber: string): Promise<SubmitResult> => {
      await refresh();
      const action: QueuedAction = {
        id: lastId + 1,
        key: deps.newKey(),
        occurredat: deps.now().toISOString(),
        wonumber,
        payload,
        state: "waiting",
        message: null,
        tries: 0,
      };
      lastId = action.id;
      await save(action);
      await replay();
      const outcome = outcomes.get(action.id);
      outcomes.delete(action.id);
      if (outcome?.ok) return { sent: true, data: outcome.data };
      if (outcome && !outcome.ok) {
        await deps.store.remove(action.id);
        await refresh();
        throw outcome.error;
      }
      return { sent: false, action: snapshot.find((a) => a.id === action.id) ?? action };
    },
    retry: async (id: number) => {
      const action = (await deps.store.all()).find((a) => a.id === id);
      if (!action) return;
      await save({
        ...action,
        state: "waiting",
        message: null,
        key: action.state === "refused" ? deps.newKey() : action.key,
      });
      await replay();
    },
    discard: async (id: number) => {
      await deps.store.remove(id);
      outcomes.delete(id);
      await refresh();
    },
  };
};

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;
