import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "3" });
  // Behind one trusted proxy (the test client's address is the proxy's): X-Forwarded-For names the client.
  proxied = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

/** A fresh unknown account per attempt, so the per-account lockout never answers first. */
const attempt = (app: TestApp, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.call(null, {
    method: "POST",
    url: "/api/auth/login",
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { email: `nobody-${randomUUID()}@example.test`, password: "guess" },
  });

const uniqueAddress = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;

describe("sign-in rate limit per client address", () => {
  it("answers 429 with Retry-After once LOGIN_RATE_LIMIT_PER_MINUTE attempts are used up", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt(t, {}, address)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const limited = await attempt(t, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: "rate_limited" });
    expect((limited.json() as { message: string }).message).toMatch(
      /^Too many sign-in attempts\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Other routes are not limited by sign-in attempts.
    expect(
      (await t.call(null, { method: "GET", url: "/api/health", remoteAddress: address })).statusCode,
    ).toBe(200);
  });

  it("with TRUST_PROXY off (the default), a rotating X-Forwarded-For does not escape the limit", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const spoofed = { "x-forwarded-for": `100.64.${i}.${i + 1}` };
      codes.push((await attempt(t, spoofed, address)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("with TRUST_PROXY set, the address the trusted proxy forwards is the one limited", async () => {
    const proxy = uniqueAddress();
    const client = `100.64.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await attempt(proxied, { "x-forwarded-for": client }, proxy)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy still has its own allowance.
    const other = await attempt(proxied, { "x-forwarded-for": `${client.replace(/\.\d+$/, ".0")}` }, proxy);
    expect(other.statusCode).toBe(401);
  });
});
