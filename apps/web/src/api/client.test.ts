import { FlagResult } from "@fm/domain/contracts";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../auth/session.ts";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-error.ts";
import { createApiClient, type FetchLike, ResponseContractError, toHeaderValue } from "./client.ts";

const NOW = 1_750_000_000_000;

const session = (overrides: Partial<Session> = {}): Session => ({
  token: "tok-123",
  expiresAt: NOW + 3_600_000,
  user: {
    id: 7,
    name: "Dana Dispatcher",
    email: "dispatcher@example.com",
    roles: ["Dispatchers"],
    permissions: ["read:workorders"],
    vendorid: null,
    customerid: null,
  },
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

interface Call {
  url: string;
  init: RequestInit | undefined;
}

const setup = (
  reply: Response | (() => Promise<Response>),
  current: Session | null = session(),
  validateResponses = false,
) => {
  const calls: Call[] = [];
  let stored: Session | null = current;
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return typeof reply === "function" ? reply() : reply.clone();
  };
  const onUnauthorized = vi.fn();
  const onExpired = vi.fn();
  const client = createApiClient({
    fetch,
    getSession: () => stored,
    clearSession: () => {
      stored = null;
    },
    onUnauthorized,
    onExpired,
    now: () => NOW,
    validateResponses,
  });
  return { client, calls, onUnauthorized, onExpired, stored: () => stored };
};

const headersOf = (call: Call | undefined) => new Headers(call?.init?.headers);

describe("api client", () => {
  it("sends the bearer token and the user's name on every call", async () => {
    const t = setup(json(200, { ok: true }));
    await t.client.get("/api/auth/me");
    await t.client.post("/api/x", { a: 1 });
    expect(t.calls).toHaveLength(2);
    for (const call of t.calls) {
      expect(headersOf(call).get("Authorization")).toBe("Bearer tok-123");
      expect(headersOf(call).get("Name")).toBe("Dana Dispatcher");
    }
  });

  it("sends JSON bodies with a content type and query parameters in the URL", async () => {
    const t = setup(json(200, {}));
    await t.client.post("/api/x", { wonumber: "W1" }, { query: { page: 2, skip: undefined, q: "a b" } });
    const [call] = t.calls;
    expect(call?.url).toBe("/api/x?page=2&q=a+b");
    expect(call?.init?.method).toBe("POST");
    expect(headersOf(call).get("Content-Type")).toBe("application/json");
    expect(call?.init?.body).toBe('{"wonumber":"W1"}');
  });

  it("returns the parsed JSON of a successful call, and undefined for 204", async () => {
    expect(await setup(json(200, { count: 3 })).client.get("/api/c")).toEqual({ count: 3 });
    expect(await setup(new Response(null, { status: 204 })).client.delete("/api/c")).toBeUndefined();
  });

  it("omits the token when there is no session or the call is unauthenticated", async () => {
    const anon = setup(json(200, {}), null);
    await anon.client.get("/api/health");
    expect(headersOf(anon.calls[0]).has("Authorization")).toBe(false);

    const t = setup(json(200, {}));
    await t.client.post("/api/auth/login", {}, { authenticated: false });
    expect(headersOf(t.calls[0]).has("Authorization")).toBe(false);
    expect(headersOf(t.calls[0]).has("Name")).toBe(false);
  });

  it("parses {error, message, fields} into an ApiError", async () => {
    const t = setup(
      json(400, { error: "validation", message: "Invalid input", fields: { email: "Required", n: 5 } }),
    );
    const err = await t.client.post("/api/x", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiErr = err as ApiError;
    expect(apiErr.status).toBe(400);
    expect(apiErr.code).toBe("validation");
    expect(apiErr.message).toBe("Invalid input");
    expect(apiErr.fields).toEqual({ email: "Required" });
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it("turns a non-JSON failure into a generic ApiError for the status", async () => {
    const t = setup(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(502);
    expect(err.code).toBe("server_error");
    expect(err.message).toContain("Bad gateway");
  });

  it("on 401 clears the session and asks to go to /login", async () => {
    const t = setup(json(401, { error: "unauthorized", message: "Sign in again" }));
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(t.stored()).toBeNull();
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(t.onExpired).not.toHaveBeenCalled();
  });

  it("keeps the session on a 401 when the caller handles it (the sign-in call)", async () => {
    const t = setup(
      json(401, { error: "invalid_credentials", message: "The email or password is incorrect." }),
    );
    const err = (await t.client
      .post("/api/auth/login", {}, { authenticated: false, handleUnauthorized: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe("The email or password is incorrect.");
    expect(err.code).toBe("invalid_credentials");
    expect(t.stored()).not.toBeNull();
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not call the server with an expired token: clears the session and signs out", async () => {
    const t = setup(json(200, {}), session({ expiresAt: NOW - 1 }));
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe("session_expired");
    expect(t.calls).toHaveLength(0);
    expect(t.stored()).toBeNull();
    expect(t.onExpired).toHaveBeenCalledTimes(1);
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it("reports an unreachable server as a network ApiError", async () => {
    const t = setup(() => Promise.reject(new TypeError("fetch failed")));
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.code).toBe("network_error");
    expect(err.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("makes names safe for an HTTP header", () => {
    expect(toHeaderValue("Zoë O'Brien")).toBe("Zoë O'Brien");
    expect(toHeaderValue("李 雷")).toBe("? ?");
    expect(toHeaderValue("a\r\nb")).toBe("a b");
  });

  it("checks responses against their contract when validating (development builds)", async () => {
    const good = await setup(json(200, { flagged: true }), session(), true).client.put("/api/f", undefined, {
      response: FlagResult,
    });
    expect(good).toEqual({ flagged: true });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const bad = await setup(json(200, { flagged: "yes" }), session(), true)
      .client.put("/api/f?x=1", undefined, { response: FlagResult })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ResponseContractError);
    expect((bad as Error).message).toContain(
      "PUT /api/f: the response does not match its contract: flagged:",
    );
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("only types the response when not validating (production builds)", async () => {
    const res = await setup(json(200, { flagged: "yes" })).client.put("/api/f", undefined, {
      response: FlagResult,
    });
    expect(res).toEqual({ flagged: "yes" });
  });
});

describe("api client: Idempotency-Key on POSTs", () => {
  it("gives each POST call its own key; GETs, opted-out POSTs and sign-in (no session) send none", async () => {
    const t = setup(json(200, {}));
    await t.client.post("/api/x", { a: 1 });
    await t.client.post("/api/x", { a: 1 });
    await t.client.get("/api/x");
    await t.client.post("/api/reports/getreportdata", {}, { idempotencyKey: false });
    const keys = t.calls.map((c) => headersOf(c).get("Idempotency-Key"));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([null, null]);

    const anonymous = setup(json(200, {}), null);
    await anonymous.client.post("/api/auth/login", {}, { authenticated: false });
    expect(headersOf(anonymous.calls[0]).get("Idempotency-Key")).toBeNull();
  });

  it("a caller retrying a logical call passes its key and the client sends that one", async () => {
    const t = setup(json(200, {}));
    await t.client.post("/api/x", { a: 1 }, { idempotencyKey: "key-1" });
    await t.client.post("/api/x", { a: 1 }, { idempotencyKey: "key-1" });
    expect(t.calls.map((c) => headersOf(c).get("Idempotency-Key"))).toEqual(["key-1", "key-1"]);
  });
});

describe("api client with a refresher (short-lived access tokens)", () => {
  const renewed = session({ token: "tok-456", expiresAt: NOW + 900_000 });

  const withRefresh = (
    replies: Array<Response>,
    current: Session,
    refresh: (stale: Session) => Promise<Session | null>,
  ) => {
    const calls: Call[] = [];
    let stored: Session | null = current;
    const queue = [...replies];
    const onUnauthorized = vi.fn();
    const onExpired = vi.fn();
    const refreshSpy = vi.fn(async (stale: Session) => {
      const next = await refresh(stale);
      stored = next;
      return next;
    });
    const client = createApiClient({
      fetch: async (url, init) => {
        calls.push({ url, init });
        return queue.shift() ?? json(500, {});
      },
      getSession: () => stored,
      clearSession: () => {
        stored = null;
      },
      onUnauthorized,
      onExpired,
      refresh: refreshSpy,
      now: () => NOW,
    });
    return { client, calls, onUnauthorized, onExpired, refresh: refreshSpy, stored: () => stored };
  };

  it("renews an expired access token before the call instead of signing out", async () => {
    const t = withRefresh([json(200, { ok: true })], session({ expiresAt: NOW - 1 }), async () => renewed);
    expect(await t.client.get("/api/x")).toEqual({ ok: true });
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(headersOf(t.calls[0]).get("Authorization")).toBe("Bearer tok-456");
    expect(t.onExpired).not.toHaveBeenCalled();
  });

  it("signs out when the access token expired and the sign-in cannot be renewed", async () => {
    const t = withRefresh([json(200, {})], session({ expiresAt: NOW - 1 }), async () => null);
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe("session_expired");
    expect(t.calls).toHaveLength(0);
    expect(t.stored()).toBeNull();
    expect(t.onExpired).toHaveBeenCalledTimes(1);
  });

  it("on a 401 renews once and repeats the call with the new token (same body)", async () => {
    const t = withRefresh(
      [json(401, { error: "token_outdated", message: "x" }), json(200, { saved: true })],
      session(),
      async () => renewed,
    );
    expect(await t.client.post("/api/x", { a: 1 })).toEqual({ saved: true });
    expect(t.calls).toHaveLength(2);
    expect(headersOf(t.calls[0]).get("Authorization")).toBe("Bearer tok-123");
    expect(headersOf(t.calls[1]).get("Authorization")).toBe("Bearer tok-456");
    expect(t.calls[1]?.init?.body).toBe('{"a":1}');
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it("a POST sends an Idempotency-Key and the repeated call after a renewal sends the same one", async () => {
    const t = withRefresh(
      [json(401, { error: "token_outdated", message: "x" }), json(200, { id: 5 })],
      session(),
      async () => renewed,
    );
    await t.client.post("/api/workorder/saveworkorder", { a: 1 });
    expect(t.calls).toHaveLength(2);
    const first = headersOf(t.calls[0]).get("Idempotency-Key");
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(headersOf(t.calls[1]).get("Idempotency-Key")).toBe(first);
  });

  it("retries only once: a second 401 ends the session and goes to /login", async () => {
    const t = withRefresh(
      [
        json(401, { error: "session_ended", message: "x" }),
        json(401, { error: "session_ended", message: "x" }),
      ],
      session(),
      async () => renewed,
    );
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(t.calls).toHaveLength(2);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.stored()).toBeNull();
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a 401 whose renewal is refused (session revoked) goes to /login without a retry", async () => {
    const t = withRefresh([json(401, { error: "session_ended", message: "x" })], session(), async () => null);
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(t.calls).toHaveLength(1);
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a renewal that cannot reach the server is a network error, not a sign-out", async () => {
    const t = withRefresh([], session({ expiresAt: NOW - 1 }), () =>
      Promise.reject(new TypeError("offline")),
    );
    const err = (await t.client.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe("network_error");
    expect(t.onExpired).not.toHaveBeenCalled();
  });
});
