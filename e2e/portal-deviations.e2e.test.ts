import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DemoRole } from "./support/demo-users.ts";
import { loginAs } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";

const { page, baseUrl } = useBrowserSession();

/** Spec 1 §2: the portal lists' dispatchdate filter operations, in order, and its default. */
const DISPATCH_OPS = [
  "Equals",
  "Does not equal",
  "Less than",
  "Greater than",
  "Less than or equal to",
  "Greater than or equal to",
  "Between",
];

const expectDispatchDateFilter = async (p: Page) => {
  const operator = p.getByRole("button", { name: /^Dispatch Date filter operator: / });
  await operator.waitFor();
  expect(await operator.getAttribute("aria-label")).toBe("Dispatch Date filter operator: Between");
  // Between shows two dates.
  expect(await p.getByRole("columnheader").locator('input[type="date"]').count()).toBeGreaterThanOrEqual(2);
  await operator.click();
  const items = p.getByRole("menuitem");
  await items.first().waitFor();
  // Each item shows its symbol, then its name.
  expect((await items.allInnerTexts()).map((t) => t.trim().split("\n").pop()?.trim())).toEqual(DISPATCH_OPS);
  await p.keyboard.press("Escape");
};

describe("Portal lists against spec 1 §2 (issue 30)", () => {
  const cases: [DemoRole, string][] = [
    ["Customer", "/customerprofile/workorderlist?status=open"],
    ["Vendor", "/vendorprofile/workorderlist?status=open"],
  ];
  for (const [role, path] of cases) {
    it(`${role}: Dispatch Date filters default to between and offer =, <>, <, >, <=, >=, between`, async () => {
      await loginAs(page, baseUrl, role);
      await page.goto(`${baseUrl}${path}`);
      await page.locator("tbody tr[data-row-index]").first().waitFor();
      await expectDispatchDateFilter(page);
    });
  }
});
