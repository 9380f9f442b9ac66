import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "./support/demo-users.ts";
import { useBrowserSession } from "./support/session.ts";
import {
  type CreatedWorkOrder,
  chooseOption,
  getWorkOrder,
  newReceivedOrder,
} from "./support/workorder-detail.ts";
import { apiCall, apiToken, jsonCall, openWorkOrders, searchWorkOrders } from "./support/workorders.ts";

const uid = () => Math.random().toString(36).slice(2, 8);
const { baseUrl, page } = useBrowserSession({ signInAs: "Admin", acceptDownloads: true });
let token: string;

beforeAll(async () => {
  token = await apiToken(baseUrl, "Admin");
});

/** New Received orders of this test's own at a demo order's site, all carrying `tag` in their description. */
const newOrders = async (n: number, tag: string) => {
  const made: CreatedWorkOrder[] = [];
  for (let i = 0; i < n; i++)
    made.push(await newReceivedOrder(baseUrl, token, { briefdescription: `${tag} ${i}` }));
  return made;
};

describe("the work-order list's selection count and bulk actions (issue 30)", () => {
  it("selects by keyboard, exports the selection, reassigns it (a locked order refused, unchanged)", async () => {
    const tag = `Bulk${uid()}`;
    const orders = await newOrders(3, tag);
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, tag);
    await page.locator("tbody tr[data-row-index]").nth(2).waitFor();
    expect(await page.locator("tbody tr[data-row-index]").count()).toBe(3);

    // Space selects the active row; the count is announced politely.
    await page.getByRole("group", { name: "Work orders rows" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    const count = page.locator("[data-selection-bar] [aria-live=polite]");
    await expect.poll(() => count.textContent()).toBe("3 selected");

    // Export selected: the one export route, with the selected ids.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export selected" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("WorkOrders.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const sheet = wb.getWorksheet("WorkOrders");
    expect(sheet?.rowCount).toBe(1 + 3);

    // Meanwhile someone cancels one of them: it is locked now.
    const cancelled = orders[2] ?? orders[0];
    if (!cancelled) throw new Error("no order");
    const before = await getWorkOrder(baseUrl, token, cancelled.id);
    await jsonCall(baseUrl, token, "POST", "/api/workorder/updateworkorderstatus", {
      workorderid: cancelled.id,
      statusid: 6,
      version: before.version,
      note: "<p>Cancelled by the bulk e2e</p>",
      cancelreason: "Duplicate",
    });
    const lockedBefore = await getWorkOrder(baseUrl, token, cancelled.id);

    await page.getByRole("button", { name: "Reassign Dispatcher" }).click();
    const dialog = page.getByRole("dialog", { name: "Reassign Dispatcher" });
    await dialog.waitFor();
    await dialog.getByText("3 work orders selected.", { exact: false }).waitFor();
    await chooseOption(page, "Dispatcher", DEMO.Dispatchers.name);
    await dialog.getByRole("button", { name: "Reassign 3 work orders" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "2 done, 1 refused" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(cancelled.wonumber);
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => count.textContent()).toBe("");

    const dispatchers = await apiCall<{ id: number; name: string }[]>(
      baseUrl,
      token,
      "GET",
      "/api/user/getdispatchers",
    );
    const dana = dispatchers.find((d) => d.name === DEMO.Dispatchers.name);
    for (const o of orders.slice(0, 2))
      expect((await getWorkOrder(baseUrl, token, o.id)).dispatcherid).toBe(dana?.id);
    const lockedAfter = await getWorkOrder(baseUrl, token, cancelled.id);
    expect(lockedAfter.dispatcherid).toBe(lockedBefore.dispatcherid);
    expect(lockedAfter.version).toBe(lockedBefore.version);
  }, 120_000);
});
