import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { openWorkOrders } from "./support/workorders.ts";

/** Issue 35 item 6: the smaller deviations a dispatcher and an admin hit on the staff screens. */
const { page, baseUrl } = useBrowserSession({ signInAs: "Admin" });

describe("staff screens follow the spec (issue 35)", () => {
  it("pages the status tiles by 20 (spec 1 §9) and the grid back by 100", async () => {
    await openWorkOrders(page, baseUrl);
    await page.locator("label", { hasText: "Tiles" }).click();
    await expect.poll(() => page.locator("[data-tile-id]").count(), { timeout: 15_000 }).toBe(20);
    await page.locator("label", { hasText: "Grid" }).click();
    await expect.poll(() => page.locator("tbody tr[data-row-id]").count(), { timeout: 15_000 }).toBe(100);
  });

  it("says a vendor or customer of a malformed id is not found, with the way back to the list", async () => {
    await page.goto(`${baseUrl}/vendor/details?id=abc`);
    await page.getByRole("alert").getByText("Vendor not found", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Back to List" }).click();
    await page.waitForURL(/\/vendor$/);
    await page.goto(`${baseUrl}/customer/details?id=abc`);
    await page.getByRole("alert").getByText("Customer not found", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);
  });
});
