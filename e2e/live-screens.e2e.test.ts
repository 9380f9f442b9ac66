import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { chooseOption, openDetail } from "./support/workorder-detail.ts";
import { apiToken, expectToast, pickWorkOrder } from "./support/workorders.ts";

const STATUS = { Received: 1 } as const;

const { baseUrl, page, newPage } = useBrowserSession({ signInAs: "Dispatchers" });

describe("live screens (issue 33)", () => {
  it("one user changes a status; the other's open list row shows it without a reload", async () => {
    const token = await apiToken(baseUrl, "Dispatchers");
    const row = await pickWorkOrder(baseUrl, token, STATUS.Received, (r) => Boolean(r.wonumber));

    // Dispatcher: the work-order list, narrowed to the order by the search box.
    await page.goto(`${baseUrl}/workorder`);
    await page.getByRole("textbox", { name: "Search" }).fill(row.wonumber);
    const listRow = page.locator(`tbody tr[data-row-id="${row.id}"]`);
    await listRow.waitFor();
    expect(await listRow.textContent()).toContain("Received");
    // A reload would drop this marker.
    await page.evaluate(() => {
      (window as unknown as { liveMarker: boolean }).liveMarker = true;
    });

    // Admin, in another browser context: changes the order's status through the form.
    const admin = await newPage("Admin");
    await openDetail(admin, baseUrl, row.id);
    await chooseOption(admin, "Status", "TBS");
    const popup = admin.getByRole("dialog", { name: "Internal Note" });
    await popup.getByRole("textbox", { name: "Note" }).fill("Changed while the dispatcher watches");
    const changedAt = Date.now();
    await popup.getByRole("button", { name: "Save" }).click();
    await expectToast(admin, "Status updated");

    // The dispatcher's row follows by itself.
    await listRow.filter({ hasText: "TBS" }).waitFor({ timeout: 5000 });
    console.log(`live-screens: list row updated ${Date.now() - changedAt} ms after Save was clicked`);
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);
  }, 240_000);
});
