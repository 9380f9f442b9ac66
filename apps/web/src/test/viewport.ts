import { vi } from "vitest";

/** Every media query answers `matches` (a phone-sized viewport: true for the max-width queries); restore with vi.restoreAllMocks. */
export const stubViewport = (matches: boolean) =>
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
