// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderGrid } from "./grid-test-harness.tsx";

const setWidth = (width: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
};

afterEach(() => setWidth(1024));

describe("DataGrid phone cards (issue 31)", () => {
  it("below 600 px a phoneCards grid shows each row as a card of the visible columns, in order", () => {
    setWidth(390);
    const onRowOpen = vi.fn();
    renderGrid({ phoneCards: true, onRowOpen });
    expect(screen.queryByRole("table")).toBeNull();
    const cards = document.querySelectorAll<HTMLElement>("[data-grid-card]");
    expect(cards).toHaveLength(3);
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText("Bravo")).toBeTruthy();
    const captions = Array.from(second.querySelectorAll("dt")).map((d) => d.textContent);
    expect(captions).toEqual(["City", "Amount"]);
    expect(Array.from(second.querySelectorAll("dd")).map((d) => d.textContent)).toEqual(["Boston", "20"]);
    act(() => within(second).getByRole("button", { name: "Bravo" }).click());
    expect(onRowOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it("keeps the table on a wide screen, and without phoneCards on a phone", () => {
    renderGrid({ phoneCards: true });
    expect(screen.getByRole("table")).toBeTruthy();
    expect(document.querySelectorAll("[data-grid-card]")).toHaveLength(0);
  });

  it("a grid without phoneCards stays a table on a phone", () => {
    setWidth(390);
    renderGrid();
    expect(screen.getByRole("table")).toBeTruthy();
  });

  it("on a phone the toolbar keeps every control by name, marked for the phone layout; cards have no filter-row toggle", async () => {
    setWidth(390);
    const onExport = vi.fn();
    const { user } = renderGrid({ phoneCards: true, onExport });
    const exportButton = screen.getByRole("button", { name: "Export" });
    expect(exportButton.closest("[data-phone]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Columns" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Search" })).toBeTruthy();
    // The cards draw no filter row, so there is nothing for its toggle to show.
    expect(screen.queryByRole("button", { name: "Filter row" })).toBeNull();
    await user.click(exportButton);
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it("a phone's table keeps its filter-row toggle, in the phone layout", () => {
    setWidth(390);
    renderGrid({ onExport: vi.fn() });
    expect(screen.getByRole("button", { name: "Filter row" }).closest("[data-phone]")).not.toBeNull();
  });

  it("a wide screen's toolbar is not the phone layout", () => {
    renderGrid({ phoneCards: true, onExport: vi.fn() });
    expect(screen.getByRole("button", { name: "Filter row" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export" }).closest("[data-phone]")).toBeNull();
  });
  it("on a phone each card has a ⋮ that opens the row menu, and the pager is in the phone layout", async () => {
    setWidth(390);
    const onNote = vi.fn();
    const { user } = renderGrid({
      phoneCards: true,
      rowLabel: (r) => r.name,
      rowMenu: () => [{ key: "note", label: "Add Note", onClick: onNote }],
    });
    await user.click(screen.getByRole("button", { name: "Actions for Bravo" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add Note" }));
    expect(onNote).toHaveBeenCalledTimes(1);
    expect(document.querySelector("[data-grid-pager]")?.hasAttribute("data-phone")).toBe(true);
  });

  it("a wide screen's table has no card ⋮ and its pager is not the phone layout", () => {
    renderGrid({ phoneCards: true, rowMenu: () => [] });
    expect(document.querySelector("[data-grid-card]")).toBeNull();
    expect(document.querySelector("[data-grid-pager]")?.hasAttribute("data-phone")).toBe(false);
  });
});
