// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-sw.ts";

const container = () => ({ register: vi.fn(() => Promise.resolve()) });

describe("registerServiceWorker", () => {
  it("registers /sw.js at the root scope in a production build (after the page's load event)", () => {
    const c = container();
    registerServiceWorker(true, c as unknown as ServiceWorkerContainer);
    expect(c.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("registers nothing in development or where the browser has no service workers", () => {
    const c = container();
    registerServiceWorker(false, c as unknown as ServiceWorkerContainer);
    expect(c.register).not.toHaveBeenCalled();
    // jsdom, like a browser without service workers, has no navigator.serviceWorker.
    expect(navigator.serviceWorker).toBeUndefined();
    expect(() => registerServiceWorker(true)).not.toThrow();
  });
});
