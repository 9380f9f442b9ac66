import type { Page } from "playwright-core";
import { DEMO, DEMO_PASSWORD, type DemoRole } from "./demo-users.ts";

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
