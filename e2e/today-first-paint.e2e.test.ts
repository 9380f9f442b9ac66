import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { createFieldOrder, type FieldOrder } from "./support/field.ts";
import { landingOf, submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";

const baseUrl = inject("baseUrl");

/** A card's drawn height, the lines its WO # takes, and the badges whose text is cut ("OVERD…"). */
const cardShape = (card: Locator) =>
  card.evaluate((a) => {
    const wo = a.querySelector("a");
    const line = wo ? Number.parseFloat(getComputedStyle(wo).lineHeight) : 1;
    return {
      height: Math.round(a.getBoundingClientRect().height),
      woLines: wo ? Math.round(wo.getBoundingClientRect().height / line) : 0,
      cut: [...a.querySelectorAll(".mantine-Badge-label, .fmfp-badge > span")]
        .filter((b) => b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent),
    };
  });

/*
 * Issue 31 (decision 0054): on a phone, Today's cards are drawn from the head's early request before the app's
 * code has run, then React's screen takes their place. The entry is held back here so the first paint is seen
 * on its own, as a slow phone shows it.
 */
describe("Today's first paint from the page's head", () => {
  const { page } = useBrowserSession({ viewport: { width: 390, height: 844 } });
  let f: FieldOrder;
  beforeAll(async () => {
    f = await createFieldOrder(baseUrl, "firstpaint", { sitePhone: true });
  });

  it("draws the technician's cards before the app runs, with working links; the app's screen replaces them", async () => {
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, f.tech.email, f.tech.password);
    await page.waitForURL(`${baseUrl}${landingOf("Tech")}`);
    const label = `Work order ${f.order.wonumber}`;
    await page.getByRole("article", { name: label }).waitFor();

    const entry = await page.evaluate(() =>
      document.querySelector("script[type=module]")?.getAttribute("src"),
    );
    expect(entry).toMatch(/^\/assets\/index-/);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${baseUrl}${entry}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/vendorprofile/today`, { waitUntil: "commit" });

    const painted = page.locator("[data-first-paint]").getByRole("article", { name: label });
    await painted.waitFor();
    await expect
      .poll(() => painted.getByRole("link", { name: f.order.wonumber }).getAttribute("href"))
      .toBe(
        `/vendorprofile/workorderdetails?id=${f.order.id}&origin=${encodeURIComponent("vendorprofile/today")}`,
      );
    expect(await painted.locator("a[href^='tel:']").count()).toBe(1);
    expect(await painted.locator("a[href^='https://www.google.com/maps/']").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Today", level: 1 }).count()).toBe(1);
    expect(describeProblems(await axeProblems(page, "Today, first paint"))).toBe("");
    const first = await cardShape(painted);
    expect(first.cut).toEqual([]);
    expect(first.woLines).toBe(1);

    release();
    await page.locator("[data-first-paint]").waitFor({ state: "detached" });
    const card = page.getByRole("article", { name: label });
    await card.waitFor();
    expect(await page.getByRole("article", { name: label }).count()).toBe(1);
    // React's card is the painted one: same height (its answer badge drawn with it), nothing cut.
    const drawn = await cardShape(card);
    expect(drawn.cut).toEqual([]);
    expect(drawn.woLines).toBe(1);
    expect(Math.abs(drawn.height - first.height)).toBeLessThanOrEqual(2);
    // The app's screen: the search box takes input now.
    await page.getByLabel("Search by Work Order #").fill(f.order.wonumber);
    await card.waitFor();
    await page.unroute(`${baseUrl}${entry}`);
  });
});
