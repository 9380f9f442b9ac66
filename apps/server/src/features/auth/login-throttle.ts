import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginThrottle, rateLimits } from "../../db/schema/index.ts";

export interface LockoutPolicy {
  /** Failures before the first lockout. */
  threshold: number;
  baseSeconds: number;
  maxSeconds: number;
}

/** A day without failures forgets earlier lockouts. */
const QUIET_RESET_MS = 24 * 60 * 60 * 1000;

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * What a throttle row counts (issue 29): one account from one client address (the lockout a stranger can
 * only bring on their own address), or the account from everywhere (a botnet; it never locks out an
 * address the account has signed in from). Both live in `loginthrottle`, keyed by this text.
 */
export type ThrottleKey = string & { readonly __throttle: unique symbol };
export const pairKey = (email: string, address: string) => `${accountKey(email)}|${address}` as ThrottleKey;
export const accountWideKey = (email: string) => accountKey(email) as ThrottleKey;

/** Days an address stays "known" for an account after a successful sign-in from it. */
export const KNOWN_ADDRESS_DAYS = 90;
const knownKey = (email: string, address: string) => `login:known:${accountKey(email)}|${address}`;

/** Did the account sign in from this address in the last KNOWN_ADDRESS_DAYS (a row of `ratelimits`)? */
export const isKnownAddress = async (db: Db, email: string, address: string, now = new Date()) => {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, knownKey(email, address)), gt(rateLimits.resetat, now)));
  return row !== undefined;
};

/** Remembers the address of a successful sign-in (its expiry is the row's resetat, swept like any window). */
export const rememberAddress = async (db: Db, email: string, address: string, now = new Date()) => {
  const resetat = new Date(now.getTime() + KNOWN_ADDRESS_DAYS * 86_400_000);
  await db
    .insert(rateLimits)
    .values({ key: knownKey(email, address), hits: 1, resetat })
    .onConflictDoUpdate({ target: rateLimits.key, set: { resetat } });
};

/** Seconds the key is still locked for at `now`, or 0. Keyed by e-mail whether or not the account exists. */
export const lockedForSeconds = async (db: Db, key: ThrottleKey, now = new Date()): Promise<number> => {
  const [row] = await db
    .select({ lockeduntil: loginThrottle.lockeduntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.email, key));
  const until = row?.lockeduntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
};

/** Length of the n-th lockout (n ≥ 1): base, doubling, capped. */
export const lockoutSeconds = (policy: LockoutPolicy, n: number): number =>
  Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(n - 1, 30));

/**
 * Records a failed sign-in under the key. After `threshold` failures the account is locked for
 * baseSeconds; once it has been locked, every further failure (until a success or a quiet day) locks it
 * again for twice as long, up to maxSeconds. Rows are shared by every instance, and updated under a row lock
 * so parallel guesses through several instances are all counted. Returns the lockout it caused (seconds) or 0.
 */
export const recordLoginFailure = async (
  db: Db,
  key: ThrottleKey,
  policy: LockoutPolicy,
  now = new Date(),
): Promise<number> =>
  db.transaction(async (tx) => {
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

/** A successful sign-in clears the failures and lockout history of the key. */
export const clearLoginFailures = async (db: Db, key: ThrottleKey): Promise<void> => {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, key));
};
