import { describe, expect, it } from "vitest";
import { openBillingTab, vendorLinesOf } from "./support/billing.ts";
import { useBrowserSession } from "./support/session.ts";
import { shownDistances } from "./support/vendors.ts";
import { fillNewOrder } from "./support/workorder-detail.ts";
import { apiToken, expectToast, jsonCall, openWorkOrders, workOrdersOfStatus } from "./support/workorders.ts";

/** Issue 35 item 6: the smaller deviations a dispatcher and an admin hit on the staff screens. */
const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Admin" });

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

  it("asks before saving a customer invoice of $0.00, and saves nothing when told not to", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const rows = await workOrdersOfStatus(baseUrl, token, 9);
    const row = rows.at(-3);
    if (!row) throw new Error("no Dispatched demo order");
    const invoicesOf = () =>
      jsonCall<unknown[]>(baseUrl, token, "GET", `/api/workorder/invoices?workorderid=${row.id}`);
    const before = (await invoicesOf()).length;
    await page.goto(`${baseUrl}/workorder/details?id=${row.id}&origin=workorder`);
    const invoices = page.getByRole("table", { name: "Invoices" });
    await openBillingTab(page, "Invoice & Payments", invoices);
    await page.getByRole("button", { name: "Add Invoice", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add Invoice" });
    await form.getByRole("button", { name: "Save", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Save a $0.00 invoice?" });
    await ask.getByText("This invoice bills the customer $0.00. Save it anyway?").waitFor();
    await ask.getByRole("button", { name: "Cancel", exact: true }).click();
    await ask.waitFor({ state: "detached" });
    expect(await form.isVisible()).toBe(true);
    expect((await invoicesOf()).length).toBe(before);
  });

  it("takes staff from the customer-side New Work Order to the new order's staff details (decision 0043)", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const [some] = await workOrdersOfStatus(baseUrl, token, 9);
    if (!some) throw new Error("no Dispatched demo order");
    await page.goto(`${baseUrl}/customerprofile/workorder/new?id=0`);
    await page.getByRole("tab", { name: "Notes" }).waitFor();
    await fillNewOrder(page, some.customername, `Staff customer-side order ${Date.now()}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Work Order Saved");
    await page.waitForURL(/\/workorder\/details\?id=\d+/);
  });

  it("tells an accountant why there is no New Work Order, and the menu offers none (issue 35)", async () => {
    const accountant = await newPage("AccountingAdmin");
    await accountant.goto(`${baseUrl}/workorder/new?id=0`);
    await accountant
      .getByRole("alert")
      .getByText("Unauthorized: creating work orders needs the add:workorder permission.")
      .waitFor();
    expect(await accountant.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);
    await accountant.goto(`${baseUrl}/workorder/import`);
    await accountant
      .getByRole("alert")
      .getByText("Unauthorized: importing work orders needs the add:workorder permission.")
      .waitFor();
    const nav = accountant.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Home" }).waitFor();
    expect(await nav.getByRole("link", { name: "New Work Order" }).count()).toBe(0);
  });

  it("opens Add Trade with its list closed, so Save is not covered (issue 35)", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const [some] = await workOrdersOfStatus(baseUrl, token, 9);
    if (!some) throw new Error("no Dispatched demo order");
    const [line] = await vendorLinesOf(baseUrl, token, some.id);
    await page.goto(`${baseUrl}/vendor/details?id=${line?.vendorid}`);
    await page.getByRole("tab", { name: "Trades", exact: true }).click();
    await page.getByRole("button", { name: "Add Trade", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Trade" });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole("listbox").count()).toBe(0);
    // Save takes the click itself (nothing drawn over it).
    await dialog.getByRole("button", { name: "Save", exact: true }).click({ trial: true, timeout: 5_000 });
  });

  it("Select Vendor says why the first vendor is first and ranks by distance on request (issue 35)", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const rows = await workOrdersOfStatus(baseUrl, token, 9);
    const row = rows.at(-4);
    if (!row) throw new Error("no Dispatched demo order");
    await page.goto(`${baseUrl}/workorder/details?id=${row.id}&origin=workorder`);
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    await page.getByRole("button", { name: "Attach Vendor" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Vendor" });
    const note = dialog.getByTestId("ranking-note");
    await expect.poll(() => note.textContent()).toContain("Ranked by dispatch priority for");
    await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().includes("/api/workorder/getvendorsbytrades") &&
          new URL(r.url()).searchParams.get("sort") === "distance",
      ),
      dialog.locator("label", { hasText: "Distance" }).first().click(),
    ]);
    expect(await note.textContent()).toBe("Ranked by distance from the job site, nearest first.");
    await expect
      .poll(async () => {
        const known = (await shownDistances(page)).filter((d): d is number => d !== null);
        return known.length > 0 && known.every((d, i) => i === 0 || (known[i - 1] ?? 0) <= d);
      })
      .toBe(true);
  });

  it("fits the Vendor tab's grid at 1440×900 with the side panel open: no horizontal scrolling (issue 35)", async () => {
    const token = await apiToken(baseUrl, "Admin");
    const rows = await workOrdersOfStatus(baseUrl, token, 9);
    const row = rows.at(-3);
    if (!row) throw new Error("no Dispatched demo order");
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/workorder/details?id=${row.id}&origin=workorder`);
    await page.getByRole("complementary", { name: "Side panel" }).waitFor();
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    const grid = page.getByRole("table", { name: "Work order vendors", exact: true });
    // The order's vendor line is drawn (its vendor name links to the vendor) with the columns a dispatcher needs.
    await grid.getByRole("link").first().waitFor();
    for (const caption of ["Vendor Name", "Status", "Cost", "NOD"])
      await grid.getByText(caption, { exact: true }).first().waitFor();
    const scroller = page.getByRole("group", { name: "Work order vendors rows" });
    const size = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.client).toBeGreaterThan(0);
    expect(size.scroll, `scrollWidth ${size.scroll} vs clientWidth ${size.client}`).toBeLessThanOrEqual(
      size.client + 1,
    );
  });
});
