import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { type ApiOutboxMail, pickOrderForVendors, shownDistances } from "./support/vendors.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers", acceptDownloads: true });
let token: string;
let adminToken: string;

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
  adminToken = await apiToken(baseUrl, "Admin");
});

const isCall = (path: string) => (r: { url(): string; ok(): boolean }) => r.url().includes(path) && r.ok();

describe("Vendor tab of the work-order detail (spec 2 §2, §4)", () => {
  it("attaches the nearest eligible vendor from Select Vendor, sets a quoted amount and sends the WO ticket", async () => {
    const { order, nearest } = await pickOrderForVendors(baseUrl, token);

    await page.goto(`${baseUrl}/workorder/details?id=${order.id}&origin=workorder`);
    // The Vendor tab is part of the detail screen: if it is missing the test fails (no skip can hide it).
    const tab = page.getByRole("tab", { name: "Vendor", exact: true });
    await tab.click();
    const grid = page.getByRole("table", { name: "Work order vendors", exact: true });
    await grid.waitFor();

    // Select Vendor: default order is dispatch priority; sorting by Distance shows the nearest first.
    await Promise.all([
      page.waitForResponse(isCall("/api/workorder/getvendorsbytrades")),
      page.getByRole("button", { name: "Attach Vendor" }).click(),
    ]);
    const dialog = page.getByRole("dialog", { name: "Select Vendor" });
    await dialog.getByRole("table", { name: "Select Vendor" }).waitFor();
    await dialog.getByText("Paperwork Complete", { exact: true }).waitFor();
    await dialog.getByText("Paperwork Incomplete", { exact: true }).waitFor();
    await Promise.all([
      page.waitForResponse(
        (r) =>
          isCall("/api/workorder/getvendorsbytrades")(r) &&
          new URL(r.url()).searchParams.get("sort") === "distance",
      ),
      dialog.getByRole("button", { name: "Sort by Distance" }).click(),
    ]);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[role="dialog"] th[aria-sort="ascending"]')
          ?.textContent?.includes("Distance") ?? false,
    );
    await dialog.locator(`tr[data-row-id="${nearest.id}"]`).waitFor();
    const distances = await shownDistances(page);
    const known = distances.filter((d): d is number => d !== null);
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(distances.slice(0, known.length)).toEqual(known); // unknown distances last

    // The nearest vendor that may be dispatched (those that may not have no Attach button).
    const firstAttach = dialog.getByRole("button", { name: /^Attach / }).first();
    expect(await firstAttach.getAttribute("aria-label")).toBe(`Attach ${nearest.name}`);
    await Promise.all([page.waitForResponse(isCall("/api/workorder/savevendor")), firstAttach.click()]);
    await expectToast(page, "Vendor Saved");
    await dialog.waitFor({ state: "detached" });
    const actions = page.getByRole("button", { name: `Actions for ${nearest.name}` });
    await actions.waitFor();

    // A new line starts at $0: the ticket cannot be sent yet.
    await actions.click();
    expect(await page.getByRole("menuitem", { name: /^Send WO Ticket/ }).isDisabled()).toBe(true);
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: `Edit Vendor - ${nearest.name}` });
    await edit.getByRole("textbox", { name: "Quoted Amount" }).fill("275");
    await Promise.all([
      page.waitForResponse(isCall("/api/workorder/updatevendor")),
      edit.getByRole("button", { name: "Save" }).click(),
    ]);
    await expectToast(page, "Vendor Saved");
    await grid.getByText("$275.00", { exact: true }).waitFor();

    await actions.click();
    const ticket = page.getByRole("menuitem", { name: /^Send WO Ticket/ });
    expect(await ticket.isDisabled()).toBe(false);
    await Promise.all([page.waitForResponse(isCall("/api/workorder/createwoemailitem")), ticket.click()]);
    await expectToast(page, "Sent");

    // The badge counts the ticket.
    await actions.click();
    await page
      .getByRole("menuitem", { name: /^Send WO Ticket/ })
      .getByText("1", { exact: true })
      .waitFor();
    await page.keyboard.press("Escape");

    // The outbox holds the ticket mail with the PDF work-order ticket attached.
    const mails = await apiCall<{ rows: ApiOutboxMail[] }>(baseUrl, adminToken, "GET", "/api/admin/outbox", {
      pageSize: 100,
    });
    const mail = mails.rows.find(
      (m) => m.workorderid === order.id && m.attachmentnames.includes(`${order.wonumber}_ticket.pdf`),
    );
    expect(mail, `no outbox mail with ${order.wonumber}_ticket.pdf`).toBeDefined();
  });
});
