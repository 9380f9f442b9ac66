import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { LoginResponse } from "@fm/domain/contracts";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { authSessions, refreshTokens, users } from "../../db/schema/index.ts";
import type { LocalIdentityProvider } from "../../platform/auth/local-idp.ts";
import { AppError } from "../../platform/errors.ts";

type UserRow = typeof users.$inferSelect;

export const hashRefreshToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const newRefreshToken = () => randomBytes(32).toString("base64url");

const refreshRefused = () =>
  new AppError("invalid_refresh_token", 401, "Your session has ended. Sign in again.");

/** What a sign-in or a refresh answers: a short-lived access token, the next refresh token, and the user. */
const issueTokens = async (
  idp: LocalIdentityProvider,
  user: UserRow,
  session: { id: string; expiresat: Date },
  refreshToken: string,
  now: Date,
): Promise<LoginResponse> => {
  const subject = {
    id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    roles: user.roles,
    permissions: user.permissions,
  };
  return {
    accessToken: await idp.issue({ ...subject, sessionId: session.id, tokenVersion: user.tokenversion }),
    expiresIn: idp.expiresIn,
    refreshToken,
    refreshExpiresIn: Math.max(0, Math.floor((session.expiresat.getTime() - now.getTime()) / 1000)),
    user: { ...subject, vendorid: user.vendorid, customerid: user.customerid },
  };
};

/** Opens a server-side session for a user who has just proved who they are. */
export const startSession = async (
  db: Db,
  idp: LocalIdentityProvider,
  user: UserRow,
  sessionTtlSeconds: number,
  now = new Date(),
): Promise<LoginResponse> => {
  const session = { id: randomUUID(), expiresat: new Date(now.getTime() + sessionTtlSeconds * 1000) };
  const refreshToken = newRefreshToken();
  await db.transaction(async (tx) => {
    // Housekeeping: this user's sessions that ended more than a day ago (their refresh tokens cascade).
    await tx
      .delete(authSessions)
      .where(
        and(
          eq(authSessions.userid, user.id),
          lt(authSessions.expiresat, new Date(now.getTime() - 86_400_000)),
        ),
      );
    await tx
      .insert(authSessions)
      .values({ id: session.id, userid: user.id, createddate: now, expiresat: session.expiresat });
    await tx
      .insert(refreshTokens)
      .values({ tokenhash: hashRefreshToken(refreshToken), sessionid: session.id, createddate: now });
  });
  return issueTokens(idp, user, session, refreshToken, now);
};

export const revokeSession = async (db: DbOrTx, sessionId: string, reason: string, now = new Date()) => {
  await db
    .update(authSessions)
    .set({ revokedat: now, revokedreason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedat)));
};

type RefreshOutcome =
  | { kind: "ok"; user: UserRow; session: { id: string; expiresat: Date }; refreshToken: string }
  | { kind: "reused"; sessionId: string }
  | { kind: "refused" };

/**
 * Trades a refresh token for a new access token and the next refresh token (rotation). A refresh token is
 * good once: presenting a used one again means it was copied, so the whole session is revoked and every
 * token of it (access and refresh, the thief's and the user's) stops working.
 */
export const refreshSession = async (
  db: Db,
  idp: LocalIdentityProvider,
  refreshToken: string,
  now = new Date(),
): Promise<LoginResponse> => {
  const tokenhash = hashRefreshToken(refreshToken);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedat: now })
      .where(and(eq(refreshTokens.tokenhash, tokenhash), isNull(refreshTokens.usedat)))
      .returning({ sessionid: refreshTokens.sessionid });
    if (!claimed) {
      const [used] = await tx
        .select({ sessionid: refreshTokens.sessionid })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenhash, tokenhash));
      return used ? { kind: "reused", sessionId: used.sessionid } : { kind: "refused" };
    }
    const [row] = await tx
      .select({ user: users, session: authSessions })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userid))
      .where(eq(authSessions.id, claimed.sessionid));
    if (!row || row.session.revokedat || row.session.expiresat <= now) return { kind: "refused" };
    if (!row.user.isactive || row.user.blocked) return { kind: "refused" };
    const next = newRefreshToken();
    await tx
      .insert(refreshTokens)
      .values({ tokenhash: hashRefreshToken(next), sessionid: row.session.id, createddate: now });
    await tx.update(authSessions).set({ lastrefreshat: now }).where(eq(authSessions.id, row.session.id));
    return { kind: "ok", user: row.user, session: row.session, refreshToken: next };
  });
  if (outcome.kind === "reused") {
    await revokeSession(db, outcome.sessionId, "refresh_reuse", now);
    throw refreshRefused();
  }
  if (outcome.kind === "refused") throw refreshRefused();
  return issueTokens(idp, outcome.user, outcome.session, outcome.refreshToken, now);
};

/** Logout: revokes the session named by the access token's `sid` and/or by a refresh token of it. */
export const endSession = async (
  db: Db,
  opts: { sessionId: string | null; refreshToken: string | null },
): Promise<void> => {
  const bySession = opts.sessionId ? [eq(authSessions.id, opts.sessionId)] : [];
  if (opts.refreshToken) {
    const [token] = await db
      .select({ sessionid: refreshTokens.sessionid })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenhash, hashRefreshToken(opts.refreshToken)));
    if (token) bySession.push(eq(authSessions.id, token.sessionid));
  }
  if (bySession.length === 0) return;
  await db
    .update(authSessions)
    .set({ revokedat: new Date(), revokedreason: "logout" })
    .where(and(or(...bySession), isNull(authSessions.revokedat)));
};
