import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authSessions, refreshTokens, users } from "../../db/schema/index.ts";
import { makeUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { hashRefreshToken } from "./sessions.service.ts";

const PASSWORD = "correct horse battery staple";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

interface Tokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
  user: { roles: string[] };
}

const me = (token: string) => t.call(token, { method: "GET", url: "/api/auth/me" });
const refresh = (refreshToken: string) =>
  t.call(null, { method: "POST", url: "/api/auth/refresh", payload: { refreshToken } });
const logout = (token: string | null, payload: object = {}) =>
  t.call(token, { method: "POST", url: "/api/auth/logout", payload });
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { sid: string }).sid;
const sessionRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sessionIdOf(token)))
  )[0];

describe("server-side sessions", () => {
  it("sign-in returns a 15-minute access token and a refresh token stored only as a hash", async () => {
    const user = await makeUser(t.db, { password: PASSWORD });
    const res = await t.call(null, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Tokens;
    expect(body.expiresIn).toBe(15 * 60);
    expect(body.refreshExpiresIn).toBeGreaterThan(8 * 3600 - 5);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionid, sessionIdOf(body.accessToken)));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenhash).toBe(hashRefreshToken(body.refreshToken));
    expect(JSON.stringify(stored)).not.toContain(body.refreshToken);
  });

  it("logout revokes the session: the old access token is refused on the next call", async () => {
    const { token } = await signIn(t);
    expect((await me(token)).statusCode).toBe(200);
    const out = await logout(token);
    expect(out.statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: "session_ended",
      message: "Your session has ended. Sign in again.",
    });
    expect(await sessionRow(token)).toMatchObject({ revokedreason: "logout" });
  });

  it("logout with only the refresh token (access token already expired) ends the session too", async () => {
    const { token, refreshToken } = await signIn(t);
    expect((await logout(null, { refreshToken })).statusCode).toBe(204);
    expect((await me(token)).json()).toMatchObject({ error: "session_ended" });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it("logout of one session leaves the user's other sessions alone", async () => {
    const user = await makeUser(t.db, { password: PASSWORD });
    const login = async () =>
      (
        await t.call(null, {
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: PASSWORD },
        })
      ).json() as Tokens;
    const laptop = await login();
    const phone = await login();
    await logout(laptop.accessToken);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
  });

  it("refresh rotates: a new access token and a new refresh token; the session stays the same", async () => {
    const { token, refreshToken } = await signIn(t);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json() as Tokens;
    expect(next.refreshToken).not.toBe(refreshToken);
    expect(sessionIdOf(next.accessToken)).toBe(sessionIdOf(token));
    expect((await me(next.accessToken)).statusCode).toBe(200);
    // The next one works once more…
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it("reuse of an old refresh token revokes the whole session family", async () => {
    const { token, refreshToken: stolen } = await signIn(t);
    const legit = (await refresh(stolen)).json() as Tokens;
    // The thief replays the copy they took: refused, and everything of this session stops working.
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: "invalid_refresh_token",
      message: "Your session has ended. Sign in again.",
    });
    expect(await sessionRow(token)).toMatchObject({ revokedreason: "refresh_reuse" });
    expect((await me(legit.accessToken)).json()).toMatchObject({ error: "session_ended" });
    expect((await refresh(legit.refreshToken)).statusCode).toBe(401);
  });

  it("refuses an unknown refresh token without touching any session", async () => {
    const { token } = await signIn(t);
    const res = await refresh("x".repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "invalid_refresh_token" });
    expect((await me(token)).statusCode).toBe(200);
  });

  it("refuses a refresh after the session's absolute lifetime", async () => {
    const { refreshToken } = await signIn(t);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (t.ctx.config.SESSION_TTL_SECONDS + 1) * 1000 });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it("a role change takes effect on the next request; the refreshed token carries the new roles", async () => {
    const { user, token, refreshToken } = await signIn(t, { roles: ["Dispatchers"] });
    expect((await t.call(token, { method: "GET", url: "/api/user/getdispatchers" })).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ roles: ["Customer"], permissions: [] })
      .where(eq(users.id, user.id));
    const stale = await t.call(token, { method: "GET", url: "/api/user/getdispatchers" });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: "token_outdated" });
    const renewed = (await refresh(refreshToken)).json() as Tokens;
    expect(renewed.user.roles).toEqual(["Customer"]);
    expect(
      (await t.call(renewed.accessToken, { method: "GET", url: "/api/user/getdispatchers" })).statusCode,
    ).toBe(403);
  });

  it("a blocked user is refused on the next request and cannot refresh", async () => {
    const { user, token, refreshToken } = await signIn(t);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expect((await me(token)).json()).toMatchObject({ error: "account_disabled" });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it("does not bump the token version for a sign-in count or a name change", async () => {
    const { user, token } = await signIn(t);
    await t.db.update(users).set({ loginscount: 9, firstname: "Renamed" }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(200);
  });
});
