import type { VendorAttachmentList, VendorPayment, VendorTrade } from "@fm/domain/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { chooseOption } from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

/*
 * Vendor records (issue 15, vrec): the Trades, Attachments and Payments tabs of /vendor/details?id=N as a
 * vendor manager uses them. The details page itself is built by the vendors feature (vcore); this file runs
 * once both are merged.
 */
const { page, baseUrl } = useBrowserSession({ signInAs: "Dispatchers", acceptDownloads: true });
let token: string;
let vendorid = 0;

interface CurrentVendor {
  vendor: { id: number; name: string; glexpirationdate: string | null };
}

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
  // The demo hero vendor (vendor@example.com's company) has trades, rates, attachments and payments.
  const own = await apiCall<CurrentVendor>(
    baseUrl,
    await apiToken(baseUrl, "Vendor"),
    "GET",
    "/api/vendorprofile/currentvendor",
  );
  vendorid = own.vendor.id;
});

const trades = () => apiCall<VendorTrade[]>(baseUrl, token, "GET", "/api/vendor/gettrades", { vendorid });
const openTab = async (name: string) => {
  await page.goto(`${baseUrl}/vendor/details?id=${vendorid}`);
  await page.getByRole("tab", { name, exact: true }).click();
};

describe("Vendor details: trades, rates, attachments and payments (spec 3 §2.8–2.10)", () => {
  it("adds a missing trade, a rate through the rate editor, removes the rate and the trade", async () => {
    const before = await trades();
    await openTab("Trades");
    await page.getByRole("button", { name: "Add Trade" }).click();
    const addTrade = page.getByRole("dialog", { name: "Add Trade" });
    const select = addTrade.getByRole("combobox", { name: "Trade", exact: true });
    await select.click();
    const listId = await select.getAttribute("aria-controls");
    const offered = await page.locator(`[id="${listId}"]`).getByRole("option").allTextContents();
    // only trades the vendor lacks are offered
    for (const t of before) expect(offered).not.toContain(t.tradename);
    const chosen = offered[0] ?? "";
    await page.getByRole("option", { name: chosen, exact: true }).click();
    await addTrade.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Trade added");
    await expect.poll(async () => (await trades()).map((t) => t.tradename)).toContain(chosen);

    // The trades are a grid (trade, rates, actions), as on a customer; a trade's rates open in its detail row.
    const row = page
      .getByRole("table", { name: "Trades", exact: true })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: chosen, exact: true }) });
    await row.getByRole("button", { name: "Expand details" }).click();
    await page.getByRole("button", { name: "Add Rate" }).click();
    const rate = page.getByRole("dialog", { name: "Add Rate" });
    await rate.getByRole("textbox", { name: "Name" }).fill("E2E standard");
    await chooseOption(page, "States", "TX - Texas");
    await page.keyboard.press("Escape");
    await rate.getByRole("textbox", { name: "Regular Rate" }).fill("88");
    await rate.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Rate saved");
    // the list refreshes 1000 ms after a save
    await page.getByRole("cell", { name: "E2E standard", exact: true }).waitFor();

    // The editor closed after the save; the rate's ⋮ menu deletes it ('Removed rate!').
    await rate.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Actions for E2E standard" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete Rate" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Removed rate!");
    await page.getByRole("cell", { name: "E2E standard", exact: true }).waitFor({ state: "detached" });
    await row.getByRole("button", { name: `Actions for ${chosen}` }).click();
    await page.getByRole("menuitem", { name: "Remove Trade" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expectToast(page, "Trade removed");
    await expect.poll(async () => (await trades()).map((t) => t.tradename)).not.toContain(chosen);
  });

  it("uploads a COI with an expiry date (the vendor's GL date follows) and renames it ('Updated Attachment')", async () => {
    await openTab("Attachments");
    expect(await page.getByText("Choose an attachment type to enable uploads").isVisible()).toBe(true);
    await chooseOption(page, "Attachment Type", "COI");
    await page.getByLabel("Expiration Date").fill("2031-12-31");
    await page.locator('input[type="file"]').setInputFiles({
      name: "coi-e2e.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Certificate of liability insurance (e2e)\n"),
    });
    await expectToast(page, "File uploaded");
    await page.getByRole("button", { name: "coi-e2e.txt", exact: true }).waitFor();
    const own = await apiCall<CurrentVendor>(
      baseUrl,
      await apiToken(baseUrl, "Vendor"),
      "GET",
      "/api/vendorprofile/currentvendor",
    );
    expect(own.vendor.glexpirationdate).toBe("2031-12-31");

    await page.getByRole("button", { name: "Actions for coi-e2e.txt" }).click({ force: true });
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Attachment" });
    await edit.getByRole("textbox", { name: "File Name" }).fill("COI 2031");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Updated Attachment");
    const list = await apiCall<VendorAttachmentList>(baseUrl, token, "GET", "/api/vendor/attachments", {
      vendorid,
    });
    expect(list.attachments.map((a) => a.displayname)).toContain("COI 2031.txt");
  });

  it("shows the vendor's payments with their lines", async () => {
    const payments = await apiCall<VendorPayment[]>(baseUrl, token, "GET", "/api/vendor/payments", {
      vendorid,
    });
    const first = payments[0];
    if (!first) throw new Error("the demo vendor has no payments");
    await openTab("Payments");
    await page.getByRole("cell", { name: first.refNumber ?? "", exact: true }).waitFor();
    await page
      .getByRole("button", { name: /expand/i })
      .first()
      .click();
    const lines = page.getByRole("table", { name: "Payment lines" });
    await lines.getByText(first.paymentLines[0]?.memo ?? "").waitFor();
    expect(await page.getByRole("button", { name: "Refresh from QuickBooks" }).isVisible()).toBe(true);
  });
});
