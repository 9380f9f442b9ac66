import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { makeUser } from "../../test/factories.ts";
import { type OidcTestProvider, startOidcProvider, TEST_ROLES_CLAIM } from "../../test/oidc-provider.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let idp: OidcTestProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider();
  t = await createTestApp(idp.env);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const me = (token: string) => t.call(token, { method: "GET", url: "/api/auth/me" });
const dispatchers = (token: string) => t.call(token, { method: "GET", url: "/api/user/getdispatchers" });
const externalSubject = async (id: number) =>
  (await t.db.select({ s: users.externalsubject }).from(users).where(eq(users.id, id)))[0]?.s;
const subject = () => `auth0|${randomUUID()}`;

/** A token from a key the provider never published, claiming to be the provider. */
const forgedToken = async (kid: string, sub: string, email: string) => {
  const { privateKey } = await generateKeyPair("RS256");
  return new SignJWT({ [TEST_ROLES_CLAIM]: ["Admin"], "https://fm.example/email": email })
    .setProtectedHeader({ alg: "RS256", kid, typ: "at+jwt" })
    .setIssuer(idp.issuer)
    .setAudience(idp.audience)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(privateKey);
};

describe("sign-in through an external OpenID Connect provider", () => {
  it("accepts the provider's token, links the user by e-mail and takes roles/permissions from the claims", async () => {
    const user = await makeUser(t.db, { roles: ["Customer"], permissions: [] });
    const sub = subject();
    const token = await idp.token({
      sub,
      email: user.email.toUpperCase(),
      roles: ["Dispatchers", "offline_access"],
      permissions: ["read:workorders", "openid"],
    });

    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      roles: ["Dispatchers"],
      permissions: ["read:workorders"],
    });
    expect(await externalSubject(user.id)).toBe(sub);
    expect((await dispatchers(token)).statusCode).toBe(200);

    // Once linked, the subject alone finds the user, even without an e-mail claim.
    const again = await idp.token({ sub, roles: ["Dispatchers"] });
    expect((await me(again)).json()).toMatchObject({ id: user.id });
  });

  it("reads permissions given as a space-separated string (OAuth scope style)", async () => {
    const user = await makeUser(t.db);
    const token = await idp.token({
      sub: subject(),
      email: user.email,
      roles: ["AccountingAdmin"],
      permissions: "view:reports approve:vendorinvoice",
    });
    expect((await me(token)).json()).toMatchObject({
      permissions: ["view:reports", "approve:vendorinvoice"],
    });
  });

  it("answers 403 when the token's roles lack the route's access, whatever the user row says", async () => {
    const user = await makeUser(t.db, { roles: ["Admin"] });
    const token = await idp.token({ sub: subject(), email: user.email, roles: ["Vendor"], permissions: [] });
    expect((await me(token)).statusCode).toBe(200);
    const res = await dispatchers(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "forbidden" });
  });

  it("rejects a token issued for another audience", async () => {
    const user = await makeUser(t.db);
    const token = await idp.token({
      sub: subject(),
      email: user.email,
      roles: ["Admin"],
      audience: "https://another-api.test",
    });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "invalid_token", message: "The access token is not valid." });
    expect(await externalSubject(user.id)).toBeNull();
  });

  it("rejects a token signed by another key, whether it names the provider's key id or an unknown one", async () => {
    const user = await makeUser(t.db);
    for (const kid of [idp.kid, "unknown-key"]) {
      const res = await me(await forgedToken(kid, subject(), user.email));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "invalid_token" });
    }
    expect(await externalSubject(user.id)).toBeNull();
  });

  it("rejects an expired token with the distinct expiry code and message", async () => {
    const user = await makeUser(t.db);
    const token = await idp.token({ sub: subject(), email: user.email, roles: ["Admin"], expired: true });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: "token_expired",
      message: "Your session has expired. Sign in again.",
    });
  });

  it("rejects a valid token of someone with no FM Dispatch account", async () => {
    const token = await idp.token({
      sub: subject(),
      email: `nobody-${randomUUID()}@example.test`,
      roles: ["Admin"],
    });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "unknown_user" });
  });

  it("never links an account already linked to another subject, nor by an unverified e-mail", async () => {
    const user = await makeUser(t.db);
    const first = subject();
    expect((await me(await idp.token({ sub: first, email: user.email, roles: ["Admin"] }))).statusCode).toBe(
      200,
    );
    const intruder = await idp.token({ sub: subject(), email: user.email, roles: ["Admin"] });
    expect((await me(intruder)).statusCode).toBe(401);
    expect(await externalSubject(user.id)).toBe(first);

    const other = await makeUser(t.db);
    const unverified = await idp.token({
      sub: subject(),
      email: other.email,
      roles: ["Admin"],
      extra: { email_verified: false },
    });
    expect((await me(unverified)).statusCode).toBe(401);
    expect(await externalSubject(other.id)).toBeNull();
  });

  it("refuses to link by an e-mail the provider does not vouch for (no email_verified claim), with a clear message", async () => {
    const admin = await makeUser(t.db, { roles: ["Admin"], permissions: ["admin"] });
    const sub = subject();
    const res = await me(
      await idp.token({ sub, email: admin.email, roles: ["Admin"], extra: { email_verified: undefined } }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: "unknown_user",
      message: expect.stringMatching(/not verified/),
    });
    expect(await externalSubject(admin.id)).toBeNull();
    // A string "true" is not a verification either.
    const stringy = await idp.token({
      sub,
      email: admin.email,
      roles: ["Admin"],
      extra: { email_verified: "true" },
    });
    expect((await me(stringy)).statusCode).toBe(401);
    expect(await externalSubject(admin.id)).toBeNull();
  });

  it("rejects a linked user who is now blocked", async () => {
    const user = await makeUser(t.db);
    const sub = subject();
    expect((await me(await idp.token({ sub, email: user.email, roles: ["Admin"] }))).statusCode).toBe(200);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const res = await me(await idp.token({ sub, email: user.email, roles: ["Admin"] }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "account_disabled" });
  });

  it("disables the built-in login", async () => {
    const res = await t.call(null, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "someone@example.test", password: "whatever" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "external_idp" });
  });
});
