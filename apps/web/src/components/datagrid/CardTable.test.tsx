// @vitest-environment jsdom

import { MantineProvider } from "@mantine/core";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardTable } from "./CardTable.tsx";
import type { GridColumn } from "./grid-types.ts";

interface Site {
  id: number;
  site: string;
  city: string;
}

const columns: GridColumn<Site>[] = [
  { name: "site", caption: "Job Site" },
  { name: "city", caption: "City", cell: (s) => s.city.toUpperCase() },
];
const rows: Site[] = [
  { id: 1, site: "Store 12", city: "Austin" },
  { id: 2, site: "Store 40", city: "Boston" },
];

const setWidth = (width: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
};

const draw = (list: Site[] = rows) =>
  render(
    <MantineProvider>
      <CardTable
        label="Job sites"
        columns={columns}
        rows={list}
        getRowId={(s) => String(s.id)}
        emptyText="None"
      />
    </MantineProvider>,
  );

afterEach(() => setWidth(1024));

describe("CardTable (issue 31)", () => {
  it("is a striped table of the columns on a desk", () => {
    draw();
    const table = screen.getByRole("table", { name: "Job sites" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Job Site", "City"]);
    expect(within(table).getByText("BOSTON")).toBeTruthy();
    expect(document.querySelectorAll("[data-grid-card]")).toHaveLength(0);
  });

  it("below 600 px each row is a card: the first column its title, the others caption / value lines", () => {
    setWidth(390);
    draw();
    expect(screen.queryByRole("table")).toBeNull();
    const items = within(screen.getByRole("list", { name: "Job sites" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const second = items[1] as HTMLElement;
    expect(within(second).getByText("Store 40")).toBeTruthy();
    expect(Array.from(second.querySelectorAll("dt")).map((d) => d.textContent)).toEqual(["City"]);
    expect(Array.from(second.querySelectorAll("dd")).map((d) => d.textContent)).toEqual(["BOSTON"]);
  });

  it("shows the empty text without rows", () => {
    draw([]);
    expect(screen.getByText("None")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
