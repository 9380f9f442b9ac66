// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { activeRowIds, renderGrid, rowOf, rowsRegion, THINGS, type Thing } from "./grid-test-harness.tsx";

const focusRows = () => act(() => rowsRegion().focus());

describe("DataGrid keyboard", () => {
  it("moves the active row with ↑/↓/Home/End and keeps it on the page", async () => {
    const { user } = renderGrid();
    expect(activeRowIds()).toEqual([]);
    focusRows();
    expect(activeRowIds()).toEqual(["1"]);
    await user.keyboard("{ArrowDown}");
    expect(activeRowIds()).toEqual(["2"]);
    await user.keyboard("{End}");
    expect(activeRowIds()).toEqual(["3"]);
    await user.keyboard("{ArrowDown}");
    expect(activeRowIds()).toEqual(["3"]);
    await user.keyboard("{Home}");
    expect(activeRowIds()).toEqual(["1"]);
    await user.keyboard("{ArrowUp}");
    expect(activeRowIds()).toEqual(["1"]);
  });

  it("moves by a page of rows with PageDown/PageUp (one row here: jsdom lays nothing out)", async () => {
    const { user } = renderGrid();
    focusRows();
    await user.keyboard("{PageDown}");
    expect(activeRowIds()).toEqual(["2"]);
    await user.keyboard("{PageDown}{PageDown}");
    expect(activeRowIds()).toEqual(["3"]);
    await user.keyboard("{PageUp}");
    expect(activeRowIds()).toEqual(["2"]);
  });

  it("opens the active row with Enter and a row with a double click", async () => {
    const onRowOpen = vi.fn<(row: Thing) => void>();
    const { user } = renderGrid({ onRowOpen });
    focusRows();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    expect(onRowOpen).toHaveBeenLastCalledWith(THINGS[1]);
    await user.dblClick(rowOf(3));
    expect(onRowOpen).toHaveBeenLastCalledWith(THINGS[2]);
  });

  it("selects the active row with Space", async () => {
    const onSelectionChange = vi.fn<(rows: Thing[]) => void>();
    const { user } = renderGrid({ selectable: true, onSelectionChange });
    focusRows();
    await user.keyboard("{End} ");
    expect(rowOf(3)).toHaveAttribute("aria-selected", "true");
    expect(rowOf(1)).toHaveAttribute("aria-selected", "false");
    expect(onSelectionChange).toHaveBeenLastCalledWith([THINGS[2]]);
    await user.keyboard(" ");
    expect(rowOf(3)).toHaveAttribute("aria-selected", "false");
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it("expands the active row's details with → and collapses them with ←", async () => {
    const { user } = renderGrid({ renderDetail: (r) => `Details of ${r.name}` });
    focusRows();
    await user.keyboard("{ArrowDown}{ArrowRight}");
    expect(screen.getByText("Details of Bravo")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Collapse details" })).toHaveLength(1);
    await user.keyboard("{ArrowLeft}");
    expect(screen.queryByText("Details of Bravo")).not.toBeInTheDocument();
  });

  it("opens the active row's menu with Shift+F10 and runs the chosen item", async () => {
    const archive = vi.fn<() => void>();
    const { user } = renderGrid({
      rowMenu: (r) => [{ key: "archive", label: `Archive ${r.name}`, onClick: archive }],
    });
    focusRows();
    await user.keyboard("{ArrowDown}");
    // user-event has no F10 in its key map: the key event as a browser sends it.
    fireEvent.keyDown(rowsRegion(), { key: "F10", shiftKey: true });
    await user.click(await screen.findByRole("menuitem", { name: "Archive Bravo" }));
    expect(archive).toHaveBeenCalledTimes(1);
  });

  it("opens a row's menu at the pointer on right click and makes that row active", async () => {
    renderGrid({ rowMenu: (r) => [{ key: "open", label: `Open ${r.name}`, onClick: () => {} }] });
    fireEvent.contextMenu(rowOf(3), { clientX: 40, clientY: 50 });
    expect(await screen.findByRole("menuitem", { name: "Open Charlie" })).toBeInTheDocument();
    expect(activeRowIds()).toEqual(["3"]);
  });

  it("opens a row's menu under its ⋮ button, asking for the items only then", async () => {
    const rowMenu = vi.fn((r: Thing) => [{ key: "open", label: `Open ${r.name}`, onClick: () => {} }]);
    const { user } = renderGrid({ rowMenu });
    expect(rowMenu).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Actions for row 2" }));
    expect(await screen.findByRole("menuitem", { name: "Open Bravo" })).toBeInTheDocument();
    expect(rowMenu).toHaveBeenCalledTimes(1);
    expect(activeRowIds()).toEqual([]);
  });

  it("leaves keys typed in the filter row to the input", async () => {
    const onRowOpen = vi.fn<(row: Thing) => void>();
    const { user } = renderGrid({ onRowOpen });
    focusRows();
    await user.click(screen.getByRole("textbox", { name: "Filter Name" }));
    await user.keyboard("{ArrowDown}");
    expect(activeRowIds()).toEqual(["1"]);
  });
});

describe("DataGrid keyboard-first (issue 30)", () => {
  it("tells assistive technology which row is active (aria-activedescendant on the rows region)", async () => {
    const { user } = renderGrid();
    expect(rowsRegion()).not.toHaveAttribute("aria-activedescendant");
    focusRows();
    expect(rowsRegion().getAttribute("aria-activedescendant")).toBe(rowOf(1).id);
    await user.keyboard("{ArrowDown}");
    expect(rowsRegion().getAttribute("aria-activedescendant")).toBe(rowOf(2).id);
    await user.keyboard("{End}");
    expect(rowsRegion().getAttribute("aria-activedescendant")).toBe(rowOf(3).id);
    expect(rowOf(3).id).not.toBe("");
  });

  it("names a row's controls by its business key and keeps them out of the Tab order", () => {
    renderGrid({
      selectable: true,
      rowMenu: () => [{ key: "x", label: "Do it", onClick: () => undefined }],
      rowLabel: (r) => `THG-${r.id}`,
    });
    const select = screen.getByRole("checkbox", { name: "Select THG-2" });
    const actions = screen.getByRole("button", { name: "Actions for THG-2" });
    expect(select).toHaveAttribute("tabindex", "-1");
    expect(actions).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByRole("checkbox", { name: "Select row 2" })).toBeNull();
  });

  it("is one Tab stop: Tab from the toolbar's last control lands on the rows region", async () => {
    const { user } = renderGrid({
      selectable: true,
      rowMenu: () => [{ key: "x", label: "Do it", onClick: () => undefined }],
    });
    act(() => screen.getByRole("button", { name: "Columns" }).focus());
    await user.tab();
    expect(rowsRegion()).toHaveFocus();
    await user.tab();
    // Past the rows: none of the rows' checkboxes or ⋮ buttons took the focus.
    expect(document.activeElement?.closest("tbody")).toBeNull();
  });

  it("moves the active cell across the columns with →/← and names it to assistive technology", async () => {
    const { user } = renderGrid();
    focusRows();
    await user.keyboard("{ArrowRight}");
    const first = rowOf(1).querySelector("td[data-active-cell]");
    expect(first?.textContent).toBe("Alpha");
    expect(rowsRegion().getAttribute("aria-activedescendant")).toBe(first?.id);
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    // Stops at the last visible column (Amount: Created is hidden).
    expect(rowOf(1).querySelector("td[data-active-cell]")?.textContent).toBe("10");
    await user.keyboard("{ArrowDown}");
    expect(rowOf(1).querySelector("td[data-active-cell]")).toBeNull();
    expect(rowOf(2).querySelector("td[data-active-cell]")?.textContent).toBe("20");
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    // Left of the first cell: the whole row again.
    expect(rowOf(2).querySelector("td[data-active-cell]")).toBeNull();
    expect(rowsRegion().getAttribute("aria-activedescendant")).toBe(rowOf(2).id);
  });

  it("keeps the filter row out of the way: after the rows in the Tab order, '/' reaches it, Escape returns", async () => {
    const { user } = renderGrid();
    expect(rowsRegion()).toHaveAttribute("aria-keyshortcuts", "/");
    // Hidden filter row: '/' shows it and focuses its first field.
    await user.click(screen.getByRole("button", { name: "Filter row" }));
    expect(screen.queryByRole("textbox", { name: "Filter Name" })).toBeNull();
    focusRows();
    await user.keyboard("/");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Filter Name" })).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(rowsRegion()).toHaveFocus();
    // In the document the rows region comes first: Tab from the toolbar reaches it before any filter field.
    const filter = screen.getByRole("textbox", { name: "Filter Name" });
    expect(rowsRegion().compareDocumentPosition(filter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
