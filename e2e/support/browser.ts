import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium headless shell (package chromium-headless-shell; ARCHITECTURE.md: tests): the same Blink
 * and V8 as /usr/bin/chromium without the full browser around them, about half the CPU per test (decision 0053).
 * `npm test`'s first step installs it (scripts/test-prerequisites.mjs); CHROMIUM_PATH picks another executable.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
