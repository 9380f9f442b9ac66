/**
 * Setup of the web test project. Pure tests run in node; component tests (`*.test.tsx`) opt into jsdom with
 * a `// @vitest-environment jsdom` first line and get Testing Library's matchers, cleanup after each test
 * and the browser APIs Mantine needs that jsdom lacks (matchMedia, ResizeObserver, scrollIntoView).
 */
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // waitFor / findBy* give up after 1 s by default: on a shared 2-core host at load 10+ a Mantine re-render
  // (e.g. the focus move after a refused save) can take longer. A wait still ends as soon as its check passes.
  configure({ asyncUtilTimeout: 5_000 });

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
