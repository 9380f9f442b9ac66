import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppConfig, loadConfig } from "../../config.ts";
import { type OidcTestProvider, startOidcProvider } from "../../test/oidc-provider.ts";
import type { AppError } from "../errors.ts";
import { createOidcVerifier } from "./oidc.ts";

let idp: OidcTestProvider;
beforeAll(async () => {
  idp = await startOidcProvider();
});
afterAll(() => idp?.close());

const configFor = (env: Record<string, string>): AppConfig => loadConfig({ LOG_LEVEL: "silent", ...env });

/** A one-route HTTP server answering the discovery path with `doc`. */
const serveDiscovery = async (doc: (base: string) => unknown) => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on("request", (_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(doc(base)));
  });
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const rejection = async (p: Promise<unknown>): Promise<AppError> => {
  try {
    await p;
  } catch (err) {
    return err as AppError;
  }
  throw new Error("expected a rejection");
};

describe("createOidcVerifier", () => {
  it("verifies a provider token found through discovery (also with a trailing slash on the issuer)", async () => {
    const verifier = await createOidcVerifier(configFor({ ...idp.env, OIDC_ISSUER: `${idp.issuer}/` }));
    const token = await idp.token({
      sub: "user-1",
      email: "u@example.test",
      roles: ["Admin"],
      permissions: ["admin"],
    });
    await expect(verifier.verify(token)).resolves.toEqual({
      subject: "user-1",
      email: "u@example.test",
      emailVerified: true,
      roles: ["Admin"],
      permissions: ["admin"],
      local: false,
    });
  });

  it("refuses symmetric and unsigned tokens even when they name the provider's key", async () => {
    const verifier = await createOidcVerifier(configFor(idp.env));
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", kid: idp.kid })
      .setIssuer(idp.issuer)
      .setAudience(idp.audience)
      .setSubject("x")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("a-secret-someone-guessed-0123456789"));
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(
      JSON.stringify({ iss: idp.issuer, aud: idp.audience, sub: "x", exp: 2e9 }),
    ).toString("base64url")}.`;
    for (const token of [hs, none]) {
      expect(await rejection(verifier.verify(token))).toMatchObject({ code: "invalid_token", status: 401 });
    }
  });

  it("refuses a token from the right provider with another issuer configured", async () => {
    const other = await startOidcProvider();
    try {
      const verifier = await createOidcVerifier(configFor(other.env));
      const token = await idp.token({ sub: "x", roles: ["Admin"] });
      expect(await rejection(verifier.verify(token))).toMatchObject({ code: "invalid_token" });
    } finally {
      await other.close();
    }
  });

  it("fails at start with a clear error when discovery fails", async () => {
    const closed = await serveDiscovery(() => ({}));
    await closed.close();
    await expect(createOidcVerifier(configFor({ ...idp.env, OIDC_ISSUER: closed.base }))).rejects.toThrow(
      /^OIDC discovery failed for OIDC_ISSUER=http:\/\/127\.0\.0\.1:\d+ .*reachable/,
    );

    const bad = await serveDiscovery(() => ({ issuer: "x" }));
    await expect(createOidcVerifier(configFor({ ...idp.env, OIDC_ISSUER: bad.base }))).rejects.toThrow(
      /no valid issuer and jwks_uri/,
    );
    await bad.close();

    const impostor = await serveDiscovery(() => ({ issuer: idp.issuer, jwks_uri: `${idp.issuer}/jwks` }));
    await expect(createOidcVerifier(configFor({ ...idp.env, OIDC_ISSUER: impostor.base }))).rejects.toThrow(
      /names another issuer/,
    );
    await impostor.close();
  });

  it("answers 503, not 401, when the provider's keys cannot be fetched", async () => {
    const gone = await startOidcProvider();
    const verifier = await createOidcVerifier(configFor(gone.env));
    const token = await gone.token({ sub: "x", roles: ["Admin"] });
    await gone.close();
    expect(await rejection(verifier.verify(token))).toMatchObject({ code: "idp_unavailable", status: 503 });
  });

  it("requires OIDC_AUDIENCE", async () => {
    await expect(createOidcVerifier(configFor({ OIDC_ISSUER: idp.issuer }))).rejects.toThrow(/OIDC_AUDIENCE/);
  });
});
