import { describe, expect, it } from "vitest";
import { freeFirstPlace, invitationLink, pickOrderAndNewVendor } from "./support/admin.ts";
import { EXPECTED_GROUPS } from "./support/expected-menus.ts";
import { submitLogin } from "./support/login.ts";
import { menuGroups } from "./support/nav.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast } from "./support/workorders.ts";

const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Admin" });

const isCall = (path: string) => (r: { url(): string; ok(): boolean }) => r.url().includes(path) && r.ok();

describe("Admin page (issue 16)", () => {
  it("creates a dispatcher user whose invitation link sets a password; the user signs in and sees the dispatcher menu", async () => {
    const tag = Date.now().toString(36);
    const email = `new.dispatcher.${tag}@example.test`;
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/getuserlist")),
      page.goto(`${baseUrl}/admin`),
    ]);
    await page.getByRole("tab", { name: "Users" }).waitFor();
    await page.getByRole("table", { name: "Users" }).waitFor();

    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "New User" });
    await dialog.getByRole("textbox", { name: /^First Name/ }).fill("Quinn");
    await dialog.getByRole("textbox", { name: /^Last Name/ }).fill(`Dispatch ${tag}`);
    await dialog.getByRole("textbox", { name: /^Email/ }).fill(email);
    // Save without a role: the spec's message, nothing sent.
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Role is required.").waitFor();
    await dialog.getByRole("combobox", { name: /^Roles/ }).click();
    await page.getByRole("option", { name: "Dispatchers" }).click();
    await page.keyboard.press("Tab"); // leave the role list: its dropdown closes
    await dialog.getByRole("checkbox", { name: "Dispatcher", exact: true }).check();
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/createuser")),
      dialog.getByRole("button", { name: "Save" }).click(),
    ]);
    await expectToast(page, "User Created");
    await dialog.waitFor({ state: "hidden" });
    // Earlier files add users of their own: the grid's search finds the new one whatever its page.
    await page.getByRole("textbox", { name: "Search" }).fill(email);
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByText("Invitation pending").waitFor();

    const link = await invitationLink(baseUrl, await apiToken(baseUrl, "Admin"), email);
    expect(new URL(link).origin).toBe(baseUrl);
    const invited = await newPage();
    await invited.goto(link);
    await invited.getByRole("heading", { name: "Set your password" }).waitFor();
    await invited.getByLabel(/^New password/).fill("quinn-secret-2026");
    await invited.getByLabel(/^Confirm password/).fill("quinn-secret-2026");
    await invited.getByRole("button", { name: "Set Password" }).click();
    await invited.getByText(`Your password is set for ${email}.`).waitFor();
    await invited.getByRole("link", { name: "Sign in" }).click();
    await invited.waitForURL(`${baseUrl}/login`);
    await submitLogin(invited, email, "quinn-secret-2026");
    await invited.waitForURL(`${baseUrl}/home`);
    await invited.getByRole("heading", { name: `Welcome, Quinn Dispatch ${tag}` }).waitFor();
    expect(await menuGroups(invited)).toEqual(EXPECTED_GROUPS.Dispatchers);

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByLabel(/^New password/).fill("another-secret-2026");
    await again.getByLabel(/^Confirm password/).fill("another-secret-2026");
    await again.getByRole("button", { name: "Set Password" }).click();
    await again.getByText("This link has already been used. Sign in with your password.").waitFor();
  });

  it("adds a vendor for a trade, gives it priority 1 and sees it first in Select Vendor", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const { order, trade, vendor } = await pickOrderAndNewVendor(baseUrl, token);
    await freeFirstPlace(baseUrl, token, trade.tradeid);

    await page.goto(`${baseUrl}/admin?tab=dispatch`);
    await page.getByRole("tab", { name: "Dispatch" }).waitFor();
    await page.getByRole("combobox", { name: "Trade" }).click();
    await page.getByRole("combobox", { name: "Trade" }).fill(trade.tradename);
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/getvendorsbytradeid")),
      page.getByRole("option", { name: trade.tradename, exact: true }).click(),
    ]);
    const list = page.getByRole("table", { name: `Dispatch vendors for ${trade.tradename}` });
    await list.waitFor();

    await Promise.all([
      page.waitForResponse(isCall("/api/admin/getallvendorsbytradeid")),
      page.getByRole("button", { name: "Add Vendor" }).click(),
    ]);
    const picker = page.getByRole("dialog", { name: `Add Vendor: ${trade.tradename}` });
    await picker.getByRole("textbox", { name: "Search" }).fill(vendor.name);
    // Redlined and tier 6 vendors have no Select button.
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/savedispatchvendor")),
      picker.getByRole("button", { name: `Select ${vendor.name}` }).click(),
    ]);
    await expectToast(page, "Vendor Added");
    const added = list.locator(`tbody tr[data-row-id="${vendor.id}"]`);
    await added.waitFor();

    await added.getByRole("button", { name: `Actions for ${vendor.name}` }).click();
    await page.getByRole("menuitem", { name: "Change Priority" }).click();
    const dialog = page.getByRole("dialog", { name: `Priority: ${vendor.name}` });
    await dialog.getByRole("textbox", { name: /^Priority/ }).fill("1");
    await Promise.all([
      page.waitForResponse(isCall("/api/admin/updatedispatchvendor")),
      dialog.getByRole("button", { name: "Save" }).click(),
    ]);
    await expectToast(page, "Priority Updated");
    await expect
      .poll(() => list.locator("tbody tr[data-row-id]").first().getAttribute("data-row-id"))
      .toBe(String(vendor.id));

    // Select Vendor ranks by dispatch priority: the vendor is first at once.
    await page.goto(`${baseUrl}/workorder/details?id=${order.id}&origin=workorder`);
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    await page.getByRole("table", { name: "Work order vendors", exact: true }).waitFor();
    await Promise.all([
      page.waitForResponse(isCall("/api/workorder/getvendorsbytrades")),
      page.getByRole("button", { name: "Attach Vendor" }).click(),
    ]);
    const select = page.getByRole("dialog", { name: "Select Vendor" });
    await select.getByRole("table", { name: "Select Vendor" }).waitFor();
    await expect
      .poll(() => select.locator("tbody tr[data-row-id]").first().getAttribute("data-row-id"))
      .toBe(String(vendor.id));
  });

  it("shows 'Unauthorized' to a dispatcher", async () => {
    const other = await newPage("Dispatchers");
    await other.goto(`${baseUrl}/admin`);
    await other.getByText("Unauthorized", { exact: true }).waitFor();
  });
});
