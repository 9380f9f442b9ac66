import type { GridFilter, GridPage, GridState } from "@fm/domain";
import { toServerFilter } from "../../../components/datagrid/grid-state.ts";
import type { GridColumnType } from "../../../components/datagrid/grid-types.ts";

/**
 * The Vendor tab gets all of an order's vendor lines at once (a handful), so its DataGrid's search, filter row,
 * sort and paging are applied here, with the same meaning the server gives them.
 */

type Value = string | number | boolean | null | undefined;

const text = (v: Value): string => (v === null || v === undefined ? "" : String(v)).toLowerCase();

const compare = (a: Value, b: Value): number => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return a ? 1 : -1;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
};

const asNumber = (v: Value): number => (typeof v === "number" ? v : Number(v));
const asTime = (v: Value): number => (typeof v === "string" ? Date.parse(v) : Number.NaN);

const matches = (value: Value, f: GridFilter, type: GridColumnType): boolean => {
  if (f.op === "in") {
    const list = Array.isArray(f.value) ? f.value : [f.value];
    return list.some((x) => text(x) === text(value));
  }
  if (Array.isArray(f.value)) return true;
  if (type === "text") {
    const t = text(value);
    const q = text(f.value);
    if (f.op === "contains") return t.includes(q);
    if (f.op === "startswith") return t.startsWith(q);
    if (f.op === "=") return t === q;
    if (f.op === "<>") return t !== q;
    return true;
  }
  if (type === "boolean") {
    const want = f.value === true || f.value === "true";
    return f.op === "<>" ? Boolean(value) !== want : Boolean(value) === want;
  }
  const conv = type === "date" ? asTime : asNumber;
  const v = conv(value);
  const a = conv(f.value);
  if (Number.isNaN(v)) return false;
  switch (f.op) {
    case "=":
      return v === a;
    case "<>":
      return v !== a;
    case "<":
      return v < a;
    case ">":
      return v > a;
    case "<=":
      return v <= a;
    case ">=":
      return v >= a;
    case "between": {
      const b = conv(f.value2 ?? null);
      return v >= a && v <= b;
    }
    default:
      return true;
  }
};

/** Search, filters, sort and the page of `rows`, as a GridPage for the DataGrid. */
export const applyGridState = <Row extends object>(
  rows: readonly Row[],
  state: GridState,
  page: number,
  types: Readonly<Record<string, GridColumnType>>,
  searchFields: readonly (keyof Row & string)[],
): GridPage<Row> => {
  const get = (r: Row, c: string) => (r as Record<string, Value>)[c];
  const q = state.search.trim().toLowerCase();
  const filters = state.filters
    .map((f) => toServerFilter(f, types[f.column] ?? "text"))
    .filter((f): f is GridFilter => f !== null);
  let out = rows.filter(
    (r) =>
      (!q || searchFields.some((c) => text(get(r, c)).includes(q))) &&
      filters.every((f) => matches(get(r, f.column), f, types[f.column] ?? "text")),
  );
  if (state.sort.length) {
    out = [...out].sort((a, b) => {
      for (const s of state.sort) {
        const d = compare(get(a, s.column), get(b, s.column));
        if (d !== 0) return s.desc ? -d : d;
      }
      return 0;
    });
  }
  const pages = Math.max(1, Math.ceil(out.length / state.pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return {
    rows: out.slice((current - 1) * state.pageSize, current * state.pageSize),
    total: out.length,
    page: current,
    pageSize: state.pageSize,
  };
};
