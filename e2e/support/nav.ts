import type { Locator, Page } from "playwright-core";

export const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Main navigation" });

/** [label, href] of every visible link in the side menu. */
export const menuLinks = async (page: Page): Promise<[string, string][]> =>
  mainNav(page)
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a): [string, string] => [(a.textContent ?? "").trim(), a.getAttribute("href") ?? ""]),
    );

export const menuGroups = async (page: Page): Promise<string[]> =>
  mainNav(page)
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? "").trim()));
