import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiTokens, users } from "../../db/schema/index.ts";
import { AppError } from "../errors.ts";
import { tokenPrincipal } from "./api-token-principal.ts";
import type { AuthUser } from "./auth-user.ts";
import { hitRateLimit, RateLimitedError } from "./rate-limit-store.ts";

/** Every API token starts with it, so a secret scanner (and a person) recognises one. */
export const API_TOKEN_PREFIX = "fmd_";

export const isApiToken = (bearerToken: string): boolean => bearerToken.startsWith(API_TOKEN_PREFIX);

/** What is stored of a token: its SHA-256 (the secret is 32 random bytes, so no slow hash is needed). */
export const hashApiToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const revokedOrUnknown = () =>
  new AppError("invalid_token", 401, "The API token is not valid or was revoked.");
const expired = () => new AppError("token_expired", 401, "The API token has expired.");

/** last-used is written at most once a minute per token (unless the address changes): no write per request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The user an `Authorization: Bearer fmd_…` request acts as (issue 33): its owner narrowed to its scopes
 * (tokenPrincipal). 401 for an unknown, revoked or expired token or a disabled owner; 429 past the token's
 * requests per minute (counted in `ratelimits`, shared by every instance).
 */
export const apiTokenUser = async (db: Db, token: string, ip: string, now: Date): Promise<AuthUser> => {
  const [row] = await db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      vendorid: apiTokens.vendorid,
      customerid: apiTokens.customerid,
      ratelimitperminute: apiTokens.ratelimitperminute,
      expiresat: apiTokens.expiresat,
      revokedat: apiTokens.revokedat,
      lastusedat: apiTokens.lastusedat,
      lastusedip: apiTokens.lastusedip,
      owner: {
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        roles: users.roles,
        permissions: users.permissions,
        vendorid: users.vendorid,
        customerid: users.customerid,
        isactive: users.isactive,
        blocked: users.blocked,
      },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userid))
    .where(eq(apiTokens.secrethash, hashApiToken(token)))
    .limit(1);
  if (!row || row.revokedat) throw revokedOrUnknown();
  if (row.expiresat && row.expiresat <= now) throw expired();
  if (!row.owner.isactive || row.owner.blocked) {
    throw new AppError("account_disabled", 401, "This account is not active. Contact your administrator.");
  }
  const hit = await hitRateLimit(db, `apitoken:${row.id}`, row.ratelimitperminute, 60_000, now);
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, "API requests");
  if (
    !row.lastusedat ||
    row.lastusedip !== ip ||
    now.getTime() - row.lastusedat.getTime() >= LAST_USED_EVERY_MS
  ) {
    await db.update(apiTokens).set({ lastusedat: now, lastusedip: ip }).where(eq(apiTokens.id, row.id));
  }
  const principal = tokenPrincipal(row.owner, row);
  return {
    id: row.owner.id,
    email: row.owner.email,
    name: `${row.owner.firstname} ${row.owner.lastname}`.trim(),
    ...principal,
    apitokenid: row.id,
  };
};
