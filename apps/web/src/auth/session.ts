/** The signed-in session: pure logic, no React and no browser globals (tested in node). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  vendorid: number | null;
  customerid: number | null;
}

export interface Session {
  token: string;
  /** Epoch milliseconds after which the access token is no longer valid. */
  expiresAt: number;
  user: SessionUser;
}

export interface LoginResult {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  user: SessionUser;
}

export const SESSION_STORAGE_KEY = "fm.session";

/** Treat a token as expired a little early so a request never leaves with a token about to lapse. */
export const EXPIRY_SKEW_MS = 5_000;

export const sessionFromLogin = (result: LoginResult, now: number): Session => ({
  token: result.accessToken,
  expiresAt: now + result.expiresIn * 1000,
  user: result.user,
});

export const isSessionExpired = (session: Session, now: number): boolean =>
  now >= session.expiresAt - EXPIRY_SKEW_MS;

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
    return {
      token: v.token,
      expiresAt: v.expiresAt,
      user: { ...v.user, vendorid: v.user.vendorid ?? null, customerid: v.user.customerid ?? null },
    };
  } catch {
    return null;
  }
};

/** The stored session if it is still valid at `now`, else null. */
export const validSession = (session: Session | null, now: number): Session | null =>
  session && !isSessionExpired(session, now) ? session : null;
