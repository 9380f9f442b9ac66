import type { Dispatcher, WorkOrderNote } from "@fm/domain/contracts";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import {
  apiCall,
  apiToken,
  expectToast,
  gridRow,
  isListCall,
  openRowMenu,
  openWorkOrders,
  pickWorkOrder,
  searchWorkOrders,
} from "./support/workorders.ts";

const STATUS = { Received: 1, WOA: 7, DFQ: 8, Dispatched: 9, POH: 11, TOS: 13, CAR: 14 } as const;

const { baseUrl, page, context } = useBrowserSession({ signInAs: "Dispatchers", acceptDownloads: true });
let token: string;

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
});

describe("Work Orders list (spec 1 §2)", () => {
  it("filters to a status, saves the view as default and gets it back after a reload", async () => {
    try {
      await openWorkOrders(page, baseUrl);
      await page.getByRole("button", { name: "Filter values of Status" }).click();
      await page.getByRole("checkbox", { name: "POH" }).check();
      await Promise.all([
        page.waitForResponse(
          (r) => isListCall(r) && (new URL(r.url()).searchParams.get("filters") ?? "").includes("statusid"),
        ),
        page.getByRole("button", { name: "OK" }).click(),
      ]);
      await page.getByText("Unsaved changes").waitFor();

      await page.getByRole("button", { name: "Views" }).click();
      await page.getByRole("menuitem", { name: "Save View" }).click();
      const dialog = page.getByRole("dialog", { name: "Save View" });
      await dialog.getByLabel("View Name").fill("POH only");
      expect(await dialog.getByRole("checkbox", { name: "Default" }).isChecked()).toBe(true);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "View Saved");

      // A reload applies the default view: the status filter is back and every row is POH.
      const [first] = await Promise.all([page.waitForResponse((r) => isListCall(r)), page.reload()]);
      expect(new URL(first.url()).searchParams.get("filters")).toContain(
        '"column":"statusid","op":"in","value":[11]',
      );
      await page.getByRole("table", { name: "Work orders" }).waitFor();
      expect(await page.getByRole("combobox", { name: "Saved views" }).inputValue()).toBe(
        "POH only (default)",
      );
      const statuses = await page
        .locator("tbody tr[data-row-id]")
        .evaluateAll((rows) => rows.map((r) => r.textContent ?? ""));
      expect(statuses.length).toBeGreaterThan(0);
      for (const text of statuses) expect(text).toContain("POH");
    } finally {
      await apiCall(baseUrl, token, "PUT", "/api/view/resetmyview", { viewType: "w" });
    }
  });

  it("flags a row and shows it red", async () => {
    const row = await pickWorkOrder(baseUrl, token, STATUS.TOS, (r) => !r.flagged);
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, row.wonumber);
    const menu = await openRowMenu(page, row.id);
    await Promise.all([
      page.waitForResponse(isListCall),
      menu.getByRole("menuitem", { name: "Flag" }).click(),
    ]);
    await expectToast(page, "Flagged/UnFlagged");
    await page.waitForFunction(
      (id) => document.querySelector(`tr[data-row-id="${id}"]`)?.getAttribute("style")?.includes("red"),
      row.id,
    );
    const background = await gridRow(page, row.id)
      .locator("td")
      .nth(3)
      .evaluate((td) => getComputedStyle(td).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r).toBe(255);
    expect(g).toBeLessThan(240);
    expect(b).toBeLessThan(240);
  });

  it("an Admin reassigns the dispatcher (Dispatchers lack reassign:dispatchers by default)", async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, baseUrl, "Admin");
    const row = await pickWorkOrder(baseUrl, token, STATUS.WOA, () => true);
    const dispatchers = await apiCall<Dispatcher[]>(baseUrl, token, "GET", "/api/user/getdispatchers");
    const target = dispatchers.find((d) => d.id !== row.dispatcherid);
    if (!target) throw new Error("needs two dispatchers");
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, row.wonumber);
    const menu = await openRowMenu(page, row.id);
    await menu.getByRole("menuitem", { name: "Reassign Dispatcher" }).click();
    const dialog = page.getByRole("dialog", { name: "Reassign Dispatcher" });
    await dialog.waitFor();
    // It opens with its list closed, so Save is not covered (issue 35).
    await page.waitForTimeout(300);
    expect(await page.getByRole("listbox").count()).toBe(0);
    await dialog.getByRole("button", { name: "Save", exact: true }).click({ trial: true, timeout: 5_000 });
    await dialog.getByRole("combobox", { name: "Dispatcher" }).fill(target.name);
    await page.getByRole("option", { name: target.name, exact: true }).click();
    await Promise.all([
      page.waitForResponse(isListCall),
      dialog.getByRole("button", { name: "Save" }).click(),
    ]);
    await expectToast(page, "Updated Dispatcher");
    await gridRow(page, row.id).getByText(target.name, { exact: true }).waitFor();
  });

  it("adds a note (Internal by default, e-mails disabled)", async () => {
    const row = await pickWorkOrder(baseUrl, token, STATUS.CAR, () => true);
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, row.wonumber);
    const menu = await openRowMenu(page, row.id);
    await menu.getByRole("menuitem", { name: "Add Note" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Note" });
    expect(await dialog.getByRole("combobox", { name: "Type" }).inputValue()).toBe("Internal");
    expect(await dialog.getByRole("textbox", { name: "Additional Emails" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Note is required.").waitFor();
    const text = `Called the site manager ${Date.now()}`;
    await dialog.getByRole("textbox", { name: "Note" }).fill(text);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Note added");
    const notes = await apiCall<WorkOrderNote[]>(baseUrl, token, "GET", `/api/workorder/notes/${row.id}`);
    expect(notes.some((n) => n.note.includes(text) && n.type === "Internal")).toBe(true);
  });

  it("sends a Dispatched notice to the order's vendor and shows 'Sent'", async () => {
    const row = await pickWorkOrder(baseUrl, token, STATUS.Dispatched, (r) => r.vendors.length === 1);
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, row.wonumber);
    const menu = await openRowMenu(page, row.id);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/workorder/createwoemailitem")),
      menu.getByRole("menuitem", { name: "Send Dispatched" }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      workOrderId: row.id,
      actionType: "DISPATCHED",
    });
    await expectToast(page, "Sent");
  });

  it("shows 'No Vendor Found!' for a row without vendors", async () => {
    const row = await pickWorkOrder(
      baseUrl,
      token,
      STATUS.Received,
      (r) => r.vendors.length === 0 && !r.hasnte,
    );
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, row.wonumber);
    const menu = await openRowMenu(page, row.id);
    let called = false;
    page.on("request", (r) => {
      if (r.url().includes("createwoemailitem")) called = true;
    });
    await menu.getByRole("menuitem", { name: "Send WO Ticket" }).click();
    await expectToast(page, "No Vendor Found!");
    expect(called).toBe(false);
  });

  it("exports WorkOrders.xlsx with the filtered rows", async () => {
    await openWorkOrders(page, baseUrl);
    await page.getByRole("combobox", { name: "Status" }).click();
    await Promise.all([
      page.waitForResponse(
        (r) => isListCall(r) && new URL(r.url()).searchParams.get("status") === String(STATUS.DFQ),
      ),
      page.getByRole("option", { name: "DFQ", exact: true }).click(),
    ]);
    const total = (
      await apiCall<{ total: number }>(baseUrl, token, "GET", "/api/workorder/getworkorders", {
        status: STATUS.DFQ,
        pageSize: 10,
      })
    ).total;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("WorkOrders.xlsx");
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no worksheet");
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const statusCol = header.indexOf("Status");
    expect(header).toContain("Work Order #");
    expect(statusCol).toBeGreaterThan(0);
    const data: string[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) data.push(String(r.getCell(statusCol).value));
    });
    expect(total).toBeGreaterThan(0);
    expect(data).toHaveLength(total);
    expect(new Set(data)).toEqual(new Set(["DFQ"]));
  });
});
