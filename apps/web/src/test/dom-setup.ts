/**
 * Setup of the web test project. Pure tests run in node; component tests (`*.test.tsx`) opt into jsdom with
 * a `// @vitest-environment jsdom` first line and get Testing Library's matchers, cleanup after each test
 * and the browser APIs Mantine needs that jsdom lacks (matchMedia, ResizeObserver, scrollIntoView).
 */
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());

  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });

  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = NoResizeObserver;

  Element.prototype.scrollIntoView = () => {};
}
