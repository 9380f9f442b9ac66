import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { expectToast } from "./support/workorders.ts";

const isCall = (path: string) => (r: { url(): string; ok(): boolean }) => r.url().includes(path) && r.ok();

const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });

interface AtRiskPage {
  rows: { id: number; wonumber: string; slastate: string | null }[];
}

describe("SLA at-risk queue (issue 32)", () => {
  it("a dispatcher sees an at-risk order on the dashboard and pauses its clock", async () => {
    const [first] = await Promise.all([
      page.waitForResponse(isCall("/api/sla/atrisk")),
      page.goto(`${baseUrl}/dashboard`),
    ]);
    const { rows } = (await first.json()) as AtRiskPage;
    // The demo seed puts five open P1 orders at risk or past their respond-by time.
    expect(rows.length).toBeGreaterThan(0);
    const order = rows[0];
    if (!order) throw new Error("no at-risk order");
    expect(["at_risk", "breached"]).toContain(order.slastate);
    const queue = page.getByRole("table", { name: "SLA at-risk work orders" });
    const row = queue.locator(`tbody tr[data-row-id="${order.id}"]`);
    await row.waitFor();

    await row.getByRole("button", { name: `SLA actions for ${order.wonumber}` }).click();
    await page.getByRole("menuitem", { name: "Pause SLA Clock" }).click();
    const dialog = page.getByRole("dialog", { name: `Pause SLA Clock: ${order.wonumber}` });
    await dialog.getByRole("textbox", { name: /^Reason/ }).fill("Waiting on the customer");
    const [paused] = await Promise.all([
      page.waitForResponse(isCall("/api/sla/pause")),
      dialog.getByRole("button", { name: "Pause" }).click(),
    ]);
    expect(paused.status()).toBe(200);
    await expectToast(page, "SLA Clock Paused");
    // A paused order has no running clock: it leaves the queue.
    await row.waitFor({ state: "detached" });
  });
});
