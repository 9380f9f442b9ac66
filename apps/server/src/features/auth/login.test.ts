import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // A generous limit: this file makes many sign-in attempts; the limit itself is tested in rate-limit.test.ts.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000", PASSWORD_MAX_AGE_DAYS: "90" });
});
afterAll(() => t?.close());

const PASSWORD = "correct horse battery staple";
const login = (payload: object) => t.call(null, { method: "POST", url: "/api/auth/login", payload });
const BAD_CREDENTIALS = { error: "invalid_credentials", message: "The email or password is incorrect." };

describe("POST /api/auth/login (built-in identity provider)", () => {
  it("returns a token, its lifetime and the user; the token verifies against the published JWKS", async () => {
    const user = await makeUser(t.db, { roles: ["AccountingAdmin"], password: PASSWORD });
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { accessToken: string; expiresIn: number; user: Record<string, unknown> };
    expect(body.expiresIn).toBe(t.ctx.config.ACCESS_TOKEN_TTL_SECONDS);
    expect(body.user).toMatchObject({
      id: user.id,
      name: `Test ${user.lastname}`,
      email: user.email,
      roles: ["AccountingAdmin"],
      permissions: user.permissions,
    });

    const jwks = (
      await t.call(null, { method: "GET", url: "/.well-known/jwks.json" })
    ).json() as JSONWebKeySet;
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const { payload, protectedHeader } = await jwtVerify(body.accessToken, createLocalJWKSet(jwks));
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload).toMatchObject({
      sub: String(user.id),
      email: user.email,
      roles: ["AccountingAdmin"],
      permissions: user.permissions,
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(body.expiresIn);

    const me = await t.call(body.accessToken, { method: "GET", url: "/api/auth/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ...body.user, vendorid: null, customerid: null });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const user = await makeUser(t.db, { password: PASSWORD });
    const wrong = await login({ email: user.email, password: "not the password" });
    const unknown = await login({ email: `nobody-${user.id}@example.test`, password: PASSWORD });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
    expect(unknown.json()).toEqual(BAD_CREDENTIALS);
  });

  it("refuses an account without a password (external-only user)", async () => {
    const user = await makeUser(t.db);
    expect((await login({ email: user.email, password: PASSWORD })).json()).toEqual(BAD_CREDENTIALS);
  });

  it.each([
    ["blocked", { blocked: true }],
    ["inactive", { isactive: false }],
  ])("refuses a %s account", async (_label, over) => {
    const user = await makeUser(t.db, { password: PASSWORD, ...over });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "account_disabled" });
  });

  it("refuses a password older than PASSWORD_MAX_AGE_DAYS with 'Password Expired'", async () => {
    const old = new Date(Date.now() - 91 * 86_400_000);
    const user = await makeUser(t.db, { password: PASSWORD, passwordchangeddate: old });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "password_expired", message: "Password Expired" });

    const recent = await makeUser(t.db, {
      password: PASSWORD,
      passwordchangeddate: new Date(Date.now() - 89 * 86_400_000),
    });
    expect((await login({ email: recent.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ["both missing", {}, ["email", "password"]],
    ["e-mail missing", { password: PASSWORD }, ["email"]],
    ["password missing", { email: "a@example.test" }, ["password"]],
    ["both empty", { email: " ", password: "" }, ["email", "password"]],
    ["e-mail malformed", { email: "not-an-email", password: PASSWORD }, ["email"]],
    ["e-mail too long", { email: `${"a".repeat(243)}@example.test`, password: PASSWORD }, ["email"]],
    ["password too long", { email: "a@example.test", password: "x".repeat(1025) }, ["password"]],
    ["wrong types", { email: 5, password: ["x"] }, ["email", "password"]],
  ])("answers 400 naming the bad fields when %s", async (_label, payload, fields) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("validation");
    expect(Object.keys(body.fields).sort()).toEqual(fields);
  });

  it("names missing fields as required", async () => {
    const body = (await login({})).json() as { fields: Record<string, string> };
    expect(body.fields).toEqual({ email: "Email is required.", password: "Password is required." });
  });

  it("accepts a 254-character e-mail and a 1024-character password", async () => {
    const email = `${"a".repeat(254 - "@example.test".length - 8)}${Date.now().toString().slice(-8)}@example.test`;
    expect(email).toHaveLength(254);
    const res = await login({ email, password: "x".repeat(1024) });
    expect(res.json()).toEqual(BAD_CREDENTIALS);
  });
});
