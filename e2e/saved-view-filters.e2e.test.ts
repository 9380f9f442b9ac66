import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import {
  apiCall,
  apiToken,
  expectToast,
  isAlertsCall,
  isListCall,
  openWorkOrders,
} from "./support/workorders.ts";

// AccountingAdmin: its views are its own, so no other file's list opens with a view saved here.
const { baseUrl, page } = useBrowserSession({ signInAs: "AccountingAdmin" });
let token: string;
const tag = () => Date.now().toString(36);

beforeAll(async () => {
  token = await apiToken(baseUrl, "AccountingAdmin");
});
afterEach(async () => {
  for (const viewType of ["w", "d"])
    await apiCall(baseUrl, token, "PUT", "/api/view/resetmyview", { viewType });
});

const saveView = async (p: Page, name: string, isDefault: boolean) => {
  await p.getByRole("button", { name: "Views" }).click();
  await p.getByRole("menuitem", { name: "Save View" }).click();
  const dialog = p.getByRole("dialog", { name: "Save View" });
  await dialog.getByLabel("View Name").fill(name);
  const box = dialog.getByRole("checkbox", { name: "Default" });
  if ((await box.isChecked()) !== isDefault) await box.click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(p, "View Saved");
};
const chooseView = async (p: Page, label: string | null) => {
  const select = p.getByRole("combobox", { name: "Saved views" });
  await select.click();
  if (label) await p.getByRole("option", { name: label, exact: true }).click();
};
const paramsOf = (url: string) => new URL(url).searchParams;

describe("saved views keep every filter (spec 1 §5, issue 35 #5)", () => {
  it("work-order list: a view saved with All Workorders + Flagged Orders reopens with both", async () => {
    await openWorkOrders(page, baseUrl);
    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await Promise.all([
      page.waitForResponse(isListCall),
      page.getByRole("option", { name: "All Workorders", exact: true }).click(),
    ]);
    await page.getByRole("option", { name: "All Workorders", exact: true }).waitFor({ state: "hidden" });
    await page.waitForURL(/status=all/);
    // A click, not check(): the box follows the URL, which React Router updates a moment later.
    await Promise.all([
      page.waitForResponse(isListCall),
      page.getByRole("checkbox", { name: "Flagged Orders" }).click(),
    ]);
    await page.waitForURL(/flagged=true/);
    const name = `Flagged all ${tag()}`;
    await saveView(page, name, false);

    // Back to the built-in layout and filters, then the view again.
    await openWorkOrders(page, baseUrl);
    expect(await page.getByRole("checkbox", { name: "Flagged Orders" }).isChecked()).toBe(false);
    const [restored] = await Promise.all([page.waitForResponse(isListCall), chooseView(page, name)]);
    expect(paramsOf(restored.url()).get("status")).toBe("all");
    expect(paramsOf(restored.url()).get("flagged")).toBe("true");
    expect(await page.getByRole("checkbox", { name: "Flagged Orders" }).isChecked()).toBe(true);
    expect(await page.getByRole("combobox", { name: "Status", exact: true }).inputValue()).toBe(
      "All Workorders",
    );
    expect(await page.getByText("Unsaved changes", { exact: true }).count()).toBe(0);
  });

  it("dashboard: a default view with Next 7 Days + Flagged + My Work Orders is applied on reload; Delete View is not offered on it", async () => {
    await Promise.all([page.waitForResponse(isAlertsCall), page.goto(`${baseUrl}/dashboard`)]);
    await page.getByText("Next 7 Days", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Flagged Orders" }).check();
    await page.getByRole("checkbox", { name: "My Work Orders" }).check();
    const name = `ETA week ${tag()}`;
    await saveView(page, name, true);

    const [first] = await Promise.all([page.waitForResponse(isAlertsCall), page.reload()]);
    // The default view's filters may arrive with the first request or right after it.
    const last = paramsOf(first.url()).get("flagged")
      ? first
      : await page.waitForResponse((r) => isAlertsCall(r) && paramsOf(r.url()).get("flagged") === "true");
    expect(paramsOf(last.url()).get("days")).toBe("7");
    expect(paramsOf(last.url()).get("mine")).toBe("true");
    expect(await page.getByRole("checkbox", { name: "Flagged Orders" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "My Work Orders" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Next 7 Days" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("menuitem", { name: "Save View" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Delete View" }).count()).toBe(0);
  });
});
