import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A phone's window (issue 31: the reviewer's 390 × 844). */
export const PHONE = { width: 390, height: 844 } as const;

/** A finger's target: every button of a grid's toolbar on a phone is at least this tall and wide (issue 31). */
const TOUCH_TARGET = 44;

/** One drawn control of a grid's toolbar: what it is, its name and its box. */
interface ToolbarControl {
  what: string;
  name: string;
  left: number;
  right: number;
  width: number;
  height: number;
}

/**
 * The page's grid toolbar fits the phone: every control of it (button, text box, radio, link) lies inside the
 * window's width, every button is a 44 px target, and the page does not scroll sideways. Returns the controls'
 * names, so a caller can check the ones it expects are there.
 */
export const expectPhoneToolbar = async (page: Page): Promise<string[]> => {
  // The phone layout (data-phone) follows the grid's first render, which does not know the window's width yet.
  const toolbar = page.locator("[data-grid-toolbar][data-phone]");
  await toolbar.waitFor();
  const controls = await toolbar.evaluate((bar): ToolbarControl[] =>
    Array.from(
      bar.querySelectorAll<HTMLElement>("button, input:not([type=radio]), label, a, [role=combobox]"),
    )
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          what: el.tagName.toLowerCase(),
          name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
          left: r.left,
          right: r.right,
          width: r.width,
          height: r.height,
        };
      })
      .filter((c) => c.width > 0 && c.height > 0),
  );
  const width = page.viewportSize()?.width ?? PHONE.width;
  for (const c of controls) {
    expect(c.left, `${c.what} "${c.name}" starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(c.right, `${c.what} "${c.name}" ends past the window (${width} px)`).toBeLessThanOrEqual(width);
    if (c.what === "button") {
      expect(c.height, `button "${c.name}" height`).toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect(c.width, `button "${c.name}" width`).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, "the page scrolls sideways").toBeLessThanOrEqual(width);
  return controls.map((c) => c.name);
};
