import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "./factories.ts";
import {
  isExternal,
  MATRIX_CALLERS,
  type MatrixCaller,
  makeOwner,
  type RowOwner,
  signInCaller,
} from "./matrix/callers.ts";
import type { Fixture } from "./matrix/fixtures.ts";
import { ROUTE_TABLE, type RouteRow } from "./matrix/route-table.ts";
import { apiOperations } from "./openapi-routes.ts";
import { createTestApp } from "./test-app.ts";

/*
 * Route × role matrix (issue 11 "Prove it"): every /api route of the OpenAPI document is called anonymously,
 * as each of the six roles and as a read-only dispatcher, and the outcome compared with ROUTE_TABLE, the one
 * table of who may call what. Row-scoped routes are also called by a Vendor/Tech/Customer of another
 * vendor/customer, who must never get the row.
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = (await signIn(t, { roles: ["Admin"] })).token;
/** Saved views need a user; anonymous calls use this stand-in. */
const standIn = (await makeUser(t.db, { roles: ["Dispatchers"] })).id;
const operations = await apiOperations(t.app);

const fixtureFor = (owner: RowOwner, userid: number | null): Fixture => ({
  t,
  admin,
  owner,
  userid: userid ?? standIn,
  markers: [],
});

const ok = (row: RouteRow, res: LightMyRequestResponse) =>
  row.allowedStatus !== undefined
    ? res.statusCode === row.allowedStatus
    : res.statusCode >= 200 && res.statusCode < 300;

const describeRes = (res: LightMyRequestResponse) => {
  const error = res.headers["content-type"]?.toString().includes("json")
    ? (res.json() as { error?: string }).error
    : undefined;
  return error ? `${res.statusCode} ${error}` : `${res.statusCode}`;
};

const leaks = (res: LightMyRequestResponse, markers: string[]) => markers.filter((m) => res.body.includes(m));

/** One caller, one fresh set of rows: "allowed", or the status (and error code) it got instead. */
const callAs = async (key: string, row: RouteRow, caller: MatrixCaller): Promise<string> => {
  const owner = await makeOwner(t);
  const who = await signInCaller(t, caller, owner);
  const f = fixtureFor(owner, who.userid);
  const res = await t.call(who.token, await row.build(f));
  if (!ok(row, res)) return describeRes(res);
  // The owner's own list must show the row: otherwise the stranger check below would prove nothing.
  if (row.scope === "list" && isExternal(caller) && leaks(res, f.markers).length === 0) {
    return `allowed, but its own row ${f.markers.join()} is missing (${key})`;
  }
  return "allowed";
};

const expectedFor = (row: RouteRow, caller: MatrixCaller) =>
  row.allowed.includes(caller) ? "allowed" : caller === "anonymous" ? "401 unauthorized" : "403 forbidden";

describe("route × role matrix from the OpenAPI document", () => {
  it("has exactly one table row for every /api route", () => {
    const documented = operations.map((o) => o.key);
    const missing = documented.filter((k) => !(k in ROUTE_TABLE));
    const stale = Object.keys(ROUTE_TABLE).filter((k) => !documented.includes(k));
    expect(
      { missing, stale },
      "add a ROUTE_TABLE row (src/test/matrix/route-table.ts) for each new route",
    ).toEqual({ missing: [], stale: [] });
  });

  it.each(operations.map((o) => o.key))("%s", async (key) => {
    const row = ROUTE_TABLE[key];
    if (!row) throw new Error(`${key} has no row in ROUTE_TABLE (src/test/matrix/route-table.ts)`);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const caller of MATRIX_CALLERS) {
      expected[caller] = expectedFor(row, caller);
      actual[caller] = await callAs(key, row, caller);
    }
    // A refused caller may also be told the row does not exist (row scope), never given it.
    for (const caller of MATRIX_CALLERS) {
      if (expected[caller] !== "allowed" && row.scope && actual[caller]?.startsWith("404")) {
        actual[caller] = expected[caller] ?? "";
      }
    }
    expect(actual, key).toEqual(expected);
  });
});

const scoped = Object.entries(ROUTE_TABLE).filter(
  ([, row]) => row.scope !== undefined && row.allowed.some((c) => isExternal(c)),
);

describe("a second vendor / customer never gets another's rows", () => {
  it.each(scoped.map(([key]) => key))("%s", async (key) => {
    const row = ROUTE_TABLE[key];
    if (!row?.scope) throw new Error(`${key} is not row-scoped`);
    const outcome: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of row.allowed.filter((c) => isExternal(c))) {
      const owner = await makeOwner(t);
      const f = fixtureFor(owner, null);
      const request = await row.build(f);
      // Same role, but linked to another (fresh) vendor / customer.
      const stranger = await signInCaller(t, caller, await makeOwner(t));
      const res = await t.call(stranger.token, request);
      const leaked = leaks(res, f.markers);
      const refused = res.statusCode === 403 || res.statusCode === 404;
      const fine =
        row.scope === "row" ? refused && leaked.length === 0 : res.statusCode < 500 && leaked.length === 0;
      expected[caller] = row.scope === "row" ? "refused (403/404), nothing leaked" : "no foreign rows";
      outcome[caller] = fine
        ? expected[caller]
        : `${describeRes(res)}${leaked.length ? ` leaked ${leaked.join()}` : ""}`;
    }
    expect(outcome, key).toEqual(expected);
  });
});
