import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { lockoutSeconds } from "./login-throttle.ts";

const PASSWORD = "correct horse battery staple";

let t: TestApp;
beforeAll(async () => {
  // A botnet: every attempt arrives through the (trusted) proxy from a new client address, so the
  // per-address limit never fires; the per-account lockout must stop it.
  t = await createTestApp({
    TRUST_PROXY: "1",
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    LOGIN_LOCKOUT_THRESHOLD: "5",
    LOGIN_ACCOUNT_LOCKOUT_THRESHOLD: "5",
    LOGIN_LOCKOUT_BASE_SECONDS: "60",
    LOGIN_LOCKOUT_MAX_SECONDS: "600",
  });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

let bot = 0;
const loginFromNewAddress = (email: string, password: string) => {
  bot++;
  return t.call(null, {
    method: "POST",
    url: "/api/auth/login",
    headers: { "x-forwarded-for": `100.${64 + (bot % 60)}.${bot % 250}.${(bot % 200) + 1}` },
    payload: { email, password },
  });
};

const at = (ms: number) => vi.useFakeTimers({ toFake: ["Date"], now: ms });

describe("account-wide lockout (failures from rotating addresses)", () => {
  it("stops a botnet of rotating addresses from guessing one account, even with the right password", async () => {
    const user = await makeUser(t.db, { password: PASSWORD });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await loginFromNewAddress(user.email, `guess ${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const right = await loginFromNewAddress(user.email.toUpperCase(), PASSWORD);
    expect(right.statusCode).toBe(429);
    // "1 minute", or "59 seconds" when the five sign-ins took more than a second on a busy host.
    expect(right.json()).toEqual({
      error: "rate_limited",
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in (1 minute|\d+ seconds)\.$/),
    });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(right.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(right.json()).not.toHaveProperty("accessToken");
  });

  it("lets the right password in once the lockout has expired, and forgets the failures", async () => {
    const user = await makeUser(t.db, { password: PASSWORD });
    for (let i = 0; i < 5; i++) await loginFromNewAddress(user.email, `guess ${i}`);
    expect((await loginFromNewAddress(user.email, PASSWORD)).statusCode).toBe(429);

    at(Date.now() + 61_000);
    const ok = await loginFromNewAddress(user.email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty("accessToken");
    // The success reset the count: four wrong guesses do not lock the account again.
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await loginFromNewAddress(user.email, `again ${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
  });

  it("doubles the lockout after each further failure, up to the cap", async () => {
    const user = await makeUser(t.db, { password: PASSWORD });
    for (let i = 0; i < 5; i++) await loginFromNewAddress(user.email, `guess ${i}`);
    // Taken after the fifth failure, when the first lockout began (five sign-ins can take seconds on a busy host).
    const start = Date.now();
    // Past the first lockout (60 s), one more wrong guess locks the account for 120 s.
    at(start + 61_000);
    expect((await loginFromNewAddress(user.email, "wrong")).statusCode).toBe(401);
    const locked = await loginFromNewAddress(user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: "Too many sign-in attempts. Try again in 2 minutes." });
    at(start + 61_000 + 119_000);
    expect((await loginFromNewAddress(user.email, PASSWORD)).statusCode).toBe(429);
    at(start + 61_000 + 121_000);
    expect((await loginFromNewAddress(user.email, PASSWORD)).statusCode).toBe(200);

    const policy = { threshold: 5, baseSeconds: 60, maxSeconds: 600 };
    expect([1, 2, 3, 4, 5, 6, 40].map((n) => lockoutSeconds(policy, n))).toEqual([
      60, 120, 240, 480, 600, 600, 600,
    ]);
  });

  it("locks an unknown e-mail exactly like a known one (no account enumeration)", async () => {
    const email = `nobody-${Date.now()}-${Math.random()}@example.test`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await loginFromNewAddress(email, "guess")).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("issue 29: a lockout a stranger cannot use against the real user", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: "1",
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
      LOGIN_LOCKOUT_THRESHOLD: "5",
      LOGIN_ACCOUNT_LOCKOUT_THRESHOLD: "12",
      LOGIN_LOCKOUT_BASE_SECONDS: "60",
      LOGIN_LOCKOUT_MAX_SECONDS: "600",
    });
  });
  afterAll(() => app?.close());
  const loginFrom = (address: string, email: string, password: string) =>
    app.call(null, {
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-for": address },
      payload: { email, password },
    });

  it("locks the stranger's address only: the real user signs in from theirs", async () => {
    const user = await makeUser(app.db, { password: PASSWORD });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await loginFrom("203.0.113.7", user.email, `guess ${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Even the right password is refused from the stranger's address…
    expect((await loginFrom("203.0.113.7", user.email, PASSWORD)).statusCode).toBe(429);
    // …while the real user, from an address never seen before, gets in.
    const real = await loginFrom("198.51.100.20", user.email, PASSWORD);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toHaveProperty("accessToken");
  });

  it("locks a botnet out of the account, but not the real user at an address they signed in from", async () => {
    const user = await makeUser(app.db, { password: PASSWORD });
    expect((await loginFrom("198.51.100.30", user.email, PASSWORD)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push((await loginFrom(`100.70.${i}.9`, user.email, `guess ${i}`)).statusCode);
    expect(codes.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(codes.slice(12)).toEqual([429, 429]);
    // A new address with the right password is refused while the account-wide lockout lasts…
    expect((await loginFrom("100.70.200.9", user.email, PASSWORD)).statusCode).toBe(429);
    // …the known one is not.
    expect((await loginFrom("198.51.100.30", user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("grows the delay for one address (60 s, then 120 s), never a hard lock", async () => {
    const user = await makeUser(app.db, { password: PASSWORD });
    for (let i = 0; i < 5; i++) await loginFrom("203.0.113.99", user.email, `guess ${i}`);
    // The delay runs from the fifth failure (five sign-ins take seconds on a busy host).
    const start = Date.now();
    at(start + 61_000);
    expect((await loginFrom("203.0.113.99", user.email, "wrong")).statusCode).toBe(401);
    const locked = await loginFrom("203.0.113.99", user.email, PASSWORD);
    expect(locked.json()).toMatchObject({ message: "Too many sign-in attempts. Try again in 2 minutes." });
    at(start + 61_000 + 121_000);
    expect((await loginFrom("203.0.113.99", user.email, PASSWORD)).statusCode).toBe(200);
  });
});
