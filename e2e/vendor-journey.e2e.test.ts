import type { VendorDetail, VendorTrade } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { pickOrderForVendors, searchSelectVendor } from "./support/vendors.ts";
import { chooseOption } from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

/*
 * Issue 15's journey as one vendor manager walks it: add a vendor (address corrected → confirm) → add two
 * trades and a rate → upload a COI with an expiry date → find the vendor by a 30-mile radius search from a
 * nearby ZIP → attach it on a work order through Select Vendor.
 */
const { page, baseUrl } = useBrowserSession({ signInAs: "Dispatchers" });
const tag = Math.random().toString(36).slice(2, 7);
const name = `Front Range Facilities ${tag}`;
const street = `${Math.floor(Math.random() * 8000) + 1000}`;
const isCall = (path: string) => (r: { url(): string; ok(): boolean }) => r.url().includes(path) && r.ok();

describe("Vendors: from a new contractor to its first dispatch (issue 15)", () => {
  it("adds, equips, finds and attaches a vendor", async () => {
    const token = await apiToken(baseUrl, "Dispatchers");
    const { order } = await pickOrderForVendors(baseUrl, token);
    const tradeA = order.trades[0]?.tradename ?? "";

    // 1. Add the vendor: Denver, typed loosely; validateaddress corrects it and the user confirms.
    await page.goto(`${baseUrl}/Vendor/new?id=0`);
    await page.getByRole("heading", { name: "Add New Vendor", level: 2 }).waitFor();
    await page.getByRole("textbox", { name: "Vendor Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Address", exact: true }).fill(`${street} east colfax avenue`);
    await page.getByRole("textbox", { name: "City" }).fill("denver");
    await chooseOption(page, "State", "CO - Colorado");
    await page.getByRole("textbox", { name: "Zip Code" }).fill("80203");
    await page.getByRole("textbox", { name: "Primary Phone" }).fill(`(303) 555-${street}`);
    await page.getByRole("textbox", { name: "Primary Email" }).fill(`dispatch-${tag}@frontrange.example.com`);
    await chooseOption(page, "Tier", null);
    await chooseOption(page, "Term", null);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Address" });
    await confirm.getByText(`${street} E Colfax Ave, Denver, CO 80203`).waitFor();
    await confirm.getByRole("button", { name: "Use Validated Address" }).click();
    await page.waitForURL(/\/vendor\/details\?id=\d+/);
    const vendorid = Number(new URL(page.url()).searchParams.get("id"));
    await page.getByRole("heading", { name }).waitFor();

    // 2. Two trades (the order's trade and one more) and a Colorado rate on the first.
    await page.getByRole("tab", { name: "Trades", exact: true }).click();
    const addTrade = async (pick: (offered: string[]) => string) => {
      await page.getByRole("button", { name: "Add Trade" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Trade" });
      const select = dialog.getByRole("combobox", { name: "Trade", exact: true });
      await select.click();
      const listId = await select.getAttribute("aria-controls");
      const offered = await page.locator(`[id="${listId}"]`).getByRole("option").allTextContents();
      const chosen = pick(offered);
      await page.getByRole("option", { name: chosen, exact: true }).click();
      await dialog.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Trade added");
      return chosen;
    };
    await addTrade(() => tradeA);
    const tradeB = await addTrade((offered) => offered.find((t) => t !== tradeA) ?? "");
    await expect
      .poll(async () =>
        (await apiCall<VendorTrade[]>(baseUrl, token, "GET", "/api/vendor/gettrades", { vendorid }))
          .map((t) => t.tradename)
          .sort(),
      )
      .toEqual([tradeA, tradeB].sort());
    // The trades are a grid (as on a customer): a trade's rates open in its detail row.
    await page
      .getByRole("table", { name: "Trades", exact: true })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: tradeA, exact: true }) })
      .getByRole("button", { name: "Expand details" })
      .click();
    await page.getByRole("button", { name: "Add Rate" }).click();
    const rate = page.getByRole("dialog", { name: "Add Rate" });
    await rate.getByRole("textbox", { name: "Name" }).fill("Colorado standard");
    await chooseOption(page, "States", "CO - Colorado");
    await page.keyboard.press("Escape");
    await rate.getByRole("textbox", { name: "Regular Rate" }).fill("95");
    await rate.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Rate saved");
    await rate.waitFor({ state: "detached" });
    await page.getByRole("cell", { name: "Colorado standard", exact: true }).waitFor();

    // 3. A COI with its expiry date: the vendor's general-liability date follows.
    await page.getByRole("tab", { name: "Attachments", exact: true }).click();
    await chooseOption(page, "Attachment Type", "COI");
    await page.getByLabel("Expiration Date").fill("2031-06-30");
    await page.locator('input[type="file"]').setInputFiles({
      name: `coi-${tag}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from("Certificate of liability insurance, Front Range Facilities\n"),
    });
    await expectToast(page, "File uploaded");
    await page.getByRole("button", { name: `coi-${tag}.txt`, exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await apiCall<VendorDetail>(baseUrl, token, "GET", `/api/vendor/${vendorid}`)).glexpirationdate,
      )
      .toBe("2031-06-30");

    // 4. Vendor search: 30 miles around downtown Denver (80202) for the order's trade finds it.
    await page.goto(`${baseUrl}/vendor/search`);
    const trades = page.getByRole("combobox", { name: "Trades", exact: true });
    await trades.click();
    await trades.fill(tradeA);
    await page.getByRole("option", { name: tradeA, exact: true }).click();
    await page.keyboard.press("Escape");
    await chooseOption(page, "Radius", "30 miles");
    await page.getByRole("textbox", { name: "Zip Code" }).fill("80202");
    await Promise.all([
      page.waitForResponse(isCall("/api/vendor/searchbyradius")),
      page.getByRole("button", { name: "Search", exact: true }).click(),
    ]);
    const found = page.getByRole("table", { name: "Vendor search results" }).locator("tr", { hasText: name });
    await found.waitFor();
    const miles = Number(
      ((await found.locator("td", { hasText: / mi$/ }).first().textContent()) ?? "").replace(" mi", ""),
    );
    expect(miles).toBeLessThanOrEqual(30);

    // 5. Select Vendor on a work order of that trade: attach it.
    const dialog = await searchSelectVendor(page, baseUrl, order.id, tag);
    await Promise.all([
      page.waitForResponse(isCall("/api/workorder/savevendor")),
      dialog.getByRole("button", { name: `Attach ${name}` }).click(),
    ]);
    await expectToast(page, "Vendor Saved");
    await page.getByRole("button", { name: `Actions for ${name}` }).waitFor();
  });
});
