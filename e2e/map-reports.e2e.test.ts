import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, Response } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";

/*
 * Map reports (issue 17) as a manager uses them: open each map, Fetch, see the heat layer / markers / count.
 * Each test saves a screenshot of its map under e2e/artifacts/ (gitignored). The map must work offline: any
 * request to another host than the app fails the test.
 */
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts");
mkdirSync(ARTIFACTS, { recursive: true });

const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Admin" });

let foreign: string[] = [];
beforeEach(() => {
  foreign = [];
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(baseUrl) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
});
afterEach(() => {
  expect(foreign, "the map reports must not reach the internet (offline base layer)").toEqual([]);
});

const isReportData = (r: Response) =>
  r.url().endsWith("/api/reports/getreportdata") && r.request().method() === "POST";

/** The count line once an answer is shown. */
const summary = (p: Page) => p.getByTestId("map-report-summary");
const numberIn = (text: string, re: RegExp) => Number((re.exec(text)?.[1] ?? "0").replace(/,/g, ""));

/** The map has drawn its base layer (canvas), and Leaflet knows it at zoom 3 on the US. */
const mapReady = async (p: Page) => {
  const map = p.getByTestId("map-report-map");
  await map.locator(".leaflet-overlay-pane canvas").first().waitFor();
  await map.getByTestId("map-legend").waitFor();
  return map;
};

const shot = (p: Page, name: string) => p.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

describe("map reports (issue 17)", () => {
  it("Work Order Heat Map: opens on the last year with a heat layer, and Fetch re-runs it for new dates", async () => {
    const [first] = await Promise.all([
      page.waitForResponse(isReportData),
      page.goto(`${baseUrl}/reports/heatmap/workorder`),
    ]);
    expect(first.status()).toBe(200);
    const map = await mapReady(page);
    await expect
      .poll(async () => (await summary(page).textContent()) ?? "")
      .toMatch(/work orders in \d+ ZIP codes/);
    const yearCount = numberIn((await summary(page).textContent()) ?? "", /^([\d,]+) work orders/);
    expect(yearCount).toBeGreaterThan(100);
    await map.locator("canvas.leaflet-heatmap-layer").waitFor();

    // The last 7 days: fewer orders, still a heat layer.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Begin Date").fill(weekAgo);
    const [again] = await Promise.all([
      page.waitForResponse(isReportData),
      page.getByRole("button", { name: "Fetch" }).click(),
    ]);
    expect(JSON.parse(again.request().postData() ?? "{}")).toMatchObject({
      reportid: 13,
      startDate: weekAgo,
    });
    await expect
      .poll(async () => numberIn((await summary(page).textContent()) ?? "", /^([\d,]+) work orders/))
      .toBeLessThan(yearCount);
    await map.locator("canvas.leaflet-heatmap-layer").waitFor();
    await page
      .getByLabel("Begin Date")
      .fill(new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10));
    await Promise.all([
      page.waitForResponse(isReportData),
      page.getByRole("button", { name: "Fetch" }).click(),
    ]);
    await page.waitForTimeout(500);
    await shot(page, "map-workorder");
  });

  it("Vendor Coverage Map: Select Company and Select Trade, Fetch, clustered vendor markers with an address popup", async () => {
    await Promise.all([
      page.waitForResponse(isReportData),
      page.goto(`${baseUrl}/reports/heatmap/vendorcoverage`),
    ]);
    const map = await mapReady(page);
    await expect
      .poll(async () => (await summary(page).textContent()) ?? "")
      .toMatch(/vendors for this trade/);

    // Pick a company and a trade by hand.
    await page.getByRole("combobox", { name: "Select Company" }).click();
    const company = page.getByRole("option").nth(1);
    const companyName = (await company.textContent()) ?? "";
    await company.click();
    await page.getByRole("combobox", { name: "Select Trade" }).click();
    await page.getByRole("option", { name: "HVAC", exact: true }).click();
    const [res] = await Promise.all([
      page.waitForResponse(isReportData),
      page.getByRole("button", { name: "Fetch" }).click(),
    ]);
    expect(res.status()).toBe(200);
    const body = JSON.parse(res.request().postData() ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({ reportid: 14 });
    expect(companyName).not.toBe("");
    await expect
      .poll(async () => numberIn((await summary(page).textContent()) ?? "", /^([\d,]+) vendors/))
      .toBeGreaterThan(0);
    const markers = map.locator(".marker-cluster, .fm-map-marker");
    await markers.first().waitFor();
    expect(await markers.count()).toBeGreaterThan(0);

    // Zoom into a cluster until single markers show, then open one's popup.
    for (let i = 0; i < 6 && (await map.locator(".leaflet-marker-pane .fm-map-marker").count()) === 0; i++) {
      await map.locator(".marker-cluster").first().click();
      await page.waitForTimeout(700);
    }
    await map.locator(".leaflet-marker-pane .fm-map-marker").first().click();
    const popup = map.locator(".leaflet-popup-content");
    await popup.waitFor();
    expect(await popup.textContent()).toMatch(/\d{5}/); // the address ends with its ZIP
    await page.waitForTimeout(300);
    await shot(page, "map-vendorcoverage");
  });

  it("Customer Area Map: Enter Zip Code, Mile Radius slider, Fetch, count of results with job-site markers", async () => {
    await Promise.all([
      page.waitForResponse(isReportData),
      page.goto(`${baseUrl}/reports/heatmap/customerarea`),
    ]);
    const map = await mapReady(page);
    await page.getByText("Mile Radius: 50").waitFor();
    await expect
      .poll(async () => (await summary(page).textContent()) ?? "")
      .toMatch(/results?: job sites within 50 miles/);

    await page.getByRole("textbox", { name: "Enter Zip Code" }).fill("60601");
    await page.getByRole("slider").focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await page.getByText("Mile Radius: 100").waitFor();
    const [res] = await Promise.all([
      page.waitForResponse(isReportData),
      page.getByRole("button", { name: "Fetch" }).click(),
    ]);
    expect(JSON.parse(res.request().postData() ?? "{}")).toEqual({
      reportid: 24,
      zipcode: "60601",
      radius: 100,
    });
    const [markers] = (await res.json()) as [{ total: number }, unknown];
    expect(markers.total).toBeGreaterThan(0);
    await expect
      .poll(async () => (await summary(page).textContent()) ?? "")
      .toContain(`${markers.total.toLocaleString("en-US")} result`);
    await map.locator(".marker-cluster, .fm-map-marker").first().waitFor();
    await map.locator("canvas.leaflet-heatmap-layer").waitFor();

    // A ZIP that does not exist: the server's message under the field.
    await page.getByRole("textbox", { name: "Enter Zip Code" }).fill("00000");
    await Promise.all([
      page.waitForResponse(isReportData),
      page.getByRole("button", { name: "Fetch" }).click(),
    ]);
    await page.getByText("Zip Code 00000 was not found.").waitFor();
    await page.getByRole("textbox", { name: "Enter Zip Code" }).fill("60601");
    await Promise.all([
      page.waitForResponse(isReportData),
      page.getByRole("button", { name: "Fetch" }).click(),
    ]);
    await page.waitForTimeout(700);
    await shot(page, "map-customerarea");
  });

  it("shows 'Unauthorized' to a dispatcher without view:reports", async () => {
    const dispatcher = await newPage("Dispatchers");
    await dispatcher.goto(`${baseUrl}/reports/heatmap/customerarea`);
    await dispatcher.getByRole("alert").filter({ hasText: "Unauthorized" }).waitFor();
    expect(await dispatcher.getByTestId("map-report-map").count()).toBe(0);
  });
});
