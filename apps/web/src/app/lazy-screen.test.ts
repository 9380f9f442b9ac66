import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadOf } from "./lazy-screen.ts";

const Page: ComponentType = () => null;

describe("lazyScreen", () => {
  it("loads the page's module once, however often it is preloaded", async () => {
    const load = vi.fn(async () => Page);
    const Lazy = lazyScreen(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never rejects, and forgets a failed load so the next attempt retries", async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(new Error("offline"));
    load.mockResolvedValue(Page);
    const Lazy = lazyScreen(load);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    await expect(Lazy.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("finds the preload of a lazy page and none on a plain component", () => {
    expect(preloadOf(lazyScreen(async () => Page))).toBeTypeOf("function");
    expect(preloadOf(Page)).toBeUndefined();
    expect(preloadOf(undefined)).toBeUndefined();
  });
});
