import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DemoRole } from "./support/demo-users.ts";
import {
  type ApiPopupPage,
  type ApiStatusCount,
  gridCaptions,
  gridColumnValues,
  isActiveCounts,
  isApiGet,
  popup,
} from "./support/home.ts";
import { loginAs } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiCall, apiToken } from "./support/workorders.ts";

const { baseUrl, page } = useBrowserSession();

/** Signs in, opens /home (a Tech lands on Today) and returns the dashboard's status counts as received. */
const openHome = async (role: DemoRole): Promise<ApiStatusCount[]> => {
  const counts = page.waitForResponse(isActiveCounts);
  await loginAs(page, baseUrl, role);
  if (role === "Tech") await page.goto(`${baseUrl}/home`);
  return (await (await counts).json()) as ApiStatusCount[];
};

const json = async <T>(r: Response) => (await r.json()) as T;

/** Waits for the popup's grid and checks it pages by 20 and shows the server's total. */
const popupGrid = async (title: string, response: Response) => {
  const body = await json<ApiPopupPage>(response);
  const params = new URL(response.url()).searchParams;
  expect(params.get("pageSize")).toBe("20");
  const dialog = popup(page);
  const table = dialog.getByRole("table", { name: `${title} work orders` });
  await table.waitFor();
  if (body.rows.length) await table.locator(`tbody tr[data-row-id="${body.rows[0]?.id}"]`).waitFor();
  await dialog.getByText(`of ${body.total.toLocaleString("en-US")}`).waitFor();
  return { dialog, table, body };
};

/** The popup is 90% of the viewport wide and 75vh high (spec 1 §2). */
const expectPopupSize = async () => {
  const box = await page.locator(".mantine-Modal-content").boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs((box?.width ?? 0) - 1440 * 0.9)).toBeLessThanOrEqual(2);
  expect(Math.abs((box?.height ?? 0) - 900 * 0.75)).toBeLessThanOrEqual(2);
};

/** Spec 1 §6: external users never see the vendors or invoice columns. */
const expectExternalColumns = async (table: Parameters<typeof gridCaptions>[0]) => {
  const captions = await gridCaptions(table);
  expect(captions).toContain("Status");
  expect(captions).not.toContain("Vendors");
  expect(captions.some((c) => /invoice/i.test(c))).toBe(false);
};

describe("Home dashboard: internal users (spec 1 §2)", () => {
  it("shows the status pie with counts, and a legend entry or slice opens that status's work orders", async () => {
    const daily = page.waitForResponse(isApiGet("/api/home/getdailycounts"));
    const counts = await openHome("Dispatchers");
    const slices = counts.filter((c) => c.count > 0);
    expect(slices.length).toBeGreaterThan(1);
    const total = slices.reduce((n, c) => n + c.count, 0);

    const pie = page.getByRole("region", { name: "Work Orders by Status" });
    await pie.locator("path[data-slice]").first().waitFor();
    expect(await pie.locator("path[data-slice]").count()).toBe(slices.length);
    await pie.getByText(total.toLocaleString("en-US"), { exact: true }).waitFor();
    for (const s of slices) {
      await pie.getByRole("button", { name: `${s.status}: ${s.count} work orders` }).waitFor();
      const fill = await pie.locator(`path[data-slice="${s.status}"]`).getAttribute("fill");
      expect(fill?.toLowerCase()).toBe(s.color.toLowerCase());
    }
    await page.getByText(/^Updated at \d\d:\d\d [AP]M$/).waitFor();

    // Today's Dispatcher Counts: the title and one bar group per dispatcher, two series.
    const dispatchers = await json<{ dispatcher: string }[]>(await daily);
    const bars = page.getByRole("region", { name: "Today's Dispatcher Counts" });
    await bars.getByRole("heading", { name: "Today's Dispatcher Counts", exact: true }).waitFor();
    await bars.locator("[data-chart-legend]").getByText("In Received", { exact: true }).waitFor();
    await bars.locator("[data-chart-legend]").getByText("Total Count", { exact: true }).waitFor();
    for (const d of dispatchers) await bars.getByText(d.dispatcher, { exact: true }).first().waitFor();

    // A legend entry: the popup lists exactly that status's orders, as many as the slice counts.
    const byLegend = slices.find((s) => s.statusid === 9) ?? slices[0];
    if (!byLegend) throw new Error("no slice");
    const [legendCall] = await Promise.all([
      page.waitForResponse(
        isApiGet("/api/workorder/getquickactionworkorders", { statusid: String(byLegend.statusid) }),
      ),
      pie.getByRole("button", { name: `${byLegend.status}: ${byLegend.count} work orders` }).click(),
    ]);
    const first = await popupGrid(byLegend.status, legendCall);
    expect(first.body.total).toBe(byLegend.count);
    await expectPopupSize();
    const shown = await gridColumnValues(first.table, "Status");
    expect(shown.length).toBe(Math.min(20, byLegend.count));
    for (const row of shown) expect(row.value).toBe(byLegend.status);
    const href = await first.table.locator("tbody tr[data-row-id] a").first().getAttribute("href");
    expect(href).toMatch(/^\/workorder\/details\?id=\d+&origin=home$/);
    await page.keyboard.press("Escape");
    await first.dialog.waitFor({ state: "hidden" });

    // A slice: another status.
    const bySlice = slices.find((s) => s.statusid !== byLegend.statusid && s.count > 0);
    if (!bySlice) throw new Error("no second slice");
    const [sliceCall] = await Promise.all([
      page.waitForResponse(
        isApiGet("/api/workorder/getquickactionworkorders", { statusid: String(bySlice.statusid) }),
      ),
      pie.locator(`path[data-slice="${bySlice.status}"]`).dispatchEvent("click"),
    ]);
    const second = await popupGrid(bySlice.status, sliceCall);
    expect(second.body.total).toBe(bySlice.count);
    for (const row of await gridColumnValues(second.table, "Status")) expect(row.value).toBe(bySlice.status);
  });

  it("the refresh button reloads the counts", async () => {
    await openHome("Dispatchers");
    await page.getByText(/^Updated at /).waitFor();
    await Promise.all([
      page.waitForResponse(isActiveCounts),
      page.waitForResponse(isApiGet("/api/home/getprioritycounts")),
      page.getByRole("button", { name: "Refresh" }).click(),
    ]);
  });
  it("a priority count opens that priority's active work orders", async () => {
    const priorities = page.waitForResponse(isApiGet("/api/home/getprioritycounts"));
    await openHome("Dispatchers");
    const counts = await json<{ priorityid: number; priority: string; count: number }[]>(await priorities);
    const p1 = counts.find((p) => p.count > 0);
    if (!p1) throw new Error("no priority with work orders");
    const [call] = await Promise.all([
      page.waitForResponse(
        (r) =>
          isApiGet("/api/workorder/getquickactionworkorders")(r) &&
          (new URL(r.url()).searchParams.get("filters") ?? "").includes('"priorityid"'),
      ),
      page
        .getByRole("region", { name: "Priority Counts" })
        .getByRole("button", { name: `${p1.priority}: ${p1.count} work orders` })
        .click(),
    ]);
    const { table, body } = await popupGrid(p1.priority, call);
    expect(body.total).toBe(p1.count);
    for (const row of await gridColumnValues(table, "Priority")) expect(row.value).toBe(p1.priority);
  });

  it("a Tech gets the internal dashboard without dispatcher counts, listing only its vendor's orders", async () => {
    const counts = await openHome("Tech");
    await page.getByRole("region", { name: "Work Orders by Status" }).waitFor();
    expect(await page.getByRole("heading", { name: "Today's Dispatcher Counts" }).count()).toBe(0);
    const dispatched = counts.find((c) => c.statusid === 9);
    if (!dispatched?.count) throw new Error("the demo Tech has no dispatched orders");
    const [call] = await Promise.all([
      page.waitForResponse(isApiGet("/api/vendor/getopenworkorders", { statusid: "9" })),
      page.getByRole("button", { name: `${dispatched.status}: ${dispatched.count} work orders` }).click(),
    ]);
    const { table, body } = await popupGrid(dispatched.status, call);
    expect(body.total).toBe(dispatched.count);
    await expectExternalColumns(table);
    const href = await table.locator("tbody tr[data-row-id] a").first().getAttribute("href");
    expect(href).toMatch(/^\/vendorprofile\/workorderdetails\?id=\d+&origin=home$/);
  });
});

describe("Home dashboard: vendor users (spec 1 §2)", () => {
  it("shows the Pending, In Progress and Review cards; Dispatched opens the vendor's own dispatched orders", async () => {
    const counts = await openHome("Vendor");
    const by = new Map(counts.map((c) => [c.statusid, c.count]));
    for (const title of ["Pending", "In Progress", "Review"])
      await page.getByRole("region", { name: title }).waitFor();
    const cards: [string, string, number][] = [
      ["Pending", "Dispatched", 9],
      ["In Progress", "Tech on Site", 13],
      ["In Progress", "Waiting On Parts", 16],
      ["Review", "NOD", 18],
      ["Review", "Pending Proposal", 2],
      ["Review", "Waiting on Paperwork", 12],
    ];
    for (const [card, label, statusid] of cards) {
      await page
        .getByRole("region", { name: card })
        .getByRole("button", { name: `${label}: ${by.get(statusid) ?? 0} work orders` })
        .waitFor();
    }
    // NOD is shown in red.
    const nodColor = await page
      .getByRole("button", { name: /^NOD: / })
      .getByText("NOD", { exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    const [r = 0, g = 0, b = 0] = (nodColor.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);

    const dispatched = by.get(9) ?? 0;
    expect(dispatched).toBeGreaterThan(0);
    const [call] = await Promise.all([
      page.waitForResponse(isApiGet("/api/vendor/getopenworkorders", { statusid: "9" })),
      page.getByRole("button", { name: `Dispatched: ${dispatched} work orders` }).click(),
    ]);
    const { table, body } = await popupGrid("Dispatched", call);
    expect(body.total).toBe(dispatched);
    await expectExternalColumns(table);
    const shown = await gridColumnValues(table, "Status");
    expect(shown.length).toBe(Math.min(20, dispatched));
    for (const row of shown) expect(row.value).toBe("Dispatched");
    const href = await table.locator("tbody tr[data-row-id] a").first().getAttribute("href");
    expect(href).toMatch(/^\/vendorprofile\/workorderdetails\?id=\d+&origin=home$/);

    // Every row is one of this vendor's: staff asking for the vendor's dispatched orders get the same set,
    // and all dispatched orders are more than the vendor's.
    const vendorid = body.rows[0]?.vendors[0]?.vendorid;
    expect(vendorid).toBeTruthy();
    const admin = await apiToken(baseUrl, "Admin");
    const own = await apiCall<ApiPopupPage>(baseUrl, admin, "GET", "/api/vendor/getopenworkorders", {
      vendorid: Number(vendorid),
      statusid: 9,
      pageSize: 100,
    });
    expect(own.total).toBe(dispatched);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const row of shown) expect(ownIds.has(row.id)).toBe(true);
    const all = await apiCall<ApiPopupPage>(
      baseUrl,
      admin,
      "GET",
      "/api/workorder/getquickactionworkorders",
      {
        statusid: 9,
      },
    );
    expect(all.total).toBeGreaterThan(dispatched);

    // The search box narrows the list on the server.
    const wonumber = body.rows[0]?.wonumber ?? "";
    const [searched] = await Promise.all([
      page.waitForResponse(isApiGet("/api/vendor/getopenworkorders", { statusid: "9", search: wonumber })),
      popup(page).getByRole("textbox", { name: "Search" }).fill(wonumber),
    ]);
    const found = await json<ApiPopupPage>(searched);
    expect(found.rows.map((r) => r.wonumber)).toContain(wonumber);
    await popup(page)
      .getByText(`of ${found.total.toLocaleString("en-US")}`)
      .waitFor();
  });
});

describe("Home dashboard: customer users (spec 1 §2)", () => {
  it("shows the Pending, In Progress and Review cards; Dispatched opens the customer's own dispatched orders", async () => {
    const counts = await openHome("Customer");
    const by = new Map(counts.map((c) => [c.statusid, c.count]));
    const cards: [string, string, number][] = [
      ["Pending", "Dispatched", 9],
      ["Pending", "Pending Proposal", 21],
      ["In Progress", "Tech on Site", 13],
      ["In Progress", "Waiting On Parts", 16],
      ["Review", "Waiting on Approval", 7],
    ];
    for (const [card, label, statusid] of cards) {
      await page
        .getByRole("region", { name: card })
        .getByRole("button", { name: `${label}: ${by.get(statusid) ?? 0} work orders` })
        .waitFor();
    }
    expect(await page.getByRole("button", { name: /^NOD: / }).count()).toBe(0);

    const dispatched = by.get(9) ?? 0;
    expect(dispatched).toBeGreaterThan(0);
    const [call] = await Promise.all([
      page.waitForResponse(isApiGet("/api/customer/getopenworkorders", { statusid: "9" })),
      page.getByRole("button", { name: `Dispatched: ${dispatched} work orders` }).click(),
    ]);
    const { table, body } = await popupGrid("Dispatched", call);
    expect(body.total).toBe(dispatched);
    await expectPopupSize();
    await expectExternalColumns(table);
    const shown = await gridColumnValues(table, "Status");
    expect(shown.length).toBe(Math.min(20, dispatched));
    for (const row of shown) expect(row.value).toBe("Dispatched");
    const href = await table.locator("tbody tr[data-row-id] a").first().getAttribute("href");
    expect(href).toMatch(/^\/customerprofile\/workorderdetails\?id=\d+&origin=home$/);

    // Every row is this customer's.
    const customerids = new Set(body.rows.map((r) => r.customerid));
    expect(customerids.size).toBe(1);
    const admin = await apiToken(baseUrl, "Admin");
    const own = await apiCall<ApiPopupPage>(baseUrl, admin, "GET", "/api/customer/getopenworkorders", {
      customerid: [...customerids][0] ?? 0,
      statusid: 9,
      pageSize: 100,
    });
    expect(own.total).toBe(dispatched);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const row of shown) expect(ownIds.has(row.id)).toBe(true);
  });
});
