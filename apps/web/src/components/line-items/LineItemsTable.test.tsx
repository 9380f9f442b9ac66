// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubViewport } from "../../test/viewport.ts";
import { LineItemsTable } from "./LineItemsTable.tsx";

const rows = [
  { id: 1, description: "Belt", total: 10 },
  { id: 2, description: "Filter", total: 5 },
];

const phone = stubViewport;

const draw = () =>
  render(
    <MantineProvider env="test">
      <LineItemsTable
        label="Material"
        rows={rows}
        rowKey={(r) => r.id}
        emptyText="No lines"
        columns={[
          { caption: "Description", cell: (r) => r.description },
          { caption: "Cost", align: "right", cell: (r) => `$${r.total}` },
        ]}
        actions={(r) => <button type="button">Remove {r.description}</button>}
      />
    </MantineProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("LineItemsTable", () => {
  it("is a table with a named Actions column on a desk", () => {
    phone(false);
    draw();
    const table = screen.getByRole("table", { name: "Material" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Description", "Cost", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("is a list of cards on a phone: each line with its captions and actions, no table", () => {
    phone(true);
    draw();
    expect(screen.queryByRole("table")).toBeNull();
    const items = within(screen.getByRole("list", { name: "Material" })).getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("aria-label"))).toEqual(["Material 1", "Material 2"]);
    expect(items[1]?.textContent).toContain("Description");
    expect(items[1]?.textContent).toContain("Filter");
    expect(within(items[1] as HTMLElement).getByRole("button", { name: "Remove Filter" })).toBeTruthy();
  });
});
