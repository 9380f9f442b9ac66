import type { GridState } from "@fm/domain";
import { describe, expect, it } from "vitest";
import { applyGridState } from "./line-grid.ts";

interface R {
  id: number;
  name: string;
  cost: number;
  cc: boolean;
  created: string;
}
const rows: R[] = [
  { id: 1, name: "Alpha Plumbing", cost: 100, cc: false, created: "2024-05-01T15:00:00.000Z" },
  { id: 2, name: "Beta HVAC", cost: 0, cc: true, created: "2024-05-03T15:00:00.000Z" },
  { id: 3, name: "Gamma Electric", cost: 250.5, cc: false, created: "2024-05-02T15:00:00.000Z" },
];
const types = { name: "text", cost: "number", cc: "boolean", created: "date" } as const;
const state = (over: Partial<GridState> = {}): GridState => ({
  columns: [],
  filters: [],
  sort: [],
  search: "",
  pageSize: 20,
  ...over,
});
const ids = (s: GridState, page = 1) => applyGridState(rows, s, page, types, ["name"]).rows.map((r) => r.id);

describe("applyGridState (Vendor tab lines)", () => {
  it("searches, filters and sorts like the server", () => {
    expect(ids(state({ search: "hvac" }))).toEqual([2]);
    expect(ids(state({ filters: [{ column: "cost", op: ">", value: 50 }] }))).toEqual([1, 3]);
    expect(ids(state({ filters: [{ column: "cc", op: "=", value: true }] }))).toEqual([2]);
    expect(ids(state({ filters: [{ column: "name", op: "startswith", value: "ga" }] }))).toEqual([3]);
    expect(ids(state({ sort: [{ column: "cost", desc: true }] }))).toEqual([3, 1, 2]);
    expect(ids(state({ sort: [{ column: "created", desc: false }] }))).toEqual([1, 3, 2]);
    // incomplete filters are ignored
    expect(ids(state({ filters: [{ column: "name", op: "contains", value: "" }] }))).toEqual([1, 2, 3]);
  });

  it("pages, keeping the page within range", () => {
    const p = applyGridState(rows, state({ pageSize: 10 }), 5, types, ["name"]);
    expect(p).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    const twoPerPage = applyGridState(rows, state({ pageSize: 2 } as Partial<GridState>), 2, types, ["name"]);
    expect(twoPerPage.rows.map((r) => r.id)).toEqual([3]);
  });
});
