import { ROLES, type Role } from "@fm/domain";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { makeCustomer, makeVendor, signIn } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

export type Caller = "anonymous" | Role;
export const CALLERS: readonly Caller[] = ["anonymous", ...ROLES];
export const STAFF: readonly Role[] = ["Admin", "AccountingAdmin", "Dispatchers"];
export const EVERYONE: readonly Role[] = ROLES;

type Outcome = "allowed" | 401 | 403 | number;

export interface MatrixCase {
  request: InjectOptions;
  /** Roles whose call must succeed (2xx); anonymous must get 401, every other role 403. */
  allowed: readonly Caller[];
}

/** A caller with the role's default permissions, linked to a vendor/customer where the role needs one. */
export const tokenFor = async (t: TestApp, caller: Caller): Promise<string | null> => {
  if (caller === "anonymous") return null;
  const vendorid = caller === "Vendor" || caller === "Tech" ? (await makeVendor(t.db)).id : null;
  const customerid = caller === "Customer" ? (await makeCustomer(t.db)).id : null;
  return (await signIn(t, { roles: [caller], vendorid, customerid })).token;
};

/**
 * Calls one route as every role (and anonymously) and asserts the whole matrix at once,
 * so a failure shows every caller whose answer was wrong.
 */
export const expectPermissionMatrix = async (t: TestApp, c: MatrixCase) => {
  const expected: Record<string, Outcome> = {};
  const actual: Record<string, Outcome> = {};
  for (const caller of CALLERS) {
    const isAllowed = c.allowed.includes(caller);
    expected[caller] = isAllowed ? "allowed" : caller === "anonymous" ? 401 : 403;
    const res = await t.call(await tokenFor(t, caller), c.request);
    actual[caller] = res.statusCode >= 200 && res.statusCode < 300 ? "allowed" : res.statusCode;
  }
  expect(actual, `${c.request.method} ${c.request.url}`).toEqual(expected);
};
