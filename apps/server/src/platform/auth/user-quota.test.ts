import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/index.ts";
import { signIn } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { QUOTAS } from "./user-quota.ts";

/** Issue 29: per-user quotas on expensive work, 429 + Retry-After, counted in the shared `ratelimits` table. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A filter that matches nothing keeps each workbook tiny: the quota counts requests, not rows.
const exportUrl = `/api/workorder/exportworkorders?status=all&filters=${encodeURIComponent(
  JSON.stringify([{ column: "id", op: "=", value: 2147483647 }]),
)}`;

describe("per-user quota on exports", () => {
  it("answers 429 with Retry-After past the quota, for that user only, and counts in the database", async () => {
    const busy = await signIn(t, { roles: ["Dispatchers"] });
    const other = await signIn(t, { roles: ["Dispatchers"] });
    for (let i = 0; i < QUOTAS.export.max; i++) {
      const ok = await t.call(busy.token, { method: "GET", url: exportUrl });
      expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);
    }
    const refused = await t.call(busy.token, { method: "GET", url: exportUrl });
    const body = expectRefusal(refused, 429, "rate_limited");
    expect(body.message).toMatch(/^Too many exports\. Try again in/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(QUOTAS.export.windowSeconds);
    expect((await t.call(other.token, { method: "GET", url: exportUrl })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `quota:export:user:${busy.user.id}`));
    expect(row?.hits).toBe(QUOTAS.export.max + 1);
  });
});
