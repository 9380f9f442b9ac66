import { randomUUID } from "node:crypto";
import { exportJWK, exportPKCS8, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { keyFromText, LOCAL_AUDIENCE, LOCAL_ISSUER, LocalIdentityProvider } from "./local-idp.ts";

const subject = {
  id: 42,
  email: "a@example.test",
  name: "A B",
  roles: ["Admin"],
  permissions: ["admin"],
  sessionId: randomUUID(),
  tokenVersion: 3,
};

const privateKeyPair = async () => generateKeyPair("ES256", { extractable: true });

describe("the built-in identity provider's signing key", () => {
  it("two instances configured with one JWK accept each other's tokens and publish the same key id", async () => {
    const { privateKey } = await privateKeyPair();
    const jwk = JSON.stringify(await exportJWK(privateKey));
    const a = await LocalIdentityProvider.open({ keyDir: null, ttlSeconds: 60, signingKey: jwk });
    const b = await LocalIdentityProvider.open({ keyDir: null, ttlSeconds: 60, signingKey: jwk });
    const claims = await b.verify(await a.issue(subject));
    expect(claims).toMatchObject({
      subject: "42",
      sessionId: subject.sessionId,
      tokenVersion: 3,
      local: true,
    });
    expect(a.jwks()).toEqual(b.jwks());
    expect(a.jwks().keys[0]).not.toHaveProperty("d");
  });

  it("accepts a PKCS#8 PEM as well", async () => {
    const { privateKey } = await privateKeyPair();
    const pem = await exportPKCS8(privateKey);
    const fromPem = await LocalIdentityProvider.open({ keyDir: null, ttlSeconds: 60, signingKey: pem });
    const fromJwk = await LocalIdentityProvider.open({
      keyDir: null,
      ttlSeconds: 60,
      signingKey: JSON.stringify(await exportJWK(privateKey)),
    });
    expect((await fromJwk.verify(await fromPem.issue(subject))).subject).toBe("42");
  });

  it("refuses a public key, another curve or garbage with a message naming the variable", async () => {
    const { publicKey } = await privateKeyPair();
    const rsa = await generateKeyPair("RS256", { extractable: true });
    for (const text of [
      JSON.stringify(await exportJWK(publicKey)),
      JSON.stringify(await exportJWK(rsa.privateKey)),
      "not a key",
    ]) {
      await expect(keyFromText(text)).rejects.toThrow(/JWT_SIGNING_KEY/);
    }
  });

  it("refuses a correctly signed token without a session id or token version", async () => {
    const { privateKey } = await privateKeyPair();
    const idp = await LocalIdentityProvider.open({
      keyDir: null,
      ttlSeconds: 60,
      signingKey: JSON.stringify(await exportJWK(privateKey)),
    });
    const kid = idp.jwks().keys[0]?.kid ?? "";
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid })
        .setIssuer(LOCAL_ISSUER)
        .setAudience(LOCAL_AUDIENCE)
        .setSubject("42")
        .setIssuedAt()
        .setExpirationTime("60s")
        .sign(privateKey);
    await expect(idp.verify(await sign({ sid: subject.sessionId, tv: 0 }))).resolves.toMatchObject({
      sessionId: subject.sessionId,
    });
    for (const claims of [{}, { tv: 0 }, { sid: subject.sessionId }, { sid: "not-a-uuid", tv: 0 }]) {
      await expect(idp.verify(await sign(claims))).rejects.toMatchObject({ code: "invalid_token" });
    }
  });
});

describe("verified tokens kept between requests", () => {
  it("answers a repeated token with the same claims, refuses it once expired, and never keeps a bad one", async () => {
    const idp = await LocalIdentityProvider.open({ keyDir: null, ttlSeconds: 2, signingKey: null });
    const token = await idp.issue(subject);
    const first = await idp.verify(token);
    const again = await idp.verify(token);
    expect(again).toEqual(first);
    // Each caller gets its own copy: changing one request's roles cannot leak into the next.
    again.roles.push("Intruder");
    expect((await idp.verify(token)).roles).toEqual(["Admin"]);
    // A token with a tampered signature is refused every time, even after its genuine twin was verified.
    const forged = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    await expect(idp.verify(forged)).rejects.toMatchObject({ code: "invalid_token" });
    await expect(idp.verify(forged)).rejects.toMatchObject({ code: "invalid_token" });
    // Past its exp (2 s) the kept token is refused as expired, like a fresh verification would.
    await new Promise((r) => setTimeout(r, 2100));
    await expect(idp.verify(token)).rejects.toMatchObject({ code: "token_expired" });
    await expect(idp.verify(token)).rejects.toMatchObject({ code: "token_expired" });
  });
});
