import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../../api/api-error.ts";
import { memoryReadStore } from "./idb-store.ts";
import { cachedRead } from "./read-cache.ts";

const Cards = z.array(z.object({ id: z.number(), wonumber: z.string() }));
const at = () => new Date("2026-11-27T13:00:00Z");
const offline = () => Promise.reject(new ApiError(0, { error: "network_error", message: "offline" }));

describe("offline read cache (issue 31)", () => {
  it("keeps the server's answer; offline answers it with the time it was fetched", async () => {
    const store = memoryReadStore();
    const cards = [{ id: 1, wonumber: "FMB-1" }];
    expect(await cachedRead(store, "1:today:", Cards, async () => cards, at)).toEqual({
      data: cards,
      asof: null,
    });
    expect(await cachedRead(store, "1:today:", Cards, offline)).toEqual({
      data: cards,
      asof: "2026-11-27T13:00:00.000Z",
    });
  });

  it("a server error also falls back; with nothing kept the failure is thrown", async () => {
    const store = memoryReadStore();
    await cachedRead(store, "k", Cards, async () => [], at);
    const down = () => Promise.reject(new ApiError(503, { error: "server_error", message: "down" }));
    expect((await cachedRead(store, "k", Cards, down)).asof).toBe("2026-11-27T13:00:00.000Z");
    await expect(cachedRead(store, "other", Cards, offline)).rejects.toMatchObject({ status: 0 });
  });

  it("a refusal (404: the order was taken away) is thrown, never answered from the cache", async () => {
    const store = memoryReadStore();
    await cachedRead(store, "wo:5", Cards, async () => [], at);
    const gone = () =>
      Promise.reject(new ApiError(404, { error: "not_found", message: "Work order not found." }));
    await expect(cachedRead(store, "wo:5", Cards, gone)).rejects.toMatchObject({ status: 404 });
  });

  it("a contract given as its loader is loaded only to check a kept answer", async () => {
    const store = memoryReadStore();
    let loads = 0;
    const lazyCards = async () => {
      loads++;
      return Cards;
    };
    const cards = [{ id: 2, wonumber: "FMB-2" }];
    await cachedRead(store, "k", lazyCards, async () => cards, at);
    expect(loads).toBe(0);
    expect(await cachedRead(store, "k", lazyCards, offline)).toEqual({
      data: cards,
      asof: "2026-11-27T13:00:00.000Z",
    });
    expect(loads).toBe(1);
    await store.put({ key: "k", asof: "2026-11-27T12:00:00.000Z", data: [{ id: "x" }] });
    await expect(cachedRead(store, "k", lazyCards, offline)).rejects.toMatchObject({ status: 0 });
  });

  it("a kept answer that no longer fits the contract (an older app version) is not used", async () => {
    const store = memoryReadStore();
    await store.put({ key: "k", asof: "2026-11-27T12:00:00.000Z", data: [{ id: "x" }] });
    await expect(cachedRead(store, "k", Cards, offline)).rejects.toMatchObject({ status: 0 });
  });
});
