import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import {
  chooseOption,
  fillNewOrder,
  getWorkOrder,
  listRows,
  openDetail,
  toolbarButton,
} from "./support/workorder-detail.ts";
import { apiToken, expectToast, pickWorkOrder } from "./support/workorders.ts";

const STATUS = { Received: 1, Dispatched: 9 } as const;
const uid = () => Math.random().toString(36).slice(2, 8);

const { baseUrl, page, context, newPage } = useBrowserSession({
  signInAs: "Dispatchers",
  acceptDownloads: true,
});
let token: string;
/** Work orders the tests have used, so each test takes a fresh one. */
const used = new Set<number>();
const freshOrder = async (status: number, parentOnly = false) => {
  for (;;) {
    const row = await pickWorkOrder(baseUrl, token, status, (r) => !used.has(r.id));
    used.add(row.id);
    if (!parentOnly || !(await getWorkOrder(baseUrl, token, row.id)).ischild) return row;
  }
};

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
});

describe("New work order (spec 2 §2, §5)", () => {
  it("asks 'PO Already Used' for a duplicate PO and saves when confirmed", async () => {
    const rows = await listRows(baseUrl, token, STATUS.Dispatched);
    const withPo = rows.find((r) => r.ponumber);
    if (!withPo?.ponumber) throw new Error("no demo work order with a PO number");
    const existing = await getWorkOrder(baseUrl, token, withPo.id);

    await page.goto(`${baseUrl}/workorder/new?id=0`);
    await page.getByRole("tab", { name: "Notes" }).waitFor();
    expect(await page.getByRole("tab", { name: "Notes" }).isDisabled()).toBe(true);

    // Saving the empty form names the bound required fields.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Brief Description is required.").first().waitFor();
    await page.getByText("Customer is required.").first().waitFor();

    const brief = `Duplicate PO e2e ${uid()}`;
    await fillNewOrder(page, existing.customername, brief);
    await page.getByRole("textbox", { name: "PO Number" }).fill(existing.ponumber ?? "");
    // Division, status and request type came from isdefaultonnew.
    expect(await page.getByRole("combobox", { name: "Division", exact: true }).inputValue()).not.toBe("");
    expect(await page.getByRole("combobox", { name: "Status", exact: true }).inputValue()).not.toBe("");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "PO Already Used" });
    await confirm.waitFor();
    const text = (await confirm.textContent()) ?? "";
    expect(text).toContain(`PO Number: ${existing.ponumber} already exists on Work Order #: `);
    expect(text).toContain(existing.wonumber);
    expect(text).toContain("Use anyway?");
    await confirm.getByRole("button", { name: "Yes" }).click();

    await expectToast(page, "Work Order Saved");
    await page.waitForURL(/\/workorder\/details\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const saved = await getWorkOrder(baseUrl, token, id);
    expect(saved.briefdescription).toBe(brief);
    expect(saved.ponumber).toBe(existing.ponumber);
    expect(saved.customerid).toBe(existing.customerid);
  });
});

describe("Work order detail (spec 2 §2, §4)", () => {
  it("cancels with a required reason, then shows Cancel Reason and locks the form", async () => {
    const row = await freshOrder(STATUS.Received);
    await openDetail(page, baseUrl, row.id);

    // Closing the popup keeps the previous status.
    await chooseOption(page, "Status", "Cancelled");
    let popup = page.getByRole("dialog", { name: "Cancel Work Order" });
    await popup.waitFor();
    await popup.getByRole("button", { name: "Cancel" }).click();
    await popup.waitFor({ state: "hidden" });
    expect(await page.getByRole("combobox", { name: "Status", exact: true }).inputValue()).toBe(row.status);

    await chooseOption(page, "Status", "Cancelled");
    popup = page.getByRole("dialog", { name: "Cancel Work Order" });
    await popup.getByRole("button", { name: "Save" }).click();
    await popup.getByText("Reason is required.").waitFor();
    const reason = `Customer withdrew the request ${uid()}`;
    await popup.getByRole("textbox", { name: "Reason" }).fill(reason);
    await popup.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Status updated");

    expect(await page.getByRole("textbox", { name: "Cancel Reason" }).inputValue()).toBe(reason);
    expect(await toolbarButton(page, "Save").isDisabled()).toBe(true);
    expect(await toolbarButton(page, "Re-Open").isVisible()).toBe(true);
    const saved = await getWorkOrder(baseUrl, token, row.id);
    expect(saved.statusid).toBe(6);
    expect(saved.cancelreason).toBe(reason);
  });

  it("adds a child, lands on it, and Open Parent opens the parent in a new tab", async () => {
    const row = await freshOrder(STATUS.Received, true);
    await openDetail(page, baseUrl, row.id);
    await toolbarButton(page, "Add Child").click();
    await page.waitForURL(
      (u) => u.searchParams.get("id") !== String(row.id) && u.pathname === "/workorder/details",
    );
    const childId = Number(new URL(page.url()).searchParams.get("id"));
    const child = await getWorkOrder(baseUrl, token, childId);
    expect(child.ischild).toBe(true);
    expect(child.parentid).toBe(row.id);

    const openParent = page.getByRole("link", { name: /^Open Parent/ });
    await openParent.waitFor();
    expect(await toolbarButton(page, "Add Child").isDisabled()).toBe(true);
    const [tab] = await Promise.all([context.waitForEvent("page"), openParent.click()]);
    await tab.waitForURL((u) => u.searchParams.get("id") === String(row.id));
    await tab.getByText(row.wonumber).first().waitFor();
  });

  it("uploads two files of a chosen type and downloads both as one zip", async () => {
    const row = await freshOrder(STATUS.Received);
    await openDetail(page, baseUrl, row.id);
    await page.getByRole("tab", { name: "Attachments" }).click();
    const input = page.locator('input[type="file"]');
    expect(await input.isDisabled()).toBe(true);

    await chooseOption(page, "Attachment Type", "Other");
    const names = [`site-notes-${uid()}.txt`, `readings-${uid()}.txt`];
    await input.setInputFiles(
      names.map((name) => ({ name, mimeType: "text/plain", buffer: Buffer.from(`e2e file ${name}\n`) })),
    );
    await expectToast(page, "2 files uploaded");
    const grid = page.getByRole("table", { name: "Attachments" });
    for (const n of names) await grid.getByRole("button", { name: n, exact: true }).waitFor();

    await grid.getByRole("checkbox", { name: /select all/i }).check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Selected" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${row.wonumber}_attachments.zip`);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const zip = await readFile(path);
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    for (const n of names) expect(zip.includes(Buffer.from(n))).toBe(true);
  });

  it("exports the notes as '{wonumber}.pdf'", async () => {
    const row = await freshOrder(STATUS.Dispatched);
    await openDetail(page, baseUrl, row.id);
    await page.getByRole("tab", { name: "Notes" }).click();
    const grid = page.getByRole("table", { name: "Notes" });
    await grid.locator("tbody tr[data-row-id]").first().waitFor();
    const includeSystem = page.getByRole("checkbox", { name: "Include System Notes" });
    expect(await includeSystem.isChecked()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${row.wonumber}.pdf`);
    const { readFile } = await import("node:fs/promises");
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a stale save with the conflict message and keeps the first user's change", async () => {
    const row = await freshOrder(STATUS.Received);
    const before = await getWorkOrder(baseUrl, token, row.id);
    const second = await newPage("Dispatchers");
    await openDetail(page, baseUrl, row.id);
    await openDetail(second, baseUrl, row.id);

    // The second user starts editing first: live screens reload a form with no edits when someone else saves,
    // but never one that holds edits, so this save goes out at the old version.
    await second.getByRole("textbox", { name: "Brief Description" }).fill(`Second user ${uid()}`);

    const first = `First user ${uid()}`;
    await page.getByRole("textbox", { name: "Requested By" }).fill(first);
    await toolbarButton(page, "Save").click();
    await expectToast(page, "Work Order Saved");

    await toolbarButton(second, "Save").click();
    const dialog = second.getByRole("dialog", { name: "Work order changed by someone else" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "This work order was changed by someone else since you opened it. Reload to see the changes.",
    );

    const after = await getWorkOrder(baseUrl, token, row.id);
    expect(after.requestedby).toBe(first);
    expect(after.briefdescription).toBe(before.briefdescription);

    await dialog.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => second.getByRole("textbox", { name: "Requested By" }).inputValue()).toBe(first);
    expect(await second.getByRole("textbox", { name: "Brief Description" }).inputValue()).toBe(
      before.briefdescription,
    );
  });
});
