import { describe, it } from "vitest";
import { DEMO } from "./support/demo-users.ts";
import { useBrowserSession } from "./support/session.ts";

const { baseUrl, page, newPage } = useBrowserSession({ signInAs: "Admin" });

describe("page-view tracking (spec 2 §6)", () => {
  it("records the tabs a vendor and a staff user open and shows them to staff under 'Viewed by'", async () => {
    // The vendor opens one of its orders and its Notes tab.
    const vendor = await newPage("Vendor");
    await vendor.goto(`${baseUrl}/vendorprofile/workorderlist?status=open`);
    const list = vendor.getByRole("table", { name: "My Work Orders - Open" });
    await list.locator("tbody tr[data-row-id]").first().waitFor();
    const id = Number(await list.locator("tbody tr[data-row-id]").first().getAttribute("data-row-id"));
    const sent = vendor.waitForResponse((r) => r.url().includes("/api/workorder/pageviews") && r.ok());
    await vendor.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${id}&origin=home`);
    await vendor.getByRole("tab", { name: "Notes" }).click();
    await sent; // one batched POST a few seconds later

    // Staff: open the order, its Notes and Attachments tabs, then 'Viewed by'.
    await page.goto(`${baseUrl}/workorder/details?id=${id}&origin=workorder`);
    await page.getByRole("tab", { name: "Notes" }).click();
    const staffSent = page.waitForResponse((r) => r.url().includes("/api/workorder/pageviews") && r.ok());
    await page.getByRole("tab", { name: "Attachments" }).click();
    await staffSent;
    await page.getByRole("button", { name: "Viewed by" }).click();
    const panel = page.getByRole("region", { name: "Viewed by" });
    const vendorRow = panel.getByRole("row").filter({ hasText: DEMO.Vendor.name });
    await vendorRow.filter({ hasText: "Notes" }).first().waitFor();
    await vendorRow.getByText("Vendor", { exact: true }).first().waitFor();
    const mine = panel.getByRole("row").filter({ hasText: DEMO.Admin.name });
    await mine.filter({ hasText: "Attachments" }).first().waitFor();
    await mine.filter({ hasText: "Work Order" }).first().waitFor();
  }, 240_000);
});
