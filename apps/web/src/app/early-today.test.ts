import { afterEach, describe, expect, it, vi } from "vitest";
import { requestHeaders } from "../api/client.ts";
import { takeEarlyGet } from "../api/early-get.ts";
import { SESSION_STORAGE_KEY, type Session } from "../auth/session.ts";
import { browserTimeZone } from "./browser-time-zone.ts";
import { startFromHead } from "./early-today.ts";
import { firstPaintExpected, onFirstPaintData } from "./first-paint-handoff.ts";

const session = (expiresAt: number): Session => ({
  token: "tok-head",
  expiresAt,
  user: {
    id: 7,
    name: "Tina Tech",
    email: "tech@example.com",
    roles: ["Tech"],
    permissions: [],
    vendorid: 3,
    customerid: null,
  },
});
const storageWith = (s: Session | null) => ({
  getItem: (k: string) => (k === SESSION_STORAGE_KEY && s ? JSON.stringify(s) : null),
});

describe("Today's request from the page's head (decision 0052)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as { __fmFirstPaint?: unknown }).__fmFirstPaint;
  });

  it("starts the request the API client's first Today call takes", () => {
    const fetch = vi.fn(async () => new Response("null"));
    vi.stubGlobal("fetch", fetch);
    const s = session(10_000_000);
    startFromHead(storageWith(s), 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = `/api/vendorprofile/today?tz=${encodeURIComponent(browserTimeZone())}`;
    expect(takeEarlyGet(url, { method: "GET", headers: requestHeaders(s) }, 1100)).not.toBeNull();
  });

  it("hands the answer to the first paint, and the app still reads the whole answer", async () => {
    const cards = [{ id: 9, wonumber: "WO-9" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify(cards), { headers: { "content-type": "application/json" } }),
      ),
    );
    const s = session(10_000_000);
    expect(startFromHead(storageWith(s), 2000)).toBe(true);
    expect(firstPaintExpected()).toBe(true);
    const drawn: unknown[] = [];
    onFirstPaintData((data) => drawn.push(data));
    const url = `/api/vendorprofile/today?tz=${encodeURIComponent(browserTimeZone())}`;
    const taken = takeEarlyGet(url, { method: "GET", headers: requestHeaders(s) }, 2100);
    expect(await (await taken)?.json()).toEqual(cards);
    await vi.waitFor(() => expect(drawn).toEqual([cards]));
  });

  it("sends nothing without a session or with an expired token", () => {
    const fetch = vi.fn(async () => new Response("null"));
    vi.stubGlobal("fetch", fetch);
    expect(startFromHead(storageWith(null), 1000)).toBe(false);
    expect(startFromHead(storageWith(session(500)), 1000)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
