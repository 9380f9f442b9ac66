import { expect, it } from "vitest";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { SCAN_STATES, screenAddress } from "./support/a11y-plan.ts";
import { loginAs } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken } from "./support/workorders.ts";

const { baseUrl, page } = useBrowserSession();
it("throwaway: Tech phone states", { timeout: 300_000 }, async () => {
  const token = await apiToken(baseUrl, "Tech");
  const res = await fetch(`${baseUrl}/api/vendorprofile/getworkorders/open?pageSize=10`, { headers: { authorization: `Bearer ${token}` } });
  const id = ((await res.json()) as { rows: { id: number }[] }).rows[0]?.id;
  await loginAs(page, baseUrl, "Tech");
  const all = [];
  for (const state of SCAN_STATES.filter((s) => s.roles.includes("Tech"))) {
    const address = screenAddress(state.path, { workorder: id });
    await page.goto(`${baseUrl}${address}`);
    await page.locator("h1").first().waitFor();
    await state.open(page);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    all.push(...(await axeProblems(page, state.name)));
  }
  // the Today screen at desktop for the Tech (PER_ROLE)
  expect(all, describeProblems(all)).toEqual([]);
});
