import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { launchBrowser } from "./browser.ts";
import type { DemoRole } from "./demo-users.ts";
import { openLanding, signedInState } from "./login.ts";

export interface BrowserSessionOptions {
  /** Window size of every context (default 1440 × 900). */
  viewport?: { width: number; height: number };
  /** Let the pages download files (exports, PDFs). */
  acceptDownloads?: boolean;
  /**
   * Each test starts signed in as this demo user, on their landing page (the session put in the context's
   * storage as the sign-in form leaves it: `signedInState`); without it each test starts signed out.
   */
  signInAs?: DemoRole;
  /** Open a page for every test (default true); false when each test opens its own with `newPage`. */
  pagePerTest?: boolean;
  /** Let the PWA's service worker run (default: blocked, see openContext); the offline-reopen test needs it. */
  serviceWorkers?: boolean;
}

/**
 * One browser per test file and a fresh context + page per test. `page` and `context` always stand for the
 * CURRENT test's page and context, so a file can destructure them once at the top.
 */
export interface BrowserSession {
  baseUrl: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /**
   * Another, separate browser context (own storage, e.g. a second user); signed in as `role` when given, on
   * the suite's server or on `opts.on` (another server's base URL: support/two-instances.ts); a window of
   * `opts.viewport` (a phone beside the desktop pages) when given.
   */
  newPage(
    role?: DemoRole,
    opts?: { viewport?: { width: number; height: number }; on?: string },
  ): Promise<Page>;
}

/** A stand-in that forwards every use to whatever `current()` is at that moment. */
const forwarder = <T extends object>(what: string, current: () => T | undefined): T =>
  new Proxy({} as T, {
    get(_target, prop) {
      const real = current();
      if (!real) throw new Error(`e2e session: no ${what} outside a test (use it inside it/beforeEach)`);
      const value: unknown = Reflect.get(real, prop, real);
      return typeof value === "function" ? value.bind(real) : value;
    },
  });

/**
 * The browser + sign-in hooks every e2e file uses (instead of pasting them atop each file):
 * `const { page, baseUrl } = useBrowserSession({ signInAs: "Dispatchers" });`
 */
export const useBrowserSession = (options: BrowserSessionOptions = {}): BrowserSession => {
  const baseUrl = inject("baseUrl");
  const viewport = options.viewport ?? { width: 1440, height: 900 };
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const extra: BrowserContext[] = [];

  const openContext = async (size = viewport, signedIn?: { role: DemoRole; on: string }) => {
    if (!browser) throw new Error("e2e session: the browser is not running");
    const storageState = signedIn ? await signedInState(signedIn.on, signedIn.role) : undefined;
    // The service worker (issue 31 PWA) precaches the whole app after sign-in: every test context would fetch it
    // again. Blocked here unless asked for; e2e/pwa.e2e.test.ts checks the worker and its manifest.
    return browser.newContext({
      viewport: size,
      acceptDownloads: options.acceptDownloads ?? false,
      serviceWorkers: options.serviceWorkers ? "allow" : "block",
      ...(storageState ? { storageState } : {}),
    });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (options.pagePerTest === false) return;
    const role = options.signInAs;
    context = await openContext(viewport, role ? { role, on: baseUrl } : undefined);
    page = await context.newPage();
    if (role) await openLanding(page, baseUrl, role);
  });
  afterEach(async () => {
    for (const c of extra.splice(0)) await c.close();
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    baseUrl,
    browser: forwarder("browser", () => browser),
    context: forwarder("context", () => context),
    page: forwarder("page", () => page),
    newPage: async (role, opts) => {
      const on = opts?.on ?? baseUrl;
      const c = await openContext(opts?.viewport, role ? { role, on } : undefined);
      extra.push(c);
      const p = await c.newPage();
      if (role) await openLanding(p, on, role);
      return p;
    },
  };
};
