import { PERMISSIONS, ROLES } from "@fm/domain";
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import type { AppConfig } from "../../config.ts";
import type { TokenVerifier, VerifiedClaims } from "./auth-user.ts";
import { readClaim, readString, stringList } from "./claims.ts";
import { identityProviderUnavailable, invalidToken, tokenExpired } from "./token-errors.ts";

/** Asymmetric algorithms only: never "none", never HS* (a shared secret would let anyone holding it mint tokens). */
export const OIDC_ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
  "Ed25519",
];

/** Seconds of clock skew accepted between us and the provider on exp, nbf and iat. */
export const OIDC_CLOCK_TOLERANCE_SECONDS = 30;
const DISCOVERY_TIMEOUT_MS = 10_000;

const Discovery = z.object({ issuer: z.string().min(1), jwks_uri: z.url() });
export type OidcDiscovery = z.infer<typeof Discovery>;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Fetches `<issuer>/.well-known/openid-configuration`; any failure is a startup error naming the issuer. */
export const discover = async (issuer: string): Promise<OidcDiscovery> => {
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  const fail = (why: string) =>
    new Error(
      `OIDC discovery failed for OIDC_ISSUER=${issuer} (${url}): ${why}. ` +
        "Check the issuer URL and that the identity provider is reachable from this server.",
    );
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!res.ok) throw fail(`HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("OIDC discovery failed")) throw err;
    throw fail(err instanceof Error ? err.message : String(err));
  }
  const parsed = Discovery.safeParse(body);
  if (!parsed.success) throw fail("the document has no valid issuer and jwks_uri");
  if (withoutTrailingSlash(parsed.data.issuer) !== withoutTrailingSlash(issuer)) {
    throw fail(`the document names another issuer (${parsed.data.issuer})`);
  }
  return parsed.data;
};

export interface ClaimNames {
  roles: string;
  permissions: string;
  email: string;
  emailVerified: string;
}

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);
const KNOWN_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSIONS);

/**
 * Maps a verified payload to our claims. Only the catalogue's roles and permissions are kept: a provider's
 * own entries ("offline_access", "openid", "default-roles-…") must not make a user look like staff.
 * The e-mail counts as verified only when the provider says `email_verified: true`: an account is linked by
 * e-mail on nothing less (issue 29: a token without the claim took the admin account).
 */
export const claimsFromPayload = (payload: JWTPayload, names: ClaimNames): VerifiedClaims => {
  if (typeof payload.sub !== "string" || payload.sub.length === 0) throw invalidToken();
  return {
    subject: payload.sub,
    email: readString(payload, names.email),
    emailVerified: readClaim(payload, names.emailVerified) === true,
    roles: stringList(readClaim(payload, names.roles)).filter((r) => KNOWN_ROLES.has(r)),
    permissions: stringList(readClaim(payload, names.permissions)).filter((p) => KNOWN_PERMISSIONS.has(p)),
    local: false,
  };
};

const isNetworkFailure = (err: unknown) =>
  err instanceof joseErrors.JWKSTimeout ||
  (err instanceof TypeError && /fetch failed/i.test(err.message)) ||
  (err instanceof Error && err.name === "AbortError");

/**
 * Verifies access tokens (JWT) of an external OpenID Connect provider: issuer discovery at start, then
 * signatures against the provider's JWKS (fetched over HTTP, cached, re-fetched by jose when a token names
 * an unknown key id, so key rotation needs no restart), issuer, audience, algorithm, exp and nbf.
 */
export const createOidcVerifier = async (config: AppConfig): Promise<TokenVerifier> => {
  if (!config.OIDC_ISSUER) throw new Error("OIDC_ISSUER is not set");
  if (!config.OIDC_AUDIENCE) {
    throw new Error("OIDC_AUDIENCE is required with OIDC_ISSUER: the API identifier its access tokens carry");
  }
  const audience = config.OIDC_AUDIENCE;
  const metadata = await discover(config.OIDC_ISSUER);
  const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));
  const names: ClaimNames = {
    roles: config.OIDC_ROLES_CLAIM,
    permissions: config.OIDC_PERMISSIONS_CLAIM,
    email: config.OIDC_EMAIL_CLAIM,
    emailVerified: config.OIDC_EMAIL_VERIFIED_CLAIM,
  };

  return {
    async verify(token: string): Promise<VerifiedClaims> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: metadata.issuer,
          audience,
          algorithms: OIDC_ALGORITHMS,
          clockTolerance: OIDC_CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ["sub", "exp"],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
        if (isNetworkFailure(err)) throw identityProviderUnavailable();
        throw invalidToken();
      }
      return claimsFromPayload(payload, names);
    },
  };
};
