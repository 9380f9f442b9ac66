import { GridState } from "@fm/domain";
import { describe, expect, it } from "vitest";
import {
  defaultGridState,
  headerFilterOf,
  mergeColumns,
  moveColumn,
  reorderColumn,
  rowFilterOf,
  sameGridState,
  setColumnVisible,
  setColumnWidth,
  setHeaderFilter,
  setRowFilter,
  toggleSort,
  toListQuery,
  toServerFilter,
  visibleColumnNames,
} from "./grid-state.ts";

const cols = [{ name: "wonumber" }, { name: "status", width: 120 }, { name: "lastnote", hidden: true }];
const base = defaultGridState(cols, 100);

describe("defaultGridState / mergeColumns", () => {
  it("builds a valid GridState from column definitions", () => {
    expect(GridState.parse(base)).toEqual(base);
    expect(base.columns).toEqual([
      { name: "wonumber", visible: true, index: 0, width: 150 },
      { name: "status", visible: true, index: 1, width: 120 },
      { name: "lastnote", visible: false, index: 2, width: 150 },
    ]);
  });

  it("keeps a saved order, drops unknown columns and appends new ones", () => {
    const saved: GridState = {
      ...base,
      columns: [
        { name: "status", visible: false, index: 0, width: 90 },
        { name: "gone", visible: true, index: 1 },
        { name: "wonumber", visible: true, index: 2, width: 200 },
      ],
    };
    expect(mergeColumns(saved, cols).columns).toEqual([
      { name: "status", visible: false, index: 0, width: 90 },
      { name: "wonumber", visible: true, index: 1, width: 200 },
      { name: "lastnote", visible: false, index: 2, width: 150 },
    ]);
  });
});

describe("sorting", () => {
  it("cycles ascending → descending → none", () => {
    const a = toggleSort(base, "status");
    expect(a.sort).toEqual([{ column: "status", desc: false }]);
    const d = toggleSort(a, "status");
    expect(d.sort).toEqual([{ column: "status", desc: true }]);
    expect(toggleSort(d, "status").sort).toEqual([]);
  });
  it("replaces other sorts unless multi", () => {
    const a = toggleSort(base, "status");
    expect(toggleSort(a, "wonumber").sort).toEqual([{ column: "wonumber", desc: false }]);
    expect(toggleSort(a, "wonumber", true).sort).toEqual([
      { column: "status", desc: false },
      { column: "wonumber", desc: false },
    ]);
  });
});

describe("filters", () => {
  it("keeps row and header filters of a column apart", () => {
    let s = setRowFilter(base, "status", { column: "status", op: "contains", value: "dis" });
    s = setHeaderFilter(s, "statusid", [9, 3]);
    s = setHeaderFilter(s, "status", ["Dispatched"]);
    expect(rowFilterOf(s, "status")?.value).toBe("dis");
    expect(headerFilterOf(s, "status")).toEqual(["Dispatched"]);
    expect(headerFilterOf(s, "statusid")).toEqual([9, 3]);
    s = setRowFilter(s, "status", null);
    expect(rowFilterOf(s, "status")).toBeUndefined();
    expect(headerFilterOf(s, "status")).toEqual(["Dispatched"]);
    expect(setHeaderFilter(s, "status", []).filters).toHaveLength(1);
  });

  it("expands whole-day date filters in the local time zone", () => {
    const start = new Date(2024, 4, 1).toISOString();
    const next = new Date(2024, 4, 2).toISOString();
    const endOfDay = new Date(new Date(2024, 4, 2).getTime() - 1).toISOString();
    const f = (op: "=" | "<>" | "<" | "<=" | ">" | ">=") =>
      toServerFilter({ column: "d", op, value: "2024-05-01" }, "date");
    expect(f("=")).toEqual({ column: "d", op: "between", value: start, value2: endOfDay });
    expect(f("<>")).toEqual({ column: "d", op: "<>", value: start, value2: endOfDay });
    expect(f("<")).toEqual({ column: "d", op: "<", value: start });
    expect(f("<=")).toEqual({ column: "d", op: "<", value: next });
    expect(f(">")).toEqual({ column: "d", op: ">=", value: next });
    expect(f(">=")).toEqual({ column: "d", op: ">=", value: start });
    expect(
      toServerFilter({ column: "d", op: "between", value: "2024-05-01", value2: "2024-05-01" }, "date"),
    ).toEqual({ column: "d", op: "between", value: start, value2: endOfDay });
  });

  it("drops incomplete filters", () => {
    expect(toServerFilter({ column: "x", op: "contains", value: "  " }, "text")).toBeNull();
    expect(toServerFilter({ column: "x", op: "between", value: 1 }, "number")).toBeNull();
    expect(toServerFilter({ column: "x", op: "in", value: [] }, "number")).toBeNull();
    expect(toServerFilter({ column: "x", op: "=", value: false }, "boolean")).toEqual({
      column: "x",
      op: "=",
      value: false,
    });
  });
});

describe("toListQuery", () => {
  it("maps a state and page to the list call's query string", () => {
    let s = { ...base, search: " boiler ", pageSize: 50 };
    s = toggleSort(s, "dispatchdate");
    s = setRowFilter(s, "wonumber", { column: "wonumber", op: "startswith", value: "WO1" });
    s = setRowFilter(s, "city", { column: "city", op: "contains", value: "" });
    expect(toListQuery(s, 3)).toEqual({
      page: 3,
      pageSize: 50,
      search: "boiler",
      sort: '[{"column":"dispatchdate","desc":false}]',
      filters: '[{"column":"wonumber","op":"startswith","value":"WO1"}]',
    });
    expect(toListQuery(base, 1)).toEqual({ page: 1, pageSize: 100 });
  });
});

describe("columns", () => {
  it("reorders, moves, hides and resizes", () => {
    expect(visibleColumnNames(reorderColumn(base, "status", "wonumber"))).toEqual(["status", "wonumber"]);
    expect(visibleColumnNames(moveColumn(base, "wonumber", 1))).toEqual(["status", "wonumber"]);
    expect(moveColumn(base, "wonumber", -1)).toBe(base);
    expect(visibleColumnNames(setColumnVisible(base, "lastnote", true))).toEqual([
      "wonumber",
      "status",
      "lastnote",
    ]);
    expect(setColumnWidth(base, "status", 5).columns[1]?.width).toBe(40);
  });
});

describe("sameGridState", () => {
  it("ignores index gaps, filter order and surrounding spaces", () => {
    const a = setRowFilter(setRowFilter(base, "a", { column: "a", op: "=", value: 1 }), "b", {
      column: "b",
      op: "=",
      value: 2,
    });
    const b = setRowFilter(setRowFilter(base, "b", { column: "b", op: "=", value: 2 }), "a", {
      column: "a",
      op: "=",
      value: 1,
    });
    expect(sameGridState(a, { ...b, search: " " })).toBe(true);
    expect(sameGridState(base, toggleSort(base, "status"))).toBe(false);
    expect(
      sameGridState(base, { ...base, columns: base.columns.map((c) => ({ ...c, index: c.index * 3 })) }),
    ).toBe(true);
  });
});
