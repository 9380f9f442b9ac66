import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";

/** Issue 30 #5: one "Work order not found" page, with Try again, on every portal. */
const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false });
const UNKNOWN = 2_000_000_000;

const PAGES = [
  ["Dispatchers", `/workorder/details?id=${UNKNOWN}&origin=workorder`],
  ["Vendor", `/vendorprofile/workorderdetails?id=${UNKNOWN}`],
  ["Customer", `/customerprofile/workorderdetails?id=${UNKNOWN}`],
] as const;

describe("an unknown work order", () => {
  for (const [role, path] of PAGES)
    it(`${role}: ${path.split("?")[0]} shows 'Work order not found' with Try again`, async () => {
      const page = await newPage(role);
      await page.goto(`${baseUrl}${path}`);
      const card = page.getByRole("alert").filter({ hasText: "Work order not found" });
      await card.waitFor();
      expect(await card.textContent()).not.toContain("Something went wrong");
      const [retry] = await Promise.all([
        page.waitForRequest((r) => r.url().includes(String(UNKNOWN)) && r.url().includes("/api/")),
        card.getByRole("button", { name: "Try again" }).click(),
      ]);
      expect(retry.method()).toBe("GET");
    });
});
