import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";

const { page } = useBrowserSession({ signInAs: "Dispatchers" });

/** Role and name of the focused element, as assistive technology would name it. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute("role") ?? el?.tagName.toLowerCase() ?? "",
      label: el?.getAttribute("aria-label") ?? "",
      text: (el?.textContent ?? "").trim().slice(0, 40),
    };
  });

/** Presses `key` until `done` holds for the focused element; returns the presses it took (fails past `max`). */
const pressUntil = async (
  p: Page,
  key: string,
  done: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max: number,
): Promise<number> => {
  for (let n = 1; n <= max; n++) {
    await p.keyboard.press(key);
    if (done(await focused(p))) return n;
  }
  throw new Error(
    `${key} × ${max} never reached the element; focus is on ${JSON.stringify(await focused(p))}`,
  );
};

describe("Keyboard only: list → order → note → back to the list (issue 30)", () => {
  it("needs at most 10 key presses from the list's rows to the order's tabs, and focus follows every step", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Work Orders", exact: true })
      .click();
    const firstRow = page.locator("tbody tr[data-row-index]").first();
    await firstRow.waitFor();
    // After navigation focus is on the new page (its main region), not left on the menu link.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");

    // Into the rows: one Tab stop for the whole body, a short way from the page's start.
    const toRows = await pressUntil(
      page,
      "Tab",
      (f) => f.role === "group" && f.label === "Work orders rows",
      15,
    );
    expect(toRows).toBeLessThanOrEqual(15);
    const rows = page.getByRole("group", { name: "Work orders rows" });
    const activeId = await rows.getAttribute("aria-activedescendant");
    expect(activeId).toBe(await firstRow.getAttribute("id"));
    const firstId = await firstRow.getAttribute("data-row-id");
    await page.keyboard.press("ArrowDown");
    const second = page.locator("tbody tr[data-row-index='1']");
    expect(await rows.getAttribute("aria-activedescendant")).toBe(await second.getAttribute("id"));
    const secondId = await second.getAttribute("data-row-id");
    expect(secondId).not.toBe(firstId);

    // Enter opens the active row; then Tab to the order's tabs: at most 10 presses in all.
    let presses = 1;
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/workorder/details\\?id=${secondId}`));
    await page.getByRole("tab", { name: "Notes", exact: true }).waitFor();
    presses += await pressUntil(page, "Tab", (f) => f.role === "tab", 9);
    expect(presses).toBeLessThanOrEqual(10);

    // → to the Notes tab, Tab to Add Note, Enter: the popup; write the note and save it.
    await pressUntil(page, "ArrowRight", (f) => f.role === "tab" && f.text === "Notes", 3);
    await page.getByRole("tabpanel", { name: "Notes" }).waitFor();
    await pressUntil(page, "Tab", (f) => f.text === "Add Note", 20);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Note" });
    await dialog.waitFor();
    await pressUntil(page, "Tab", (f) => f.role === "textarea", 10);
    const text = `Keyboard note ${Date.now()}`;
    await page.keyboard.type(text);
    await pressUntil(page, "Tab", (f) => f.text === "Save", 15);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("tabpanel", { name: "Notes" }).getByText(text).waitFor();
    // Focus came back to the button that opened the popup.
    await expect.poll(async () => (await focused(page)).text).toBe("Add Note");

    // Back to the list by keyboard.
    await pressUntil(page, "Shift+Tab", (f) => f.text === "Back to List", 30);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/workorder(\?|$)/);
    await page.locator("tbody tr[data-row-index]").first().waitFor();
  });
});
