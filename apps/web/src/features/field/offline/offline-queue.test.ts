import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error.ts";
import { createOfflineQueue, isRetryable } from "./offline-queue.ts";
import { memoryQueueStore, type QueuedAction, type QueuedPayload, queuedPresence } from "./queue-types.ts";

const note = (workorderid: number, text: string): QueuedPayload => ({
  kind: "note",
  workorderid,
  note: `<p>${text}</p>`,
  emails: null,
});
const checkin: QueuedPayload = { kind: "checkin", workorderid: 7, position: null };
const offlineError = () =>
  new ApiError(0, { error: "network_error", message: "Could not reach the server." });
const refusal = (message: string) => new ApiError(422, { error: "invalid_state", message });
/** The server does the action, its answer is lost on the way back. */
const LOST = Symbol("lost");

/**
 * A fake server: answers each send in turn from `answers` (a value = 2xx, an Error = that failure) and
 * remembers what it received, by Idempotency-Key like the real one (a key seen again replays its answer).
 */
const setup = (online = true) => {
  const store = memoryQueueStore();
  const state = { online, keys: 0 };
  const received: QueuedAction[] = [];
  const done = new Map<string, unknown>();
  const answers: unknown[] = [];
  const queue = createOfflineQueue({
    store,
    isOnline: () => state.online,
    now: () => new Date("2026-11-27T13:30:00Z"),
    newKey: () => `key-${++state.keys}`,
    send: async (action) => {
      if (done.has(action.key)) return done.get(action.key);
      const answer = answers.length ? answers.shift() : { ok: action.id };
      if (answer instanceof ApiError && answer.status === 0) throw answer;
      received.push(action);
      if (answer === LOST) {
        done.set(action.key, { ok: "kept" });
        throw offlineError();
      }
      if (answer instanceof Error) throw answer;
      done.set(action.key, answer);
      return answer;
    },
  });
  return { store, state, received, answers, queue };
};

describe("offline queue (issue 31)", () => {
  it("online: sends at once with a key and the device time, keeps nothing", async () => {
    const { queue, received, store } = setup();
    const result = await queue.submit(note(7, "Hello"), "FMB-7");
    expect(result).toEqual({ sent: true, data: { ok: 1 } });
    expect(received.map((a) => [a.key, a.occurredat, a.payload.kind])).toEqual([
      ["key-1", "2026-11-27T13:30:00.000Z", "note"],
    ]);
    expect(await store.all()).toEqual([]);
    expect(queue.list()).toEqual([]);
  });

  it("offline: keeps the actions in order; back online they replay oldest first, each once", async () => {
    const { queue, received, state, store } = setup(false);
    const a = await queue.submit(checkin, "FMB-7");
    const b = await queue.submit(note(7, "Fixed"), "FMB-7");
    expect(a.sent).toBe(false);
    expect(b.sent).toBe(false);
    expect(received).toEqual([]);
    expect(queue.list().map((x) => [x.payload.kind, x.state, x.wonumber])).toEqual([
      ["checkin", "waiting", "FMB-7"],
      ["note", "waiting", "FMB-7"],
    ]);
    state.online = true;
    await queue.replay();
    await queue.replay();
    expect(received.map((x) => [x.payload.kind, x.key])).toEqual([
      ["checkin", "key-1"],
      ["note", "key-2"],
    ]);
    expect(await store.all()).toEqual([]);
  });

  it("a network failure while online queues the action; its replay sends the same key (no duplicate)", async () => {
    const { queue, received, answers } = setup();
    answers.push(offlineError());
    const first = await queue.submit(note(7, "Once"), "FMB-7");
    expect(first.sent).toBe(false);
    expect(queue.list()[0]?.message).toBe("Could not reach the server.");
    await queue.replay();
    expect(received.map((x) => x.key)).toEqual(["key-1"]);
    expect(queue.list()).toEqual([]);
  });

  it("a lost answer: the server did it, the replay with the same key gets the kept answer, not a second one", async () => {
    const { queue, received, answers } = setup();
    answers.push(LOST);
    const first = await queue.submit(note(7, "Lost answer"), "FMB-7");
    expect(first.sent).toBe(false);
    expect(received).toHaveLength(1);
    await queue.replay();
    expect(received).toHaveLength(1);
    expect(queue.list()).toEqual([]);
  });

  it("a stop at the first network failure: later actions wait behind it, never overtake it", async () => {
    const { queue, received, state, answers } = setup(false);
    await queue.submit(checkin, "FMB-7");
    await queue.submit(note(7, "Second"), "FMB-7");
    state.online = true;
    answers.push(offlineError());
    await queue.replay();
    expect(received).toEqual([]);
    expect(queue.list().map((x) => x.state)).toEqual(["waiting", "waiting"]);
    // A new action while the older ones wait goes after them.
    const third = await queue.submit(note(7, "Third"), "FMB-7");
    expect(third.sent).toBe(true);
    expect(received.map((x) => x.payload.kind === "note" && x.payload.note)).toEqual([
      false,
      "<p>Second</p>",
      "<p>Third</p>",
    ]);
  });

  it("a queued action the server refuses stays with its message; the others still go", async () => {
    const { queue, received, state, answers } = setup(false);
    await queue.submit(checkin, "FMB-7");
    await queue.submit(note(8, "Other order"), "FMB-8");
    state.online = true;
    answers.push(refusal("This work order is Cancelled: it cannot be changed."));
    await queue.replay();
    expect(received.map((x) => x.payload.kind)).toEqual(["checkin", "note"]);
    expect(queue.list().map((x) => [x.payload.kind, x.state, x.message])).toEqual([
      ["checkin", "refused", "This work order is Cancelled: it cannot be changed."],
    ]);
    // A later pass does not send the refused one again.
    await queue.replay();
    expect(received).toHaveLength(2);
  });

  it("retry of a refused action sends it again under a new key; retry of a waiting one keeps its key", async () => {
    const { queue, received, state, answers } = setup(false);
    await queue.submit(checkin, "FMB-7");
    const [waiting] = queue.list();
    if (!waiting) throw new Error("queued");
    state.online = true;
    answers.push(offlineError());
    await queue.retry(waiting.id);
    expect(queue.list()[0]?.key).toBe("key-1");
    answers.push(refusal("You are 5.6 km from the job site."));
    await queue.retry(waiting.id);
    expect(queue.list()[0]?.state).toBe("refused");
    await queue.retry(waiting.id);
    expect(received.map((x) => x.key)).toEqual(["key-1", "key-2"]);
    expect(queue.list()).toEqual([]);
  });

  it("a refusal of an action sent at once is thrown to the form and not kept", async () => {
    const { queue, answers, store } = setup();
    answers.push(refusal("Resolution note is required."));
    await expect(queue.submit(note(7, "x"), "FMB-7")).rejects.toMatchObject({
      message: "Resolution note is required.",
    });
    expect(await store.all()).toEqual([]);
  });

  it("discard removes an action; nothing is sent", async () => {
    const { queue, received, state } = setup(false);
    await queue.submit(note(7, "Never"), "FMB-7");
    const [action] = queue.list();
    if (!action) throw new Error("queued");
    await queue.discard(action.id);
    state.online = true;
    await queue.replay();
    expect(received).toEqual([]);
    expect(queue.list()).toEqual([]);
  });

  it("start: an action cut off while sending waits again and is replayed", async () => {
    const { queue, store, received } = setup();
    await store.put({
      id: 3,
      key: "left-over",
      occurredat: "2026-11-27T12:00:00.000Z",
      wonumber: "FMB-9",
      payload: note(9, "From before"),
      state: "sending",
      message: null,
      tries: 1,
    });
    await queue.start();
    expect(received.map((x) => [x.key, x.tries])).toEqual([["left-over", 2]]);
    expect(queue.list()).toEqual([]);
  });

  it("tells subscribers about every change and onSent listeners about each delivered action", async () => {
    const { queue, state } = setup(false);
    let changes = 0;
    const sent: string[] = [];
    queue.subscribe(() => changes++);
    queue.onSent((a) => sent.push(a.wonumber));
    await queue.submit(note(7, "a"), "FMB-7");
    expect(changes).toBeGreaterThan(0);
    state.online = true;
    await queue.replay();
    expect(sent).toEqual(["FMB-7"]);
  });

  it("retryable: no network, 5xx, 401, 408, 409, 429; final: other 4xx", () => {
    expect(isRetryable(offlineError())).toBe(true);
    expect(isRetryable(new ApiError(503, { error: "server_error", message: "x" }))).toBe(true);
    expect(isRetryable(new ApiError(409, { error: "conflict", message: "still being processed" }))).toBe(
      true,
    );
    expect(isRetryable(new ApiError(404, { error: "not_found", message: "x" }))).toBe(false);
    expect(isRetryable(new ApiError(400, { error: "validation", message: "x" }))).toBe(false);
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("presence on the phone: the last queued check-in / check-out of the order, refused ones not counted", async () => {
    const { queue, state, answers } = setup(false);
    expect(queuedPresence(queue.list(), 7)).toBeUndefined();
    await queue.submit(checkin, "FMB-7");
    expect(queuedPresence(queue.list(), 7)).toBe(true);
    expect(queuedPresence(queue.list(), 8)).toBeUndefined();
    await queue.submit(
      { kind: "checkout", workorderid: 7, position: null, resolution: "Done", workcomplete: false },
      "FMB-7",
    );
    expect(queuedPresence(queue.list(), 7)).toBe(false);
    state.online = true;
    answers.push(refusal("Cancelled."), refusal("Cancelled."));
    await queue.replay();
    expect(queuedPresence(queue.list(), 7)).toBeUndefined();
  });
});
