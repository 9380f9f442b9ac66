import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO, type DemoRole } from "./support/demo-users.ts";
import { EXPECTED_GROUPS, EXPECTED_LINKS } from "./support/expected-menus.ts";
import { loginAs } from "./support/login.ts";
import { mainNav, menuGroups, menuLinks } from "./support/nav.ts";
import { useBrowserSession } from "./support/session.ts";

const { baseUrl, page, context } = useBrowserSession({ viewport: { width: 1280, height: 900 } });

const ROLES = Object.keys(DEMO) as DemoRole[];

describe("side menu per role (spec 3 §2.2, §6)", () => {
  it.each(ROLES)("%s signs in through the form and sees exactly its menu", async (role) => {
    await loginAs(page, baseUrl, role);
    await mainNav(page).waitFor();
    expect(await menuLinks(page)).toEqual(EXPECTED_LINKS[role]);
    expect(await menuGroups(page)).toEqual(EXPECTED_GROUPS[role]);

    // Only an Admin has the overdue bell; everyone has the user panel.
    const bell = page.getByRole("link", { name: /^Overdue priority-1 work orders/ });
    expect(await bell.count()).toBe(role === "Admin" ? 1 : 0);
    await page.getByRole("button", { name: `User menu for ${DEMO[role].name}` }).waitFor();
  });

  it("opens Work Orders (New Tab) in a new tab", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    const link = mainNav(page).getByRole("link", { name: "Work Orders (New Tab)" });
    expect(await link.getAttribute("target")).toBe("_blank");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForURL(`${baseUrl}/workorder`);
    await popup.getByRole("table", { name: "Work orders" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/home");
  });

  it("the drawer is 250 wide open and 60 collapsed, toggled by the menu button", async () => {
    await loginAs(page, baseUrl, "Admin");
    const nav = mainNav(page);
    expect((await nav.boundingBox())?.width).toBe(250);

    await page.getByRole("button", { name: "Toggle side menu", exact: true }).click();
    await page.waitForFunction(
      () => document.querySelector("#main-navigation")?.getBoundingClientRect().width === 60,
    );
    // The rail keeps every group reachable by its name.
    await nav.getByRole("link", { name: "Home" }).waitFor();
    await nav.getByRole("button", { name: "Workorder" }).hover();
    await page.getByRole("menuitem", { name: "New Work Order" }).click();
    await page.waitForURL(`${baseUrl}/workorder/new?id=0`);

    await page.getByRole("button", { name: "Toggle side menu", exact: true }).click();
    await page.waitForFunction(
      () => document.querySelector("#main-navigation")?.getBoundingClientRect().width === 250,
    );
  });

  it("on an extra-small screen the closed drawer takes no room and the menu button opens it", async () => {
    await page.setViewportSize({ width: 480, height: 800 });
    await loginAs(page, baseUrl, "Dispatchers");
    const nav = mainNav(page);
    expect(await nav.isVisible()).toBe(true);
    const closed = await nav.boundingBox();
    expect((closed?.x ?? 0) + (closed?.width ?? 0)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Toggle side menu", exact: true }).click();
    await nav.getByRole("link", { name: "Vendors" }).click();
    await page.waitForURL(`${baseUrl}/vendor`);
    // issue 15: the Vendors list is built
    await page.getByRole("heading", { name: "Vendors", exact: true, level: 2 }).waitFor();
  });

  it("once home is drawn the work-order list is warmed: opening it asks only for its page (decision 0023)", async () => {
    // the warm-up waits for home's own requests and an idle moment, then reads the list's views
    const warmed = page.waitForResponse((r) => r.url().includes("/api/view/getuserviews?pagetype=w"));
    await loginAs(page, baseUrl, "Dispatchers");
    await warmed;
    await page.waitForLoadState("networkidle");
    const asked: string[] = [];
    const onRequest = (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/") || path.endsWith(".js")) asked.push(path);
    };
    page.on("request", onRequest);
    try {
      const nav = mainNav(page);
      const link = nav.locator("a[href='/workorder']").first();
      if (!(await link.isVisible())) await nav.getByRole("button", { name: "Workorder" }).click();
      await link.click();
      await page
        .getByRole("table", { name: "Work orders" })
        .locator("tbody tr[data-row-id]")
        .first()
        .waitFor();
    } finally {
      page.off("request", onRequest);
    }
    expect(asked).toContain("/api/workorder/getworkorders");
    const warmedReads = ["/api/view/getuserviews", "/api/workorder/getstatuses", "/api/site/meta"];
    expect(asked.filter((p) => warmedReads.includes(p) || p.endsWith(".js"))).toEqual([]);
  });
});
