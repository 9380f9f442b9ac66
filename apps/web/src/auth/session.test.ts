import { describe, expect, it } from "vitest";
import {
  EXPIRY_SKEW_MS,
  isSessionExpired,
  isSessionOver,
  msUntilExpiry,
  msUntilSessionEnd,
  parseStoredSession,
  planSessionTimers,
  RENEW_AHEAD_MS,
  SESSION_STORAGE_KEY,
  type Session,
  sessionFromLogin,
  validSession,
} from "./session.ts";
import { createSessionStore } from "./session-store.ts";

const user = {
  id: 1,
  name: "Alex Admin",
  email: "admin@example.com",
  roles: ["Admin"],
  permissions: ["admin"],
  vendorid: null,
  customerid: null,
};

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe("session expiry", () => {
  const now = 1_000_000;
  const session: Session = sessionFromLogin({ accessToken: "t", expiresIn: 3600, user }, now);

  it("expires expiresIn seconds after sign-in", () => {
    expect(session.expiresAt).toBe(now + 3_600_000);
    expect(session.token).toBe("t");
  });

  it("is valid before the expiry time and expired at and after it (with a small skew)", () => {
    expect(isSessionExpired(session, now)).toBe(false);
    expect(isSessionExpired(session, session.expiresAt - EXPIRY_SKEW_MS - 1)).toBe(false);
    expect(isSessionExpired(session, session.expiresAt - EXPIRY_SKEW_MS)).toBe(true);
    expect(isSessionExpired(session, session.expiresAt + 1)).toBe(true);
  });

  it("counts down to expiry and never below zero", () => {
    expect(msUntilExpiry(session, now)).toBe(3_600_000 - EXPIRY_SKEW_MS);
    expect(msUntilExpiry(session, session.expiresAt + 10_000)).toBe(0);
  });

  it("validSession drops an expired session", () => {
    expect(validSession(session, now)).toBe(session);
    expect(validSession(session, session.expiresAt)).toBeNull();
    expect(validSession(null, now)).toBeNull();
  });
});

describe("stored session", () => {
  it("round-trips through storage", () => {
    const session = sessionFromLogin({ accessToken: "abc", expiresIn: 60, user }, 5);
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
  });

  it("treats anything malformed as no session", () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession("not json")).toBeNull();
    expect(parseStoredSession("{}")).toBeNull();
    expect(parseStoredSession(JSON.stringify({ token: "x", expiresAt: "soon", user }))).toBeNull();
    expect(
      parseStoredSession(JSON.stringify({ token: "x", expiresAt: 1, user: { ...user, roles: "Admin" } })),
    ).toBeNull();
  });

  it("the store saves to storage, clears and notifies subscribers", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    let notified = 0;
    store.subscribe(() => {
      notified++;
    });
    expect(store.get()).toBeNull();

    const session = sessionFromLogin({ accessToken: "abc", expiresIn: 60, user }, 5);
    store.set(session);
    expect(store.get()).toEqual(session);
    expect(parseStoredSession(storage.data.get(SESSION_STORAGE_KEY) ?? null)).toEqual(session);

    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(notified).toBe(2);
  });

  it("a new store picks up what another tab stored, and reload() follows changes", () => {
    const storage = memoryStorage();
    const session = sessionFromLogin({ accessToken: "abc", expiresIn: 60, user }, 5);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    const store = createSessionStore(storage);
    expect(store.get()?.token).toBe("abc");

    storage.removeItem(SESSION_STORAGE_KEY);
    store.reload();
    expect(store.get()).toBeNull();
  });
});

describe("cached data across sessions", () => {
  it("is dropped when the user or their roles change or the session ends, not when the token is renewed", async () => {
    const { QueryClient } = await import("@tanstack/react-query");
    const { clearCacheOnSessionChange } = await import("./clear-cache-on-session-change.ts");
    const store = createSessionStore(memoryStorage());
    const client = new QueryClient();
    clearCacheOnSessionChange(store, client);
    const first = sessionFromLogin({ accessToken: "one", expiresIn: 60, user }, 0);

    store.set(first);
    client.setQueryData(["auth", "me"], user);
    store.set({ ...first, user: { ...user, name: "Alex A. Admin" } });
    expect(client.getQueryData(["auth", "me"])).toEqual(user);
    // A renewed access token of the same user keeps the cache; changed roles drop it.
    store.set({ ...first, token: "renewed", user: { ...user, name: "Alex A. Admin" } });
    expect(client.getQueryData(["auth", "me"])).toEqual(user);
    store.set({ ...first, token: "renewed-2", user: { ...user, roles: ["Customer"] } });
    expect(client.getQueryData(["auth", "me"])).toBeUndefined();
    client.setQueryData(["auth", "me"], user);

    store.clear();
    expect(client.getQueryData(["auth", "me"])).toBeUndefined();

    client.setQueryData(["auth", "me"], user);
    store.set(sessionFromLogin({ accessToken: "two", expiresIn: 60, user }, 0));
    expect(client.getQueryData(["auth", "me"])).toBeUndefined();
  });
});

describe("a session with a refresh token", () => {
  const now = 2_000_000;
  const s = sessionFromLogin(
    { accessToken: "a", expiresIn: 900, refreshToken: "r", refreshExpiresIn: 28_800, user },
    now,
  );

  it("outlives its access token until the session end", () => {
    expect(s.refreshExpiresAt).toBe(now + 28_800_000);
    const later = now + 901_000;
    expect(isSessionExpired(s, later)).toBe(true);
    expect(isSessionOver(s, later)).toBe(false);
    expect(validSession(s, later)).toBe(s);
    expect(msUntilSessionEnd(s, now)).toBe(28_800_000 - EXPIRY_SKEW_MS);
    expect(isSessionOver(s, now + 28_800_000)).toBe(true);
  });

  it("survives a reload from storage; a session without one ends with its access token", () => {
    expect(parseStoredSession(JSON.stringify(s))).toEqual(s);
    const old = sessionFromLogin({ accessToken: "a", expiresIn: 60, user }, now);
    expect(old.refreshToken).toBeUndefined();
    expect(isSessionOver(old, now + 61_000)).toBe(true);
  });
});

describe("session timers", () => {
  const now = 3_000_000;
  const login = (expiresIn: number, refreshExpiresIn?: number) =>
    sessionFromLogin(
      {
        accessToken: "a",
        expiresIn,
        ...(refreshExpiresIn === undefined ? {} : { refreshToken: "r", refreshExpiresIn }),
        user,
      },
      now,
    );

  it("renews a minute before the access token lapses and ends with the session", () => {
    expect(planSessionTimers(login(900, 28_800), now)).toEqual({
      renewIn: 900_000 - EXPIRY_SKEW_MS - RENEW_AHEAD_MS,
      endIn: 28_800_000 - EXPIRY_SKEW_MS,
    });
  });

  it("never renews a token that lives as long as the session, or one without a refresh token", () => {
    expect(planSessionTimers(login(900, 900), now).renewIn).toBeNull();
    expect(planSessionTimers(login(900), now)).toEqual({ renewIn: null, endIn: 900_000 - EXPIRY_SKEW_MS });
  });

  it("renews at once an access token that already lapsed", () => {
    expect(planSessionTimers(login(900, 28_800), now + 901_000).renewIn).toBe(0);
  });
});
