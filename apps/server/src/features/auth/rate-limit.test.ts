import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "3" });
});
afterAll(() => t?.close());

describe("sign-in rate limit", () => {
  it("answers 429 once LOGIN_RATE_LIMIT_PER_MINUTE attempts are used up", async () => {
    const attempt = () =>
      t.call(null, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nobody@example.test", password: "guess" },
      });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: "rate_limited" });
    expect((limited.json() as { message: string }).message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ seconds\.$/,
    );
    expect(limited.headers["retry-after"]).toBeDefined();
    // Other routes are not limited by sign-in attempts.
    expect((await t.call(null, { method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
