import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { getWorkOrder, newReceivedOrder } from "./support/workorder-detail.ts";
import { apiToken } from "./support/workorders.ts";

const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });
let token: string;
/** This file's own Received order (the journey changes its status; demo orders stay as seeded). */
let order: { id: number; wonumber: string };

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
  order = await newReceivedOrder(baseUrl, token, { briefdescription: `Keyboard journey ${Date.now()}` });
});

/** Role and name of the focused element, as assistive technology would name it. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute("role") ?? el?.tagName.toLowerCase() ?? "",
      label:
        el?.getAttribute("aria-label") ??
        ((el as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "").replace(/\s*\*$/, ""),
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

/** The option a Mantine combobox has marked as current while its list is open. */
const currentOption = (p: Page) =>
  p.evaluate(() => document.querySelector("[data-combobox-selected]")?.textContent?.trim() ?? "");

describe("Keyboard only: list → order → status → note → back to the list (issue 30)", () => {
  it("needs at most 10 key presses from the list's rows to the order's tabs, and focus follows every step", {
    timeout: 120_000,
  }, async () => {
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
    // ←/→ move across the cells; the region names the active cell, ← past the first cell is the row again.
    await page.keyboard.press("ArrowRight");
    expect(await rows.getAttribute("aria-activedescendant")).toBe(`${await second.getAttribute("id")}-c0`);
    await page.keyboard.press("ArrowLeft");
    expect(await rows.getAttribute("aria-activedescendant")).toBe(await second.getAttribute("id"));

    // Home, then ↓ to this file's own order (the newest, so usually the first row).
    await page.keyboard.press("Home");
    const activeRowId = () =>
      page.evaluate(() => {
        const id = document
          .querySelector("[aria-label='Work orders rows']")
          ?.getAttribute("aria-activedescendant");
        return id ? (document.getElementById(id)?.getAttribute("data-row-id") ?? "") : "";
      });
    for (let n = 0; n < 100 && (await activeRowId()) !== String(order.id); n++)
      await page.keyboard.press("ArrowDown");
    expect(await activeRowId()).toBe(String(order.id));

    // Enter opens the active row; then Tab to the order's tabs: at most 10 presses in all.
    let presses = 1;
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/workorder/details\\?id=${order.id}`));
    await page.getByRole("tab", { name: "Notes", exact: true }).waitFor();
    presses += await pressUntil(page, "Tab", (f) => f.role === "tab", 9);
    expect(presses).toBeLessThanOrEqual(10);

    // Status: Tab into the Work Order tab's form to Status, open its list, ↓ to Dispatched, Enter.
    await page.getByRole("combobox", { name: "Status", exact: true }).waitFor();
    await pressUntil(page, "Tab", (f) => f.label === "Status", 40);
    await page.keyboard.press("ArrowDown");
    await page.getByRole("option", { name: "Dispatched", exact: true }).waitFor();
    for (let n = 0; n < 40 && (await currentOption(page)) !== "Dispatched"; n++)
      await page.keyboard.press("ArrowDown");
    expect(await currentOption(page)).toBe("Dispatched");
    await page.keyboard.press("Enter");
    const statusPopup = page.getByRole("dialog", { name: "Internal Note" });
    await statusPopup.waitFor();
    // The popup opens on its first field, the Note editor (else Tab gets there).
    await page.waitForTimeout(300);
    if ((await focused(page)).label !== "Note") await pressUntil(page, "Tab", (f) => f.label === "Note", 40);
    await page.keyboard.type("Dispatched from the keyboard");
    await pressUntil(page, "Tab", (f) => f.text === "Save", 40);
    await page.keyboard.press("Enter");
    await statusPopup.waitFor({ state: "detached" });
    await expect.poll(async () => (await getWorkOrder(baseUrl, token, order.id)).statusid).toBe(9);

    // Back up to the tabs.
    await pressUntil(page, "Shift+Tab", (f) => f.role === "tab", 40);

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
