import { describe, expect, it, vi } from "vitest";
import { createSessionRefresher } from "./refresh-session.ts";
import { SESSION_STORAGE_KEY, type Session } from "./session.ts";
import { createSessionStore } from "./session-store.ts";

const NOW = 1_750_000_000_000;
const user = {
  id: 7,
  name: "Dana Dispatcher",
  email: "d@example.com",
  roles: ["Dispatchers"],
  permissions: ["read:workorders"],
  vendorid: null,
  customerid: null,
};
const stale: Session = {
  token: "old-access",
  expiresAt: NOW - 1,
  refreshToken: "refresh-1",
  refreshExpiresAt: NOW + 3_600_000,
  user,
};
const renewedBody = {
  accessToken: "new-access",
  expiresIn: 900,
  refreshToken: "refresh-2",
  refreshExpiresIn: 3000,
  user: { ...user, roles: ["Admin"] },
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

const setup = (reply: () => Promise<Response>) => {
  const storage = memoryStorage();
  const store = createSessionStore(storage);
  store.set(stale);
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  const refresh = createSessionRefresher({ store, fetch, now: () => NOW });
  return { storage, store, fetch, refresh };
};
const ok = () => Promise.resolve(new Response(JSON.stringify(renewedBody), { status: 200 }));

describe("session refresher", () => {
  it("trades the refresh token for a new session and stores it (with the user's current roles)", async () => {
    const t = setup(ok);
    const renewed = await t.refresh(stale);
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(t.fetch.mock.calls[0]?.[0]).toBe("/api/auth/refresh");
    expect(JSON.parse(String(t.fetch.mock.calls[0]?.[1]?.body))).toEqual({ refreshToken: "refresh-1" });
    expect(renewed).toMatchObject({
      token: "new-access",
      expiresAt: NOW + 900_000,
      refreshToken: "refresh-2",
      refreshExpiresAt: NOW + 3_000_000,
      user: { roles: ["Admin"] },
    });
    expect(t.store.get()?.token).toBe("new-access");
  });

  it("is single-flight: concurrent callers share one request (a refresh token is good once)", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const t = setup(async () => {
      await gate;
      return ok();
    });
    const all = Promise.all([t.refresh(stale), t.refresh(stale), t.refresh(stale)]);
    release();
    const results = await all;
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(results.map((s) => s?.token)).toEqual(["new-access", "new-access", "new-access"]);
  });

  it("uses a session another tab already renewed instead of spending the used refresh token", async () => {
    const t = setup(ok);
    const fromOtherTab: Session = {
      ...stale,
      token: "other-tab",
      expiresAt: NOW + 900_000,
      refreshToken: "r9",
    };
    t.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fromOtherTab));
    expect((await t.refresh(stale))?.token).toBe("other-tab");
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it("clears the session and answers null when the server refuses the refresh token", async () => {
    const t = setup(
      async () => new Response(JSON.stringify({ error: "invalid_refresh_token" }), { status: 401 }),
    );
    expect(await t.refresh(stale)).toBeNull();
    expect(t.store.get()).toBeNull();
  });

  it("answers null without calling the server once the session has ended", async () => {
    const t = setup(ok);
    const ended: Session = { ...stale, refreshExpiresAt: NOW - 1 };
    t.store.set(ended);
    expect(await t.refresh(ended)).toBeNull();
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it("keeps the session when the server cannot be reached", async () => {
    const t = setup(() => Promise.reject(new TypeError("fetch failed")));
    await expect(t.refresh(stale)).rejects.toThrow();
    expect(t.store.get()?.refreshToken).toBe("refresh-1");
  });
});
