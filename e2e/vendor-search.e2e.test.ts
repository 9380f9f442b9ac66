import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { pickOrderForVendors, searchSelectVendor } from "./support/vendors.ts";
import { chooseOption } from "./support/workorder-detail.ts";
import { apiToken } from "./support/workorders.ts";

// The demo vendors of apps/server/src/seed/vendor-search.ts (Lakewood, CO, ~7 miles from 80202).
const SEARCH_ZIP = "80202";
const EXPIRING = "Mile High Mechanical & Plumbing";

const { baseUrl, page } = useBrowserSession({ signInAs: "Admin" });
let token: string;
beforeAll(async () => {
  token = await apiToken(baseUrl, "Admin");
});

const daysFromToday = (iso: string) =>
  Math.round(
    (Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );

const isCall = (path: string) => (r: { url(): string; ok(): boolean }) => r.url().includes(path) && r.ok();

describe("Vendor search (spec 3 §2.16) and compliance marks (issue 15)", () => {
  it("finds a demo vendor by a 30-mile radius search, then shows its compliance mark on Select Vendor", async () => {
    await page.goto(`${baseUrl}/vendor/search`);
    const trades = page.getByRole("combobox", { name: "Trades", exact: true });
    await trades.click();
    await trades.fill("HVAC");
    await page.getByRole("option", { name: "HVAC", exact: true }).click();
    await page.keyboard.press("Escape");
    await chooseOption(page, "Radius", "30 miles");
    await page.getByRole("textbox", { name: "Zip Code" }).fill(SEARCH_ZIP);
    await Promise.all([
      page.waitForResponse(isCall("/api/vendor/searchbyradius")),
      page.getByRole("button", { name: "Search", exact: true }).click(),
    ]);
    const results = page.getByRole("table", { name: "Vendor search results" });
    const row = results.locator("tr", { hasText: EXPIRING });
    await row.waitFor();
    // The seed sets the certificate 12 days out; a run that crosses midnight UTC after seeding sees 11. The mark
    // must count the days from today to the date it names.
    const mark = row.getByRole("img", { name: /^Compliance alert: General liability expires in \d+ days/ });
    await mark.waitFor();
    const [, days, date] =
      /expires in (\d+) days \((\d{4}-\d{2}-\d{2})\)/.exec((await mark.getAttribute("aria-label")) ?? "") ??
      [];
    expect([11, 12]).toContain(Number(days));
    expect(daysFromToday(date ?? "")).toBe(Number(days));
    const miles = Number(
      ((await row.locator("td", { hasText: / mi$/ }).first().textContent()) ?? "").replace(" mi", ""),
    );
    expect(miles).toBeGreaterThan(0);
    expect(miles).toBeLessThanOrEqual(30);

    // Select Vendor on a work order shows the same mark
    const { order } = await pickOrderForVendors(baseUrl, token);
    const dialog = await searchSelectVendor(page, baseUrl, order.id, "Mile High");
    const candidate = dialog.locator("tr", { hasText: EXPIRING });
    await candidate.getByRole("img", { name: /^Compliance alert:/ }).waitFor();
    // expiring (not expired) insurance does not block: the vendor may still be attached
    await candidate.getByRole("button", { name: `Attach ${EXPIRING}` }).waitFor();
  });

  it("imports coverage ZIPs for a vendor: row errors first, then the whole file", async () => {
    await page.goto(`${baseUrl}/admin/importvendorzips`);
    const grid = page.getByRole("table", { name: "Vendors" });
    await grid.waitFor();
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/importtradezips/vendors")),
      page.getByRole("textbox", { name: "Search" }).fill("Flatirons"),
    ]);
    await page.getByRole("button", { name: "Select Flatirons Electric Co." }).click();
    await page.getByText("Vendor: Flatirons Electric Co.").waitFor();

    await page.locator('input[type="file"]').setInputFiles({
      name: "zips.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Zip Code\n80302\n8030X\n80303\n"),
    });
    await page.getByText("8030X is not a 5-digit ZIP code.").waitFor({ timeout: 30_000 });

    await page.locator('input[type="file"]').setInputFiles({
      name: "zips.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Zip Code\n80302\n80303\n80304\n"),
    });
    await page.getByText("3 ZIP code(s) imported.").waitFor({ timeout: 30_000 });
    // the grid's Coverage ZIPs follow the import without a reload (issue 35)
    const headers = await grid.locator("thead tr").first().locator("th").allTextContents();
    const zips = headers.findIndex((h) => h.includes("Coverage ZIPs"));
    expect(zips).toBeGreaterThanOrEqual(0);
    const flatirons = grid.locator("tbody tr", { hasText: "Flatirons Electric Co." }).first();
    await expect.poll(() => flatirons.locator("td").nth(zips).textContent()).toBe("3");
    // the job is kept: after a reload the vendor's latest import is shown again
    await page.reload();
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/importtradezips/vendors")),
      page.getByRole("textbox", { name: "Search" }).fill("Flatirons"),
    ]);
    await page.getByRole("button", { name: "Select Flatirons Electric Co." }).click();
    await page.getByText("3 ZIP code(s) imported.").waitFor({ timeout: 30_000 });
  });
});
