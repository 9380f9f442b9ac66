// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gridTable, headerOf, pageOf, renderGrid, startValue, THINGS } from "./grid-test-harness.tsx";

describe("DataGrid sorting", () => {
  it("cycles a column's sort ascending → descending → none, back on page 1", async () => {
    const { user, lastValue } = renderGrid({ data: pageOf([], 100) }, startValue(3));
    const sortByName = screen.getByRole("button", { name: "Sort by Name" });
    expect(headerOf("Name")).toHaveAttribute("aria-sort", "none");

    await user.click(sortByName);
    expect(lastValue()).toMatchObject({ page: 1, state: { sort: [{ column: "name", desc: false }] } });
    expect(headerOf("Name")).toHaveAttribute("aria-sort", "ascending");

    await user.click(sortByName);
    expect(lastValue().state.sort).toEqual([{ column: "name", desc: true }]);
    expect(headerOf("Name")).toHaveAttribute("aria-sort", "descending");

    await user.click(sortByName);
    expect(lastValue().state.sort).toEqual([]);
    expect(headerOf("Name")).toHaveAttribute("aria-sort", "none");
  });

  it("adds a second sort with Shift+click and replaces them with a plain click", async () => {
    const { user, lastValue } = renderGrid();
    await user.click(screen.getByRole("button", { name: "Sort by Name" }));
    await user.keyboard("{Shift>}");
    await user.click(screen.getByRole("button", { name: "Sort by City" }));
    await user.keyboard("{/Shift}");
    expect(lastValue().state.sort).toEqual([
      { column: "name", desc: false },
      { column: "city", desc: false },
    ]);
    await user.click(screen.getByRole("button", { name: "Sort by City" }));
    expect(lastValue().state.sort).toEqual([{ column: "city", desc: true }]);
  });

  it("does not sort a column marked sortable: false", async () => {
    const { user, onChange } = renderGrid();
    // A caption, not a (disabled, unnamed) sort button.
    expect(within(headerOf("Amount")).queryByRole("button", { name: /Sort by/ })).toBeNull();
    await user.click(within(headerOf("Amount")).getByText("Amount"));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("DataGrid filter row and search", () => {
  it("sets a text filter (Enter commits at once) and goes back to page 1", async () => {
    const { user, lastValue } = renderGrid({ data: pageOf([], 100) }, startValue(2));
    await user.type(screen.getByRole("textbox", { name: "Filter Name" }), "rav{Enter}");
    expect(lastValue()).toMatchObject({
      page: 1,
      state: { filters: [{ column: "name", op: "contains", value: "rav" }] },
    });
  });

  it("sets a number filter and changes its operator", async () => {
    const { user, lastValue } = renderGrid();
    await user.type(screen.getByRole("spinbutton", { name: "Filter Amount" }), "20{Enter}");
    expect(lastValue().state.filters).toEqual([{ column: "amount", op: "=", value: 20 }]);
    await user.click(screen.getByRole("button", { name: "Amount filter operator: Equals" }));
    await user.click(await screen.findByRole("menuitem", { name: /Greater than$/ }));
    expect(lastValue().state.filters).toEqual([{ column: "amount", op: ">", value: 20 }]);
  });

  it("commits typed filter text after a pause", async () => {
    const { user, lastValue } = renderGrid();
    await user.type(screen.getByRole("textbox", { name: "Filter City" }), "bos");
    await waitFor(() =>
      expect(lastValue().state.filters).toEqual([{ column: "city", op: "contains", value: "bos" }]),
    );
  });

  it("clears filters and search with 'Clear filters'", async () => {
    const { user, lastValue } = renderGrid();
    await user.type(screen.getByRole("textbox", { name: "Filter Name" }), "a{Enter}");
    await user.click(screen.getByRole("button", { name: "Clear filters (1)" }));
    expect(lastValue().state).toMatchObject({ filters: [], search: "" });
    expect(screen.queryByRole("button", { name: /Clear filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Filter Name" })).toHaveValue("");
  });

  it("hides and shows the filter row", async () => {
    const { user, onChange } = renderGrid();
    const toggle = screen.getByRole("button", { name: "Filter row" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("textbox", { name: "Filter Name" })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole("textbox", { name: "Filter Name" })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("has no filter row, filter toggle or column chooser when simple", () => {
    renderGrid({ simple: true });
    expect(screen.queryByRole("textbox", { name: "Filter Name" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Filter row" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Columns" })).not.toBeInTheDocument();
  });

  it("searches after a pause and clears the search at once", async () => {
    const { user, lastValue } = renderGrid();
    await user.type(screen.getByRole("textbox", { name: "Search" }), "chi");
    await waitFor(() => expect(lastValue()).toMatchObject({ page: 1, state: { search: "chi" } }));
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(lastValue().state.search).toBe("");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("");
  });
});

describe("DataGrid paging and empty state", () => {
  it("shows the total and changes page and page size", async () => {
    const { user, lastValue } = renderGrid({ data: pageOf([], 45) });
    // aria-rowcount counts the header and filter rows too (45 + 2); the page's rows carry aria-rowindex.
    expect(gridTable()).toHaveAttribute("aria-rowcount", "47");
    expect(screen.getByText("1–20 of 45")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "3" }));
    expect(lastValue().page).toBe(3);
    await user.click(screen.getByRole("radio", { name: "50" }));
    expect(lastValue()).toMatchObject({ page: 1, state: { pageSize: 50 } });
  });

  it("says 'of 10,000+' when the server stopped counting at its cap", () => {
    renderGrid({ data: { ...pageOf([], 10_000), totalcapped: true } });
    expect(screen.getByText("1–20 of 10,000+")).toBeInTheDocument();
    expect(gridTable()).toHaveAttribute("aria-rowcount", "-1");
  });

  it("numbers the rows for screen readers after the header rows and the earlier pages", () => {
    renderGrid({ data: { ...pageOf(THINGS, 45), page: 2 } }, startValue(2));
    const indexes = Array.from(gridTable().querySelectorAll("tr")).map((tr) =>
      tr.getAttribute("aria-rowindex"),
    );
    // header 1, filter row 2, then page 2's rows 21… of the data after those two.
    expect(indexes).toEqual(["1", "2", "23", "24", "25"]);
  });

  it("pages on past a capped count (the rows may go further than it)", async () => {
    const { user, lastValue } = renderGrid(
      { data: { ...pageOf([], 1_000), totalcapped: true } },
      startValue(50),
    );
    expect(screen.getByText("981–1,000 of 1,000+")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "51" }));
    expect(lastValue().page).toBe(51);
  });

  it("shows the empty text when the page has no rows", () => {
    renderGrid({ data: pageOf([]) });
    expect(screen.getByRole("cell", { name: "No data to display" })).toBeInTheDocument();
  });

  it("shows the caller's empty text", () => {
    renderGrid({ data: pageOf([]), emptyText: "No mail" });
    expect(screen.getByRole("cell", { name: "No mail" })).toBeInTheDocument();
  });

  it("shows skeleton rows, not the empty text, while the first page loads", () => {
    renderGrid({ data: undefined, loading: true });
    expect(screen.queryByText("No data to display")).not.toBeInTheDocument();
    expect(gridTable().querySelectorAll("tbody tr")).toHaveLength(8);
  });

  it("shows a failed load with 'Try again'", async () => {
    let retried = 0;
    const { user } = renderGrid({ error: new Error("Server down"), onRetry: () => retried++ });
    expect(screen.queryByRole("table", { name: "Things" })).not.toBeInTheDocument();
    expect(screen.getByText(/Server down/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(retried).toBe(1);
  });
});
