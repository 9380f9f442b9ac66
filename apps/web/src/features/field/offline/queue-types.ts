import type { PhotoTag } from "@fm/domain";
import type { DevicePosition, SignatureInput } from "@fm/domain/contracts";

/**
 * What a technician can do offline (issue 31): check in, check out (with the customer's signature), add a
 * note, add a photo. Each is kept on the phone with its Idempotency-Key and the device time it was done.
 */
export type QueuedPayload =
  | { kind: "checkin"; workorderid: number; position: DevicePosition | null; confirm?: boolean }
  | {
      kind: "checkout";
      workorderid: number;
      position: DevicePosition | null;
      resolution: string;
      workcomplete: boolean;
      signature?: SignatureInput;
    }
  | { kind: "note"; workorderid: number; note: string; emails: string | null }
  | { kind: "photo"; workorderid: number; tag: PhotoTag; photo: Blob; name: string };

export type QueuedKind = QueuedPayload["kind"];

/**
 * waiting: not sent yet (offline, or the last try found no network / a server error: it is tried again);
 * sending: on its way; refused: the server answered 4xx, its message kept until Retry or Discard.
 */
export type QueuedState = "waiting" | "sending" | "refused";

export interface QueuedAction {
  /** Increasing: the replay order. */
  id: number;
  /** The Idempotency-Key sent with every try, so a replay never does the action twice. */
  key: string;
  /** The device time of the action (ISO 8601), sent as `occurredat` with every kind. */
  occurredat: string;
  /** The WO # the "Not sent" list shows. */
  wonumber: string;
  payload: QueuedPayload;
  state: QueuedState;
  /** The last failure: the server's refusal, or why it is still waiting. */
  message: string | null;
  tries: number;
  /** The signed-in user who did it: a shared phone replays only its own user's actions. */
  owner?: number;
}

/** Where queued actions live: IndexedDB in the browser (idb-store.ts), memory in unit tests. */
export interface QueueStore {
  all(): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  remove(id: number): Promise<void>;
}

export const QUEUED_KIND_LABELS: Record<QueuedKind, string> = {
  checkin: "Check In",
  checkout: "Check Out",
  note: "Note",
  photo: "Photo",
};

export const QUEUED_STATE_LABELS: Record<QueuedState, string> = {
  waiting: "Waiting",
  sending: "Sending",
  refused: "Refused",
};

export const memoryQueueStore = (): QueueStore => {
  const rows = new Map<number, QueuedAction>();
  return {
    all: async () => [...rows.values()].sort((a, b) => a.id - b.id).map((r) => ({ ...r })),
    put: async (a) => {
      rows.set(a.id, { ...a });
    },
    remove: async (id) => {
      rows.delete(id);
    },
  };
};

/** On site by the last check-in / check-out of this order still waiting on the phone; undefined: none waits. */
export const queuedPresence = (queued: readonly QueuedAction[], workorderid: number): boolean | undefined => {
  const last = queued
    .filter(
      (a) =>
        a.state !== "refused" &&
        a.payload.workorderid === workorderid &&
        (a.payload.kind === "checkin" || a.payload.kind === "checkout"),
    )
    .at(-1);
  return last ? last.payload.kind === "checkin" : undefined;
};
