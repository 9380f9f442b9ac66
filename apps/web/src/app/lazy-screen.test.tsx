// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadOf } from "./lazy-screen.ts";

const Page: ComponentType = () => null;
const Named = ({ name }: { name: string }) => <p>Page {name}</p>;

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

  it("draws a page loaded before its mount in the same render; one still loading suspends as React.lazy", async () => {
    const Loaded = lazyScreen(async () => Named);
    await Loaded.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Loaded name="one" />
      </Suspense>,
    );
    expect(screen.getByText("Page one")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();

    const Later = lazyScreen(async () => Named);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Later name="two" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("Page two")).toBeTruthy();
  });
});
