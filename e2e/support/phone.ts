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

/** One control's name and box (a button, or a SegmentedControl option's label). */
interface TargetBox {
  name: string;
  left: number;
  right: number;
  width: number;
  height: number;
  /** The label's text is wider than its box (cut with an ellipsis or clipped). */
  cut: boolean;
}

/**
 * Every drawn control matching `selector` on the page (at least one) is a 44 × 44 px finger target lying inside
 * the window's width with its text uncut (issue 31: pager, card ⋮ buttons, status switch options, the bar above a
 * list). Returns the controls' names.
 */
export const expectFingerTargets = async (page: Page, selector: string, what: string): Promise<string[]> => {
  const first = page.locator(selector).first();
  await first.waitFor();
  const boxes = await page.locator(selector).evaluateAll((els): TargetBox[] =>
    els
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
          left: r.left,
          right: r.right,
          width: r.width,
          height: r.height,
          cut: el.scrollWidth > el.clientWidth + 1,
        };
      })
      .filter((b) => b.width > 0 && b.height > 0),
  );
  expect(boxes.length, `${what}: controls drawn`).toBeGreaterThan(0);
  const width = page.viewportSize()?.width ?? PHONE.width;
  for (const b of boxes) {
    expect(b.left, `${what} "${b.name}" starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${what} "${b.name}" ends past the window (${width} px)`).toBeLessThanOrEqual(width);
    expect(b.height, `${what} "${b.name}" height`).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(b.width, `${what} "${b.name}" width`).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(b.cut, `${what} "${b.name}" is cut`).toBe(false);
  }
  return boxes.map((b) => b.name);
};

/** The status switch above a list: its options (the labels a finger taps). */
export const STATUS_SWITCH_OPTIONS = "[data-status-switch] label";
/** The grid's pager on a phone: page sizes and pages. */
export const PAGER_CONTROLS = "[data-grid-pager][data-phone] :is(button, label)";
/** The ⋮ buttons of the phone cards (the row menu's, or an Actions column's). */
export const CARD_MENU_BUTTONS = "[data-grid-card] :is(button[aria-haspopup], .mantine-ActionIcon-root)";
