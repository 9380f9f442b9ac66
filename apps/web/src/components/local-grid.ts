import type { GridFilter, GridPage, GridState } from "@fm/domain";
import { type GridColumnType, toServerFilter } from "./datagrid/index.ts";

type Value = unknown;
type Getter<Row> = (row: Row, column: string) => Value;

const asComparable = (v: Value, type: GridColumnType): number | string | boolean | null => {
  if (v === null || v === undefined || v === "") return null;
  if (type === "number") return Number(v);
  if (type === "date") return new Date(String(v)).getTime();
  if (type === "boolean") return v === true || v === "true";
  return String(v).toLowerCase();
};

const matches = (raw: Value, f: GridFilter, type: GridColumnType): boolean => {
  const v = asComparable(raw, type);
  if (f.op === "in") {
    const list = Array.isArray(f.value) ? f.value : [f.value];
    return list.some((x) => asComparable(x, type) === v);
  }
  const a = asComparable(f.value as Value, type);
  if (f.op === "contains") return v !== null && String(v).includes(String(a));
  if (f.op === "startswith") return v !== null && String(v).startsWith(String(a));
  if (f.op === "=") return v === a;
  if (f.op === "<>") return v !== a;
  if (v === null || a === null) return false;
  if (f.op === "<") return v < a;
  if (f.op === ">") return v > a;
  if (f.op === "<=") return v <= a;
  if (f.op === ">=") return v >= a;
  const b = asComparable(f.value2 as Value, type);
  return b !== null && v >= a && v <= b;
};

/**
 * The DataGrid's GridState applied in the browser, for short lists the server returns whole (a work
 * order's notes, attachments, job sites): search over `searchText`, filter row and header filters, sort,
 * and one page.
 */
export const applyLocalGrid = <Row>(
  rows: readonly Row[],
  state: GridState,
  page: number,
  options: {
    types: Readonly<Record<string, GridColumnType>>;
    searchText: (row: Row) => string;
    get?: Getter<Row>;
  },
): GridPage<Row> => {
  const get: Getter<Row> = options.get ?? ((row, c) => (row as Record<string, Value>)[c]);
  const search = state.search.trim().toLowerCase();
  const filters = state.filters
    .map((f) => toServerFilter(f, options.types[f.column] ?? "text"))
    .filter((f): f is GridFilter => f !== null);
  let out = rows.filter(
    (r) =>
      (!search || options.searchText(r).toLowerCase().includes(search)) &&
      filters.every((f) => matches(get(r, f.column), f, options.types[f.column] ?? "text")),
  );
  if (state.sort.length) {
    out = [...out].sort((x, y) => {
      for (const s of state.sort) {
        const type = options.types[s.column] ?? "text";
        const a = asComparable(get(x, s.column), type);
        const b = asComparable(get(y, s.column), type);
        if (a === b) continue;
        const cmp = a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
        return s.desc ? -cmp : cmp;
      }
      return 0;
    });
  }
  const pages = Math.max(1, Math.ceil(out.length / state.pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * state.pageSize;
  return {
    rows: out.slice(start, start + state.pageSize),
    total: out.length,
    page: current,
    pageSize: state.pageSize,
  };
};
