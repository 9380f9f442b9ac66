import type { VendorDetail, VendorNote } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { chooseOption } from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

const { page, baseUrl } = useBrowserSession({ signInAs: "Dispatchers" });
const tag = Math.random().toString(36).slice(2, 7);
const name = `Lone Star Mechanical ${tag}`;
const street = `${Math.floor(Math.random() * 9000) + 1000}`;

describe("Vendors: a vendor manager onboards a contractor (issue 15)", () => {
  it("adds a vendor (address corrected → confirm), edits and saves it, rates it and adds a note", async () => {
    // The list, then Add Vendor.
    await page.goto(`${baseUrl}/vendor`);
    await page.getByRole("table", { name: "Vendors" }).waitFor();
    await page.getByRole("link", { name: "Add Vendor" }).click();
    await page.waitForURL(/\/Vendor\/new\?id=0/);
    await page.getByRole("heading", { name: "Add New Vendor", level: 2 }).waitFor();

    // The spec's messages, then the form.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Vendor Name is required.", { exact: true }).waitFor();
    await page.getByText("Tier is required.").waitFor();
    await page.getByText("Term is required.").waitFor();
    await page.getByRole("textbox", { name: "Vendor Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Address", exact: true }).fill(`${street} north congress avenue`);
    await page.getByRole("textbox", { name: "City" }).fill("austin");
    await chooseOption(page, "State", "TX - Texas");
    await page.getByRole("textbox", { name: "Zip Code" }).fill("78701");
    await page.getByRole("textbox", { name: "Primary Phone" }).fill("(112) 555-0100");
    await page.getByRole("textbox", { name: "Primary Email" }).fill(`office-${tag}@lonestar.example.com`);
    await chooseOption(page, "Tier", null);
    await chooseOption(page, "Term", null);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The phone must have a correct USA phone format").waitFor();
    await page.getByRole("textbox", { name: "Primary Phone" }).fill(`(512) 555-${street}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();

    // validateaddress corrected the address: confirm original vs validated.
    const confirm = page.getByRole("dialog", { name: "Confirm Address" });
    await confirm.waitFor();
    await confirm.getByText(`${street} N Congress Ave, Austin, TX 78701`).waitFor();
    await confirm.getByRole("button", { name: "Use Validated Address" }).click();
    await page.waitForURL(/\/vendor\/details\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    await page.getByRole("heading", { name }).waitFor();
    expect(await page.getByRole("textbox", { name: "Address", exact: true }).inputValue()).toBe(
      `${street} N Congress Ave`,
    );
    expect(await page.getByRole("textbox", { name: "City" }).inputValue()).toBe("Austin");
    expect(await page.getByRole("textbox", { name: "County" }).inputValue()).toBe("Travis");

    // Edit + Save.
    await page.getByRole("textbox", { name: "Billing Vendor Id" }).fill(`BV-${tag}`);
    await page.getByRole("checkbox", { name: "Paperwork Complete" }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "You have submitted the form");
    const token = await apiToken(baseUrl, "Dispatchers");
    await expect
      .poll(
        async () => (await apiCall<VendorDetail>(baseUrl, token, "GET", `/api/vendor/${id}`)).billingvendorid,
      )
      .toBe(`BV-${tag}`);

    // Rating: four stars.
    // Mantine's star inputs are visually hidden and, with half steps, the 3.5 label overlays the left half of
    // the 4 label: a pointer click at the label's centre may land on either, so the click goes to the label itself.
    const star = await page.locator('input[type="radio"][value="4"]').first().getAttribute("id");
    await page.locator(`label[for="${star}"]`).dispatchEvent("click");
    await expect.poll(() => page.getByTestId("rating-summary").textContent()).toBe("4 (1 rating)");

    // A note the vendor may see.
    await page.getByRole("tab", { name: "Notes" }).click();
    await page.getByRole("button", { name: "Add Note" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Note" });
    await dialog.locator(".ProseMirror").click();
    await page.keyboard.type("Sent the COI and W9.");
    await dialog.getByRole("checkbox", { name: "Can Vendor See" }).check();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("table", { name: "Notes" }).getByText("Sent the COI and W9.").waitFor();
    const notes = await apiCall<VendorNote[]>(baseUrl, token, "GET", `/api/vendor/notes?vendorid=${id}`);
    expect(notes).toMatchObject([{ canvendorsee: true, cancustomersee: false }]);

    // Back to the list: the search finds it, with its rating.
    await page.getByRole("link", { name: "Back to List" }).click();
    await page.getByRole("table", { name: "Vendors" }).waitFor();
    await page.getByRole("textbox", { name: "Search" }).fill(tag);
    await page.getByRole("table", { name: "Vendors" }).getByText(name).waitFor();
  });
});
