import { describe, expect, it } from "vitest";
import type { GridValue } from "../../components/datagrid/index.ts";
import { TILE_PAGE_SIZE, withLayout } from "./list-layout.ts";

const value = (pageSize: number, page = 3) =>
  ({ page, state: { pageSize, filters: [], sort: [], search: "" } }) as unknown as GridValue;

describe("work-order list layout (spec 1 §9)", () => {
  it("pages the tiles by 20 from page 1, and the grid back at its own size", () => {
    expect(TILE_PAGE_SIZE).toBe(20);
    expect(withLayout(value(100), "tiles")).toMatchObject({ page: 1, state: { pageSize: 20 } });
    expect(withLayout(value(20), "table", 50)).toMatchObject({ page: 1, state: { pageSize: 50 } });
    expect(withLayout(value(20), "table")).toMatchObject({ state: { pageSize: 100, search: "" } });
  });
});
