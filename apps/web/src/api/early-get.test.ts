import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_GET_TTL_MS, startEarlyGet, takeEarlyGet } from "./early-get.ts";

const headersOf = (token: string) =>
  new Headers({ Accept: "application/json", Authorization: `Bearer ${token}` });
const URL_A = "/api/vendorprofile/today?tz=UTC";

describe("early GETs (a screen's first request sent before its code loaded)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends an identical GET once, and keeps it on the page's global object for another copy of this module", () => {
    const fetch = vi.fn(async () => new Response("[]"));
    vi.stubGlobal("fetch", fetch);
    startEarlyGet(URL_A, headersOf("once"), 1000);
    startEarlyGet(URL_A, headersOf("once"), 1200);
    expect(fetch).toHaveBeenCalledTimes(1);
    const held = (globalThis as { __fmEarlyGets?: { url: string }[] }).__fmEarlyGets ?? [];
    expect(held.filter((e) => e.url === URL_A)).toHaveLength(1);
    expect(takeEarlyGet(URL_A, { headers: headersOf("once") }, 1300)).not.toBeNull();
  });

  it("hands the response to the first identical call, once", async () => {
    const response = new Response("[]");
    const fetch = vi.fn(async () => response);
    vi.stubGlobal("fetch", fetch);
    startEarlyGet(URL_A, headersOf("t"), 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takeEarlyGet(URL_A, { method: "GET", headers: headersOf("t") }, 1500)).resolves.toBe(
      response,
    );
    expect(takeEarlyGet(URL_A, { method: "GET", headers: headersOf("t") }, 1600)).toBeNull();
  });

  it("never answers another address, other headers (another token), a write, a cancellable call or a late one", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]")),
    );
    startEarlyGet(URL_A, headersOf("t"), 1000);
    expect(
      takeEarlyGet("/api/vendorprofile/today?tz=UTC&search=1", { headers: headersOf("t") }, 1001),
    ).toBeNull();
    expect(takeEarlyGet(URL_A, { headers: headersOf("other") }, 1001)).toBeNull();
    expect(takeEarlyGet(URL_A, { method: "POST", headers: headersOf("t") }, 1001)).toBeNull();
    expect(
      takeEarlyGet(URL_A, { headers: headersOf("t"), signal: new AbortController().signal }, 1001),
    ).toBeNull();
    expect(takeEarlyGet(URL_A, { headers: headersOf("t") }, 1000 + EARLY_GET_TTL_MS)).toBeNull();
  });

  it("passes a failed request on to its taker as the call's own fetch would fail", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    startEarlyGet(URL_A, headersOf("t"), 1000);
    await expect(takeEarlyGet(URL_A, { headers: headersOf("t") }, 1001)).rejects.toThrow("Failed to fetch");
  });
});
