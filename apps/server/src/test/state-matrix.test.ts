import { afterAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "./factories.ts";
import { MATRIX_CALLERS, type MatrixCaller, makeOwner, signInCaller } from "./matrix/callers.ts";
import { type RecordState, STATE_CASES, type StateCase } from "./matrix/state-cases.ts";
import { createTestApp } from "./test-app.ts";
import { workOrderState } from "./work-order-state.ts";

/*
 * The route × role matrix by record state and action variant (issue 28): each multi-action route's variants
 * (every createwoemailitem actionType, every {action}proposal) and the row actions, on an open, an Invoiced
 * and a Cancelled order (and an approved line, or a status that does not offer the notice), called by every
 * caller. A refusal must carry its code and leave the order and its rows as they were.
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = (await signIn(t, { roles: ["Admin"] })).token;
const standIn = (await makeUser(t.db, { roles: ["Dispatchers"] })).id;

const expected = (c: StateCase, state: RecordState, caller: MatrixCaller) =>
  caller === "anonymous"
    ? "401 unauthorized"
    : !c.allowed.includes(caller)
      ? "403 forbidden"
      : (c.refusal(state) ?? "allowed");

const outcome = async (c: StateCase, state: RecordState, caller: MatrixCaller) => {
  const owner = await makeOwner(t);
  const who = await signInCaller(t, caller, owner);
  const f = { t, admin, owner, userid: who.userid ?? standIn, markers: [] };
  const built = await c.build(f, state);
  const { request } = built;
  const snapshot = built.snapshot ?? (() => workOrderState(t.db, built.workorderid));
  const before = await snapshot();
  const res = await t.call(who.token, request);
  if (res.statusCode >= 200 && res.statusCode < 300) return "allowed";
  const error = res.headers["content-type"]?.toString().includes("json")
    ? (res.json() as { error?: string }).error
    : undefined;
  const after = await snapshot();
  const unchanged = JSON.stringify(after) === JSON.stringify(before) ? "" : " (and changed the rows!)";
  return `${res.statusCode} ${error ?? ""}${unchanged}`;
};

describe("route × role × record state", () => {
  it.each(STATE_CASES.flatMap((c) => c.states.map((state) => [c.name, state, c] as const)))(
    "%s on %s",
    async (_name, state, c) => {
      const got: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const caller of MATRIX_CALLERS) {
        got[caller] = await outcome(c, state, caller);
        want[caller] = expected(c, state, caller);
      }
      expect(got).toEqual(want);
    },
  );
});
