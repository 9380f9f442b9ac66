import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema/index.ts";
import { LocalIdentityProvider } from "../../platform/auth/local-idp.ts";
import { makeCustomer, makeVendor, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const me = (token: string | null, headers: Record<string, string> = {}) =>
  t.call(token, { method: "GET", url: "/api/auth/me", headers });
const INVALID = { error: "invalid_token", message: "The access token is not valid." };

describe("bearer tokens of the built-in identity provider", () => {
  it("GET /api/auth/me returns the signed-in user with the token's roles and permissions", async () => {
    const vendor = await makeVendor(t.db);
    const { user, token } = await signIn(t, { roles: ["Tech"], vendorid: vendor.id });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: `Test ${user.lastname}`,
      email: user.email,
      roles: ["Tech"],
      permissions: ["view:vendorworkorder"],
      vendorid: vendor.id,
      customerid: null,
    });
  });

  it("links a customer user to its customer", async () => {
    const customer = await makeCustomer(t.db);
    const { token } = await signIn(t, { roles: ["Customer"], customerid: customer.id });
    expect((await me(token)).json()).toMatchObject({ customerid: customer.id, vendorid: null });
  });

  it("answers 401 without a token, or with another scheme", async () => {
    const { token } = await signIn(t);
    for (const res of [await me(null), await me(null, { authorization: `Basic ${token}` })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "unauthorized" });
    }
  });

  it.each([
    ["garbage", "not-a-token"],
    ["a JWT-shaped string", "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0."],
  ])("answers 401 invalid_token for %s", async (_label, token) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it("answers 401 invalid_token for a token signed by another key", async () => {
    const { user } = await signIn(t, { roles: ["Admin"] });
    const other = await LocalIdentityProvider.open({ keyDir: null, ttlSeconds: 600 });
    const forged = await other.issue({
      ...user,
      name: "x",
      roles: ["Admin"],
      permissions: ["admin"],
      sessionId: randomUUID(),
      tokenVersion: user.tokenversion,
    });
    expect((await me(forged)).json()).toEqual(INVALID);
  });

  it("answers 401 token_expired, with the expiry message, once the token's lifetime has passed", async () => {
    const { token } = await signIn(t);
    expect((await me(token)).statusCode).toBe(200);
    vi.useFakeTimers({
      toFake: ["Date"],
      now: Date.now() + (t.ctx.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000,
    });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: "token_expired",
      message: "Your session has expired. Sign in again.",
    });
  });

  it("answers 401 for a still-valid token of a user blocked or deactivated since", async () => {
    for (const change of [{ blocked: true }, { isactive: false }]) {
      const { user, token } = await signIn(t);
      expect((await me(token)).statusCode).toBe(200);
      await t.db.update(users).set(change).where(eq(users.id, user.id));
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "account_disabled" });
    }
  });

  it("answers 401 for a token of a deleted user", async () => {
    const { user, token } = await signIn(t);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await me(token)).json()).toMatchObject({ error: "unknown_user" });
  });

  it("answers 403 when the token's role lacks the route's access", async () => {
    const { token } = await signIn(t, { roles: ["Customer"], customerid: (await makeCustomer(t.db)).id });
    const res = await t.call(token, { method: "GET", url: "/api/user/getdispatchers" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "forbidden", message: "You do not have permission to do this." });
  });

  it("serves the public JWKS without private key material", async () => {
    const res = await t.call(null, { method: "GET", url: "/.well-known/jwks.json" });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(keys[0]).not.toHaveProperty("d");
  });
});
