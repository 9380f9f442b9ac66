import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema/index.ts";

export interface LockoutPolicy {
  /** Failures before the first lockout. */
  threshold: number;
  baseSeconds: number;
  maxSeconds: number;
}

/** A day without failures forgets earlier lockouts. */
const QUIET_RESET_MS = 24 * 60 * 60 * 1000;

const accountKey = (email: string) => email.trim().toLowerCase();

/** Seconds the account is still locked for at `now`, or 0. Keyed by e-mail whether or not it exists. */
export const lockedForSeconds = async (db: Db, email: string, now = new Date()): Promise<number> => {
  const [row] = await db
    .select({ lockeduntil: loginThrottle.lockeduntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.email, accountKey(email)));
  const until = row?.lockeduntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
};

/** Length of the n-th lockout (n ≥ 1): base, doubling, capped. */
export const lockoutSeconds = (policy: LockoutPolicy, n: number): number =>
  Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(n - 1, 30));

/**
 * Records a failed sign-in of the account. After `threshold` failures the account is locked for
 * baseSeconds; once it has been locked, every further failure (until a success or a quiet day) locks it
 * again for twice as long, up to maxSeconds. Rows are shared by every instance, and updated under a row lock
 * so parallel guesses through several instances are all counted. Returns the lockout it caused (seconds) or 0.
 */
export const recordLoginFailure = async (
  db: Db,
  email: string,
  policy: LockoutPolicy,
  now = new Date(),
): Promise<number> => {
  const key = accountKey(email);
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values({ email: key, failures: 0, lockouts: 0, lastfailureat: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.email, key)).for("update");
    const quiet = !row || now.getTime() - row.lastfailureat.getTime() > QUIET_RESET_MS;
    const lockouts = quiet ? 0 : row.lockouts;
    const failures = (quiet ? 0 : row.failures) + 1;
    const lock = lockouts > 0 || failures >= policy.threshold;
    const seconds = lock ? lockoutSeconds(policy, lockouts + 1) : 0;
    await tx
      .update(loginThrottle)
      .set({
        failures: lock ? 0 : failures,
        lockouts: lock ? lockouts + 1 : lockouts,
        lockeduntil: lock ? new Date(now.getTime() + seconds * 1000) : (row?.lockeduntil ?? null),
        lastfailureat: now,
      })
      .where(eq(loginThrottle.email, key));
    return seconds;
  });
};

/** A successful sign-in clears the account's failures and lockout history. */
export const clearLoginFailures = async (db: Db, email: string): Promise<void> => {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, accountKey(email)));
};
