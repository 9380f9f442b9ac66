import type { BrowserContextOptions, Page } from "playwright-core";
import { type LoginResult, SESSION_STORAGE_KEY, sessionFromLogin } from "../../apps/web/src/auth/session.ts";
import { DEMO, DEMO_PASSWORD, type DemoRole } from "./demo-users.ts";

/** Signs in through the API (POST /api/auth/login): the answer the sign-in form gets. */
export const apiLogin = async (baseUrl: string, email: string, password: string): Promise<LoginResult> => {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()) as LoginResult;
};

/**
 * A browser context's storage holding a demo user's session, as the web keeps it after the sign-in form
 * (auth/session.ts): a test that needs someone signed in opens its page with it instead of drawing /login and
 * submitting the form each time (about 0.6 s of Chromium CPU per test; decision 0053). The form itself is
 * tested in auth.e2e.test.ts and wherever a test calls `loginAs`.
 */
export const signedInState = async (
  baseUrl: string,
  role: DemoRole,
): Promise<NonNullable<BrowserContextOptions["storageState"]>> => {
  const session = sessionFromLogin(await apiLogin(baseUrl, DEMO[role].email, DEMO_PASSWORD), Date.now());
  return {
    cookies: [],
    origins: [
      { origin: baseUrl, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }] },
    ],
  };
};

/** Fills and submits the real sign-in form (the page must already show it). */
export const submitLogin = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
};

/** Where a user lands after signing in: a technician on Today (issue 31), everyone else on /home. */
export const landingOf = (role: DemoRole): string => (role === "Tech" ? "/vendorprofile/today" : "/home");

/** Waits for the landing page of a role to be drawn (Today's search box, or home's welcome). */
export const waitForLanding = async (page: Page, baseUrl: string, role: DemoRole): Promise<void> => {
  await page.waitForURL(`${baseUrl}${landingOf(role)}`);
  if (role === "Tech") await page.getByRole("textbox", { name: "Search by Work Order #" }).waitFor();
  else await page.getByRole("heading", { name: `Welcome, ${DEMO[role].name}` }).waitFor();
};

/** Opens a role's landing page in a context that holds its session (`signedInState`) and waits for it. */
export const openLanding = async (page: Page, baseUrl: string, role: DemoRole): Promise<void> => {
  await page.goto(`${baseUrl}${landingOf(role)}`);
  await waitForLanding(page, baseUrl, role);
};

/** Opens /login, signs in as the demo user of a role and waits for their landing page. */
export const loginAs = async (page: Page, baseUrl: string, role: DemoRole): Promise<void> => {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, DEMO[role].email, DEMO_PASSWORD);
  await waitForLanding(page, baseUrl, role);
};

/** The path and query of the page's current URL. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
