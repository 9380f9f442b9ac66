import type { Principal } from "@fm/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type A11yProblem, axeProblems, describeProblems } from "./support/a11y.ts";
import { type SampleIds, SCAN_ROLES, SCAN_STATES, screenAddress, screensFor } from "./support/a11y-plan.ts";
import { DEMO, DEMO_PASSWORD, type DemoRole } from "./support/demo-users.ts";
import { apiLogin, loginAs } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";

const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false });

const signIn = async (role: DemoRole): Promise<{ principal: Principal; token: string }> => {
  const body = await apiLogin(baseUrl, DEMO[role].email, DEMO_PASSWORD);
  return { principal: body.user, token: body.accessToken };
};

const firstId = async (token: string, path: string, field = "id"): Promise<number | undefined> => {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(body) ? body : (body.rows ?? []);
  const value = rows[0]?.[field];
  return typeof value === "number" ? value : undefined;
};

/** Real ids the role may open, read through the API as that role. */
const sampleIds = async (role: DemoRole, token: string): Promise<SampleIds> => {
  if (role === "Vendor" || role === "Tech")
    return { workorder: await firstId(token, "/api/vendorprofile/getworkorders/open?pageSize=10") };
  if (role === "Customer")
    return { workorder: await firstId(token, "/api/customerprofile/getworkorders/open?pageSize=10") };
  return {
    workorder: await firstId(token, "/api/workorder/getworkorders?pageSize=10"),
    customer: await firstId(token, "/api/customer/grid?pageSize=10"),
    vendor: await firstId(token, "/api/vendor/getvendors?pageSize=10"),
    user: await firstId(token, "/api/admin/getuserlist", "user_id"),
  };
};

/**
 * Opens an address in the running app (history + popstate: the router navigates without reloading the
 * bundle, which keeps the scan short) and waits until the page has drawn its data.
 */
const settle = async (page: Page, address: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, address);
  await page.waitForTimeout(100);
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page
    .locator(".mantine-Loader-root")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
  // A popup left open by the previous state would be scanned again.
  await page.keyboard.press("Escape");
};

/** A popup fades in: scanning mid-transition reads blended, lighter colours (finite animations only; loaders spin forever). */
const transitionsDone = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});

describe("Accessibility: axe-core WCAG 2.1 A + AA over every screen and key state of every role (issue 30)", () => {
  it("finds no critical or serious violation", { timeout: 900_000 }, async () => {
    const problems: A11yProblem[] = [];
    const scanned = new Set<string>();
    let count = 0;

    // /login, signed out.
    const anonymous = await newPage();
    await anonymous.goto(`${baseUrl}/login`);
    await anonymous.getByRole("button", { name: "Sign In" }).waitFor();
    problems.push(...(await axeProblems(anonymous, "/login (signed out)")));
    count++;

    for (const role of SCAN_ROLES) {
      const { principal, token } = await signIn(role);
      const ids = await sampleIds(role, token);
      const { visits, missingIds } = screensFor(principal, ids, scanned);
      expect(missingIds, `${role}: no sample record for these screens`).toEqual([]);
      const page = await newPage();
      await loginAs(page, baseUrl, role);
      for (const visit of visits) {
        await settle(page, visit.address);
        problems.push(...(await axeProblems(page, `${role} ${visit.address}`)));
        count++;
        // Every other enabled tab of the screen, scanned by default.
        const tabs = page.locator(
          '[role="tab"]:not([aria-selected="true"]):not([disabled]):not([data-disabled])',
        );
        for (const name of await tabs.allInnerTexts()) {
          await page.getByRole("tab", { name: name.trim(), exact: true }).first().click();
          await page.waitForLoadState("networkidle");
          problems.push(...(await axeProblems(page, `${role} ${visit.address} — tab ${name.trim()}`)));
          count++;
        }
      }
      for (const state of SCAN_STATES.filter((s) => s.roles.includes(role))) {
        const address = screenAddress(state.path, ids);
        if (!address) throw new Error(`${state.name}: ${state.path} cannot be opened on its own`);
        await settle(page, address);
        const where = `${role} ${state.path} — ${state.name}`;
        try {
          await state.open(page);
        } catch (err) {
          problems.push({
            where,
            rule: "state",
            impact: "critical",
            help: "could not be opened",
            targets: [String(err).slice(0, 300)],
          });
          continue;
        }
        await page.waitForLoadState("networkidle");
        await transitionsDone(page);
        problems.push(...(await axeProblems(page, where)));
        count++;
      }
      await page.context().close();
    }
    expect(count).toBeGreaterThan(40);
    expect(problems.length, describeProblems(problems)).toBe(0);
  });
});
