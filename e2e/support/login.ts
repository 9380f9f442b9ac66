import type { Page } from "playwright-core";
import { DEMO, DEMO_PASSWORD, type DemoRole } from "./demo-users.ts";

/** Fills and submits the real sign-in form (the page must already show it). */
export const submitLogin = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
};

/** Opens /login, signs in as the demo user of a role and waits for the home page. */
export const loginAs = async (page: Page, baseUrl: string, role: DemoRole): Promise<void> => {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, DEMO[role].email, DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/home`);
  await page.getByRole("heading", { name: `Welcome, ${DEMO[role].name}` }).waitFor();
};

/** The path and query of the page's current URL. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
