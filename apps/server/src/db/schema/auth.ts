import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";

/**
 * One row per sign-in (a refresh-token family). Access tokens carry its id (`sid`); the auth hook refuses
 * them once the session is revoked (logout, refresh-token reuse) or past its absolute expiry.
 */
export const authSessions = pgTable(
  "authsessions",
  {
    /** Random UUID, the `sid` claim of the session's access tokens. */
    id: text("id").primaryKey(),
    userid: integer("userid")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createddate: ts("createddate").notNull().defaultNow(),
    /** Absolute end of the session: no refresh after it, whatever the activity. */
    expiresat: ts("expiresat").notNull(),
    lastrefreshat: ts("lastrefreshat"),
    revokedat: ts("revokedat"),
    /** logout, refresh_reuse */
    revokedreason: text("revokedreason"),
  },
  (t) => [index("authsessions_user_idx").on(t.userid)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes only. Each is used once: a refresh marks it used and issues the
 * next one of the same session; presenting a used one again revokes the whole session.
 */
export const refreshTokens = pgTable(
  "refreshtokens",
  {
    tokenhash: text("tokenhash").primaryKey(),
    sessionid: text("sessionid")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    createddate: ts("createddate").notNull().defaultNow(),
    usedat: ts("usedat"),
  },
  (t) => [index("refreshtokens_session_idx").on(t.sessionid)],
);

/** Fixed-window request counters shared by every instance (sign-in per address, error log). */
export const rateLimits = pgTable(
  "ratelimits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetat: ts("resetat").notNull(),
  },
  (t) => [index("ratelimits_resetat_idx").on(t.resetat)],
);

/** Failed sign-ins per account (lower-cased e-mail, known or not) and the exponential lockout they earned. */
export const loginThrottle = pgTable("loginthrottle", {
  email: text("email").primaryKey(),
  /** Failures since the last lockout (or since the last success). */
  failures: integer("failures").notNull().default(0),
  /** Lockouts so far; each doubles the next one's length. Reset by a success or a quiet day. */
  lockouts: integer("lockouts").notNull().default(0),
  lockeduntil: ts("lockeduntil"),
  lastfailureat: ts("lastfailureat").notNull(),
});

/**
 * Read-your-writes across instances (docs/decisions/0044-f34scale-read-replicas.md): the primary's WAL position
 * after each signed-in user's last write, so whichever instance serves their next read sends it to the primary
 * until the replica has replayed that far. Written only when a replica is configured; an UNLOGGED table
 * (migration 0052): nothing here needs to survive a crash, and it adds no WAL of its own.
 */
export const userWritePositions = pgTable("userwritepositions", {
  userid: integer("userid").primaryKey(),
  /** pg_lsn as text ("16/B374D848"), compared with parseLsn. */
  lsn: text("lsn").notNull(),
  at: ts("at").notNull(),
});
