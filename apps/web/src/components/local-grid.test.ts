import { describe, expect, it } from "vitest";
import { applyLocalGrid } from "./local-grid.ts";

const rows = [
  { id: 1, type: "System", n: 5, at: "2026-01-02T10:00:00.000Z" },
  { id: 2, type: "Internal", n: 1, at: "2026-01-01T10:00:00.000Z" },
  { id: 3, type: "Vendor", n: 3, at: "2026-01-03T10:00:00.000Z" },
];
const state = { columns: [], filters: [], sort: [], search: "", pageSize: 20 };
const opts = {
  types: { n: "number", at: "date" } as const,
  searchText: (r: (typeof rows)[number]) => r.type,
};

describe("applyLocalGrid", () => {
  it("searches, filters with header values, sorts and pages", () => {
    expect(applyLocalGrid(rows, { ...state, search: "vend" }, 1, opts).rows.map((r) => r.id)).toEqual([3]);
    const inFilter = {
      ...state,
      filters: [{ column: "type", op: "in" as const, value: ["System", "Vendor"] }],
    };
    expect(applyLocalGrid(rows, inFilter, 1, opts).total).toBe(2);
    const sorted = applyLocalGrid(rows, { ...state, sort: [{ column: "at", desc: true }] }, 1, opts);
    expect(sorted.rows.map((r) => r.id)).toEqual([3, 1, 2]);
    const paged = applyLocalGrid(
      rows,
      { ...state, pageSize: 10, sort: [{ column: "n", desc: false }] },
      1,
      opts,
    );
    expect(paged.rows.map((r) => r.n)).toEqual([1, 3, 5]);
    expect(
      applyLocalGrid(rows, { ...state, filters: [{ column: "n", op: ">", value: 2 }] }, 1, opts).total,
    ).toBe(2);
  });

  it("clamps the page to the last one", () => {
    expect(applyLocalGrid(rows, { ...state, pageSize: 10 }, 5, opts).page).toBe(1);
  });
});
