import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { AppError } from "../errors.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit of `key` in a fixed window, in PostgreSQL (one atomic upsert), so every instance behind the
 * load balancer shares the count. `now` comes from this process (tests move it with fake timers).
 */
export const hitRateLimit = async (
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitResult> => {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetat: resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetat} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
        resetat: sql`case when ${rateLimits.resetat} <= ${now} then ${resetAt} else ${rateLimits.resetat} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetat: rateLimits.resetat });
  // Housekeeping now and then: windows that ended an hour ago are of no use to anyone.
  if (Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.resetat, new Date(now.getTime() - 3_600_000)));
  }
  const hits = row?.hits ?? 1;
  const reset = row?.resetat ?? resetAt;
  return {
    allowed: hits <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000)),
  };
};

const inWords = (seconds: number): string => {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
};

/** 429 whose Retry-After header the auth plugin's onError hook sets from `retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super("rate_limited", 429, `Too many ${what}. Try again in ${inWords(retryAfterSeconds)}.`);
  }
}

/** "Too many sign-in attempts. Try again in 3 minutes." */
export const tooManyAttempts = (retryAfterSeconds: number, what = "sign-in attempts"): RateLimitedError =>
  new RateLimitedError(retryAfterSeconds, what);
