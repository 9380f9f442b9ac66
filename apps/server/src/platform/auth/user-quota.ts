import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { currentUser } from "./authenticate.ts";
import { hitRateLimit, RateLimitedError } from "./rate-limit-store.ts";

/** A per-user allowance of expensive work in a fixed window (docs/security.md lists the numbers). */
export interface Quota {
  key: string;
  max: number;
  windowSeconds: number;
  /** "Too many {what}. Try again in …" */
  what: string;
}

/**
 * Issue 29: what a person does a few times a minute, never hundreds. Counted per user in `ratelimits`
 * (PostgreSQL), so every instance behind the load balancer shares the count.
 */
export const QUOTAS = {
  /** WorkOrders.xlsx */
  export: { key: "export", max: 10, windowSeconds: 60, what: "exports" },
  /** Report.xlsx */
  report: { key: "report-export", max: 10, windowSeconds: 60, what: "report exports" },
  /** PDF and Word documents generated on request (proposals, invoices, sign-offs). */
  document: { key: "document", max: 30, windowSeconds: 60, what: "documents" },
  /** File imports (work orders, job sites, trade rates, zips, vendor items) and the ServiceChannel import. */
  import: { key: "import", max: 10, windowSeconds: 60, what: "imports" },
} as const satisfies Record<string, Quota>;

/**
 * A route's preHandler (after the access rule and the schema): counts one use by the caller and answers 429
 * with Retry-After (set by the auth plugin's onError hook) past the quota.
 */
export const userQuota =
  (db: Db, quota: Quota) =>
  async (req: FastifyRequest): Promise<void> => {
    const user = currentUser(req);
    const hit = await hitRateLimit(
      db,
      `quota:${quota.key}:user:${user.id}`,
      quota.max,
      quota.windowSeconds * 1000,
    );
    if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, quota.what);
  };
