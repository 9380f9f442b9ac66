import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DEMO } from "./support/demo-users.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

/**
 * Issue 33 §2, the audit trail on screen: a change saved on a record's page shows on its Change History tab
 * (who, through which route, the field before → after) and in the Admin audit search, which exports it.
 */
const { baseUrl, page } = useBrowserSession({ signInAs: "Admin", acceptDownloads: true });

const textOf = async (table: ReturnType<typeof page.getByRole>) => (await table.textContent()) ?? "";

describe("audit trail screens (issue 33)", () => {
  it("a customer's saved change shows on its Change History tab and in the Admin audit search, which exports it", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const tag = `AUD-${Date.now().toString(36).toUpperCase()}`;
    const { id } = await jsonCall<{ id: number }>(baseUrl, token, "POST", "/api/customer/save", {
      customername: `Audited Customer ${tag}`,
      streetaddress: "1 Main St",
      city: "Hartford",
      statecode: "CT",
      postalcode: "06103",
    });

    await page.goto(`${baseUrl}/customer/details?id=${id}`);
    await page.getByRole("textbox", { name: "ServiceChannel Subscriber Id" }).fill(tag);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Updated!");

    await page.getByRole("tab", { name: "Change History" }).click();
    const history = page.getByRole("table", { name: "Change History" });
    await expect.poll(() => textOf(history)).toContain(`servicechannelsubscriberid: (empty) → ${tag}`);
    const row = history
      .locator("tbody tr")
      .filter({ hasText: `servicechannelsubscriberid: (empty) → ${tag}` });
    expect(await row.textContent()).toContain(DEMO.Admin.name);
    expect(await row.textContent()).toContain("/api/customer/update");
    // The record's creation is there too, older.
    expect(await textOf(history)).toContain("insert");

    await page.goto(`${baseUrl}/admin?tab=audit`);
    await page.getByRole("textbox", { name: /^Record type/ }).fill("customers");
    await page.getByRole("textbox", { name: "Record id" }).fill(String(id));
    await page.getByRole("button", { name: "Search" }).click();
    const trail = page.getByRole("table", { name: "Audit trail" });
    await expect.poll(() => textOf(trail)).toContain(tag);
    expect(await trail.locator("tbody tr").count()).toBeGreaterThanOrEqual(2);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 2).toString()).toBe("PK");
  });
});
