import type { SiteMetaEntry } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Admin" });

/** The caption this file renames; put back afterwards (the e2e server is shared by every file). */
const FIELD = { tablename: "workorder", datafieldname: "dispatcher", original: "Dispatcher" };

const entry = async (): Promise<SiteMetaEntry> => {
  const rows = await apiCall<SiteMetaEntry[]>(
    baseUrl,
    await apiToken(baseUrl, "Admin"),
    "GET",
    "/api/admin/sitemeta",
  );
  const row = rows.find((r) => r.tablename === FIELD.tablename && r.datafieldname === FIELD.datafieldname);
  if (!row) throw new Error("workorder.dispatcher is not in the dictionary");
  return row;
};

/** Other captions a test renamed through the API, put back afterwards. */
const renamed: Array<{ tablename: string; datafieldname: string; original: string }> = [];

/** Renames one dictionary entry through the Admin API (the Labels tab's call). */
const rename = async (tablename: string, datafieldname: string, displaynamefield: string) => {
  const token = await apiToken(baseUrl, "Admin");
  const rows = await apiCall<SiteMetaEntry[]>(baseUrl, token, "GET", "/api/admin/sitemeta");
  const row = rows.find((r) => r.tablename === tablename && r.datafieldname === datafieldname);
  if (!row) throw new Error(`${tablename}.${datafieldname} is not in the dictionary`);
  const res = await fetch(`${baseUrl}/api/admin/sitemeta`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ id: row.id, displaynamefield, version: row.version }),
  });
  expect(res.status).toBe(200);
  if (!renamed.some((r) => r.tablename === tablename && r.datafieldname === datafieldname))
    renamed.push({ tablename, datafieldname, original: row.displaynamefield });
};

afterAll(async () => {
  for (const r of renamed) await rename(r.tablename, r.datafieldname, r.original);
  const row = await entry();
  if (row.displaynamefield === FIELD.original) return;
  await fetch(`${baseUrl}/api/admin/sitemeta`, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${await apiToken(baseUrl, "Admin")}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ id: row.id, displaynamefield: FIELD.original, version: row.version }),
  });
});

/** Opens the first row of a work-order list and waits for its summary header. */
const openFirstRow = async (p: Page, table: string) => {
  const list = p.getByRole("table", { name: table });
  await list.locator("tbody tr[data-row-id]").first().waitFor();
  await list.locator("tbody tr[data-row-id]").first().getByRole("link").first().click();
  await p.waitForURL(/details\?id=\d+/); // /workorder/details (staff) or …/workorderdetails (portals)
  return p.getByRole("region", { name: "Work order summary" });
};

describe("configurable labels (issue 20)", () => {
  it("a caption renamed in Admin > Labels shows on the list header, the detail page and both portal headers", async () => {
    const label = `Coordinator ${Date.now().toString(36)}`;
    const row = await entry();

    // Admin > Labels: edit workorder.dispatcher.
    await page.goto(`${baseUrl}/admin?tab=labels`);
    const grid = page.getByRole("table", { name: "Labels" });
    await grid.waitFor();
    await page.getByRole("textbox", { name: "Search" }).fill("dispatcher");
    const line = grid.locator(`tbody tr[data-row-id="${row.id}"]`);
    // Double click (the grid's row open) edits the row.
    await line.getByRole("cell", { name: FIELD.original, exact: true }).dblclick();
    const dialog = page.getByRole("dialog", { name: "Label: workorder.dispatcher" });
    await dialog.getByRole("textbox", { name: /^Display Name/ }).fill(label);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Label Saved");
    await line.getByText(label, { exact: true }).waitFor();

    // A dispatcher's next page load: the list's column header and the detail page's summary.
    const staff = await newPage("Dispatchers");
    await staff.goto(`${baseUrl}/workorder`);
    await staff.getByRole("columnheader", { name: label }).first().waitFor();
    expect(await staff.getByRole("columnheader", { name: FIELD.original, exact: true }).count()).toBe(0);
    const summary = await openFirstRow(staff, "Work orders");
    await summary.getByText(label, { exact: true }).waitFor();

    // The customer portal: its list header and the detail header.
    const customer = await newPage("Customer");
    await customer.goto(`${baseUrl}/customerprofile/workorderlist?status=open`);
    await customer.getByRole("columnheader", { name: label }).first().waitFor();
    await (await openFirstRow(customer, "My work orders")).getByText(label, { exact: true }).waitFor();

    // The vendor portal: its list header and the detail header.
    const vendor = await newPage("Vendor");
    await vendor.goto(`${baseUrl}/vendorprofile/workorderlist?status=open`);
    await vendor.getByRole("columnheader", { name: label }).first().waitFor();
    await (await openFirstRow(vendor, "My Work Orders - Open")).getByText(label, { exact: true }).waitFor();
  }, 240_000);

  it("a company that says 'Store' for job site: the Job Sites tab, Add button and popup, and a home popup column follow", async () => {
    const tag = Date.now().toString(36);
    const store = `Store ${tag}`;
    const urgency = `Urgency ${tag}`;
    await rename("customerjobsite", "customerjobsite", store);
    await rename("workorder", "priority", urgency);
    const customer = await apiCall<{ id: number }>(
      baseUrl,
      await apiToken(baseUrl, "Customer"),
      "GET",
      "/api/customerprofile/profile",
    );

    // The customer's page: the tab, the grid's Add button and the popup's title.
    await page.goto(`${baseUrl}/customer/details?id=${customer.id}`);
    await page.getByRole("tab", { name: `${store}s`, exact: true }).click();
    expect(await page.getByRole("tab", { name: "Job Sites", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: `Add ${store}`, exact: true }).click();
    const popup = page.getByRole("dialog", { name: `Add ${store}` });
    await popup.waitFor();
    await popup.getByRole("button", { name: "Cancel" }).click();
    await popup.waitFor({ state: "hidden" });

    // Home: a status's work-order popup captions its priority column with the renamed label.
    await page.goto(`${baseUrl}/home`);
    const pie = page.getByRole("region", { name: "Work Orders by Status" });
    await pie
      .getByRole("button", { name: /: \d+ work orders$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("columnheader", { name: urgency }).first().waitFor();
    expect(await dialog.getByRole("columnheader", { name: "Priority", exact: true }).count()).toBe(0);
  }, 240_000);
});
