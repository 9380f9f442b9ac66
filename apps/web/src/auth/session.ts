/** The signed-in session: pure logic, no React and no browser globals (tested in node). */
import type { SessionUser } from "@fm/domain/contracts";

export type { SessionUser };

export interface Session {
  token: string;
  /** Epoch milliseconds after which the access token is no longer valid. */
  expiresAt: number;
  /** Opaque, single-use token that renews the access token (POST /api/auth/refresh). */
  refreshToken?: string;
  /** Epoch milliseconds at which the server-side session ends: no renewal after it. */
  refreshExpiresAt?: number;
  user: SessionUser;
}

/** The sign-in answer (the contract's LoginResponse; an external identity provider may leave out the refresh token). */
export interface LoginResult {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  refreshToken?: string;
  /** Seconds until the session ends. */
  refreshExpiresIn?: number;
  user: SessionUser;
}

export const SESSION_STORAGE_KEY = "fm.session";

/** Treat a token as expired a little early so a request never leaves with a token about to lapse. */
export const EXPIRY_SKEW_MS = 5_000;

export const sessionFromLogin = (result: LoginResult, now: number): Session => ({
  token: result.accessToken,
  expiresAt: now + result.expiresIn * 1000,
  ...(result.refreshToken && result.refreshExpiresIn !== undefined
    ? { refreshToken: result.refreshToken, refreshExpiresAt: now + result.refreshExpiresIn * 1000 }
    : {}),
  user: result.user,
});

/** The access token has (about) lapsed: renew it before the next call, or sign out when it cannot be. */
export const isSessionExpired = (session: Session, now: number): boolean =>
  now >= session.expiresAt - EXPIRY_SKEW_MS;

/** Whether the access token can still be renewed. */
export const canRefresh = (session: Session, now: number): boolean =>
  session.refreshToken !== undefined &&
  session.refreshExpiresAt !== undefined &&
  now < session.refreshExpiresAt - EXPIRY_SKEW_MS;

/** The sign-in is over: the access token lapsed and cannot be renewed (spec 1 §8: clear it, sign out). */
export const isSessionOver = (session: Session, now: number): boolean =>
  isSessionExpired(session, now) && !canRefresh(session, now);

/** Milliseconds until the sign-in is over (0 when it is): the session end with a refresh token, else the token's. */
export const msUntilSessionEnd = (session: Session, now: number): number =>
  session.refreshToken !== undefined && session.refreshExpiresAt !== undefined
    ? Math.max(0, session.refreshExpiresAt - EXPIRY_SKEW_MS - now)
    : msUntilExpiry(session, now);

/** Milliseconds until the session counts as expired (0 when already expired). */
export const msUntilExpiry = (session: Session, now: number): number =>
  Math.max(0, session.expiresAt - EXPIRY_SKEW_MS - now);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === "string");
const isIdOrNull = (v: unknown): v is number | null => v === null || typeof v === "number";

export const isSessionUser = (v: unknown): v is SessionUser =>
  isRecord(v) &&
  typeof v.id === "number" &&
  typeof v.name === "string" &&
  typeof v.email === "string" &&
  isStringArray(v.roles) &&
  isStringArray(v.permissions) &&
  isIdOrNull(v.vendorid ?? null) &&
  isIdOrNull(v.customerid ?? null);

/** Parses what localStorage holds; anything malformed counts as no session. */
export const parseStoredSession = (raw: string | null): Session | null => {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v) || typeof v.token !== "string" || v.token === "") return null;
    if (typeof v.expiresAt !== "number" || !Number.isFinite(v.expiresAt)) return null;
    if (!isSessionUser(v.user)) return null;
    const refresh =
      typeof v.refreshToken === "string" &&
      v.refreshToken !== "" &&
      typeof v.refreshExpiresAt === "number" &&
      Number.isFinite(v.refreshExpiresAt)
        ? { refreshToken: v.refreshToken, refreshExpiresAt: v.refreshExpiresAt }
        : {};
    return {
      token: v.token,
      expiresAt: v.expiresAt,
      ...refresh,
      user: { ...v.user, vendorid: v.user.vendorid ?? null, customerid: v.user.customerid ?? null },
    };
  } catch {
    return null;
  }
};

/** The stored session if the sign-in is still valid at `now` (its access token may need renewing), else null. */
export const validSession = (session: Session | null, now: number): Session | null =>
  session && !isSessionOver(session, now) ? session : null;

/** Renew the access token this long before it lapses, so calls never wait for a renewal. */
export const RENEW_AHEAD_MS = 60_000;

/**
 * When to renew the access token (null: never, it lives until the sign-in ends or cannot be renewed) and
 * when the sign-in ends, in milliseconds from `now`.
 */
export const planSessionTimers = (
  session: Session,
  now: number,
): { renewIn: number | null; endIn: number } => {
  const endIn = msUntilSessionEnd(session, now);
  const lapsesFirst = session.refreshExpiresAt !== undefined && session.expiresAt < session.refreshExpiresAt;
  if (!lapsesFirst || !canRefresh(session, now)) return { renewIn: null, endIn };
  const renewIn = Math.max(0, msUntilExpiry(session, now) - RENEW_AHEAD_MS);
  return { renewIn: renewIn < endIn ? renewIn : null, endIn };
};
