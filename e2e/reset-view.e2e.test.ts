import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { apiCall, apiToken, expectToast, isListCall, openWorkOrders } from "./support/workorders.ts";

// Admin, not Dispatchers: the work-order list tests save and reset the dispatcher's own views.
const { baseUrl, page } = useBrowserSession({ signInAs: "Admin" });

describe("Reset My View (spec 1 §2, spec 2 §2)", () => {
  it("resets the saved layout, toasts 'Successfully reset view' and returns to /workorder with the default layout", async () => {
    const token = await apiToken(baseUrl, "Admin");
    try {
      // A default view with a status filter.
      await openWorkOrders(page, baseUrl);
      await page.getByRole("button", { name: "Filter values of Status" }).click();
      await page.getByRole("checkbox", { name: "POH" }).check();
      await Promise.all([page.waitForResponse(isListCall), page.getByRole("button", { name: "OK" }).click()]);
      await page.getByRole("button", { name: "Views" }).click();
      await page.getByRole("menuitem", { name: "Save View" }).click();
      const dialog = page.getByRole("dialog", { name: "Save View" });
      await dialog.getByLabel("View Name").fill(`Reset me ${Date.now().toString(36)}`);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "View Saved");

      // Reset My View: the toast, back on /workorder, and the list loads without the saved filter.
      // (the toast is checked first: it must not have faded while the list loads on a busy machine)
      const listCall = page.waitForResponse(isListCall);
      await page.goto(`${baseUrl}/workorder/resetmyview`);
      await expectToast(page, "Successfully reset view");
      const first = await listCall;
      await page.waitForURL(`${baseUrl}/workorder`);
      expect(new URL(first.url()).searchParams.get("filters") ?? "").not.toContain("statusid");
      await page.getByRole("table", { name: "Work orders" }).waitFor();
      expect(await page.getByRole("combobox", { name: "Saved views" }).inputValue()).not.toContain(
        "(default)",
      );

      // The server agrees: no default view is left, the saved views themselves are kept.
      const views = await apiCall<{ viewname: string; isdefault: boolean }[]>(
        baseUrl,
        token,
        "GET",
        "/api/view/getuserviews",
        { pagetype: "w" },
      );
      expect(views.length).toBeGreaterThan(0);
      expect(views.some((v) => v.isdefault)).toBe(false);
    } finally {
      await apiCall(baseUrl, token, "PUT", "/api/view/resetmyview", { viewType: "w" });
    }
  }, 240_000);
});
