// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderGrid, rowOf, THINGS, type Thing } from "./grid-test-harness.tsx";

const selectedIds = () =>
  THINGS.filter((t) => rowOf(t.id).getAttribute("aria-selected") === "true").map((t) => t.id);

const setup = () => {
  const onSelectionChange = vi.fn<(rows: Thing[]) => void>();
  const grid = renderGrid({ selectable: true, onSelectionChange });
  const selectAll = () => screen.getByRole("checkbox", { name: "Select all rows on this page" });
  return { ...grid, onSelectionChange, selectAll };
};

describe("DataGrid row selection", () => {
  it("has no selection column or aria-selected unless selectable", () => {
    renderGrid();
    expect(screen.queryByRole("checkbox", { name: "Select row 1" })).not.toBeInTheDocument();
    expect(rowOf(1)).not.toHaveAttribute("aria-selected");
  });

  it("selects one row, then more, with the row checkboxes", async () => {
    const { user, onSelectionChange, selectAll } = setup();
    expect(selectedIds()).toEqual([]);
    await user.click(screen.getByRole("checkbox", { name: "Select row 2" }));
    expect(selectedIds()).toEqual([2]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([THINGS[1]]);
    expect(selectAll()).not.toBeChecked();

    await user.click(screen.getByRole("checkbox", { name: "Select row 3" }));
    expect(selectedIds()).toEqual([2, 3]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([THINGS[1], THINGS[2]]);

    await user.click(screen.getByRole("checkbox", { name: "Select row 2" }));
    expect(selectedIds()).toEqual([3]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([THINGS[2]]);
  });

  it("selects and clears every row of the page with the header checkbox", async () => {
    const { user, onSelectionChange, selectAll } = setup();
    await user.click(screen.getByRole("checkbox", { name: "Select row 1" }));
    await user.click(selectAll());
    expect(selectedIds()).toEqual([1, 2, 3]);
    expect(selectAll()).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(THINGS);

    await user.click(selectAll());
    expect(selectedIds()).toEqual([]);
    expect(selectAll()).not.toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it("clicking a row makes it active without selecting it", async () => {
    const { user } = setup();
    await user.click(rowOf(2));
    expect(rowOf(2)).toHaveAttribute("data-active");
    expect(selectedIds()).toEqual([]);
  });

  it("starts the selection over when the query changes", async () => {
    const { user, onSelectionChange } = setup();
    await user.click(screen.getByRole("checkbox", { name: "Select row 1" }));
    expect(selectedIds()).toEqual([1]);
    await user.click(screen.getByRole("button", { name: "Sort by City" }));
    expect(selectedIds()).toEqual([]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it("keeps the selection when only a column changes", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("checkbox", { name: "Select row 1" }));
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(await screen.findByRole("checkbox", { name: "City" }));
    expect(selectedIds()).toEqual([1]);
  });

  it("shows 'N selected' in a polite live region with Clear and the bulk actions while rows are selected", async () => {
    const bulk = vi.fn<(rows: Thing[]) => void>();
    const grid = renderGrid({
      selectable: true,
      bulkActions: (selected) => (
        <button type="button" onClick={() => bulk(selected)}>
          Do many
        </button>
      ),
    });
    const live = document.querySelector("[aria-live=polite]");
    expect(live?.textContent).toBe("");
    expect(screen.queryByRole("button", { name: "Do many" })).toBeNull();
    await grid.user.click(screen.getByRole("checkbox", { name: "Select row 1" }));
    await grid.user.click(screen.getByRole("checkbox", { name: "Select row 3" }));
    expect(live?.textContent).toBe("2 selected");
    await grid.user.click(screen.getByRole("button", { name: "Do many" }));
    expect(bulk).toHaveBeenLastCalledWith([THINGS[0], THINGS[2]]);
    await grid.user.click(screen.getByRole("button", { name: "Clear" }));
    expect(live?.textContent).toBe("");
    expect(selectedIds()).toEqual([]);
    expect(screen.queryByRole("button", { name: "Do many" })).toBeNull();
    // The bar left with the selection: the keyboard is back on the rows.
    expect(screen.getByRole("group", { name: "Things rows" })).toHaveFocus();
  });
});
