import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { isAlertsCall } from "./support/workorders.ts";

const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });

const totalOf = async (response: { json: () => Promise<unknown> }) =>
  ((await response.json()) as { total: number }).total;

describe("Dispatcher Dashboard (spec 1 §2)", () => {
  it("shows 50 rows a page and the ETA selector changes the rows", async () => {
    const [today] = await Promise.all([
      page.waitForResponse(isAlertsCall),
      page.goto(`${baseUrl}/dashboard`),
    ]);
    const params = new URL(today.url()).searchParams;
    expect(params.get("days")).toBe("0");
    expect(params.get("pageSize")).toBe("50");
    expect(params.get("tz")).toBeTruthy();
    const table = page.getByRole("table", { name: "Dispatcher dashboard work orders" });
    await table.waitFor();
    const todayTotal = await totalOf(today);
    await page.getByText(`of ${todayTotal.toLocaleString("en-US")}`).waitFor();

    const [week] = await Promise.all([
      page.waitForResponse((r) => isAlertsCall(r) && new URL(r.url()).searchParams.get("days") === "7"),
      page.getByText("Next 7 Days").click(),
    ]);
    const weekTotal = await totalOf(week);
    expect(weekTotal).toBeGreaterThan(todayTotal);
    await page.getByText(`of ${weekTotal.toLocaleString("en-US")}`).waitFor();
    // Work-order numbers link to the details with origin=dashboard.
    const href = await table.locator("tbody tr[data-row-id] a").first().getAttribute("href");
    expect(href).toMatch(/^\/workorder\/details\?id=\d+&origin=dashboard$/);
  });
});
