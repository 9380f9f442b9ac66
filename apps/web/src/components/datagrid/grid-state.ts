import type { FilterOp, GridFilter, GridState } from "@fm/domain";
import type { GridColumn, GridColumnType } from "./grid-types.ts";

/** Pure GridState helpers: everything the DataGrid does to its state, and the list query it sends. */

export const DEFAULT_COLUMN_WIDTH = 150;
export const MIN_COLUMN_WIDTH = 40;

type ColumnLike = Pick<GridColumn<unknown>, "name" | "hidden" | "width">;

export const defaultGridState = (columns: readonly ColumnLike[], pageSize: number): GridState => ({
  columns: columns.map((c, index) => ({
    name: c.name,
    visible: !c.hidden,
    index,
    width: c.width ?? DEFAULT_COLUMN_WIDTH,
  })),
  filters: [],
  sort: [],
  search: "",
  pageSize,
});

/**
 * Reconciles a (saved) state with the grid's column definitions: saved order, visibility and widths win;
 * columns the state does not know are appended with their defaults; names the grid no longer has are dropped.
 */
export const mergeColumns = (state: GridState, columns: readonly ColumnLike[]): GridState => {
  const known = new Set(columns.map((c) => c.name));
  const saved = [...state.columns].filter((c) => known.has(c.name)).sort((a, b) => a.index - b.index);
  const have = new Set(saved.map((c) => c.name));
  const added = columns
    .filter((c) => !have.has(c.name))
    .map((c) => ({ name: c.name, visible: !c.hidden, index: 0, width: c.width ?? DEFAULT_COLUMN_WIDTH }));
  return { ...state, columns: [...saved, ...added].map((c, index) => ({ ...c, index })) };
};

export const orderedColumnNames = (state: GridState): string[] =>
  [...state.columns].sort((a, b) => a.index - b.index).map((c) => c.name);

export const visibleColumnNames = (state: GridState): string[] =>
  [...state.columns]
    .sort((a, b) => a.index - b.index)
    .filter((c) => c.visible)
    .map((c) => c.name);

/** Header click: none → ascending → descending → none. With `multi` other sorts are kept. */
export const toggleSort = (state: GridState, column: string, multi = false): GridState => {
  const current = state.sort.find((s) => s.column === column);
  const others = multi ? state.sort.filter((s) => s.column !== column) : [];
  if (!current) return { ...state, sort: [...others, { column, desc: false }].slice(-5) };
  if (!current.desc) {
    const sort = multi
      ? state.sort.map((s) => (s.column === column ? { column, desc: true } : s))
      : [{ column, desc: true }];
    return { ...state, sort };
  }
  return { ...state, sort: others };
};

export const sortOf = (state: GridState, column: string): "asc" | "desc" | undefined => {
  const s = state.sort.find((x) => x.column === column);
  return s ? (s.desc ? "desc" : "asc") : undefined;
};

const isHeaderFilter = (f: GridFilter) => f.op === "in";

/** The filter-row filter of a column (any operator but `in`). */
export const rowFilterOf = (state: GridState, column: string): GridFilter | undefined =>
  state.filters.find((f) => f.column === column && !isHeaderFilter(f));

/** The header (value list) filter of a column: its selected values. */
export const headerFilterOf = (state: GridState, column: string): (string | number)[] => {
  const f = state.filters.find((x) => x.column === column && isHeaderFilter(x));
  if (!f) return [];
  const values = Array.isArray(f.value) ? f.value : [f.value];
  return values.filter((v): v is string | number => typeof v === "string" || typeof v === "number");
};

export const setRowFilter = (state: GridState, column: string, filter: GridFilter | null): GridState => {
  const rest = state.filters.filter((f) => f.column !== column || isHeaderFilter(f));
  return { ...state, filters: filter ? [...rest, filter] : rest };
};

export const setHeaderFilter = (
  state: GridState,
  column: string,
  values: readonly (string | number)[],
): GridState => {
  const rest = state.filters.filter((f) => f.column !== column || !isHeaderFilter(f));
  return {
    ...state,
    filters: values.length ? [...rest, { column, op: "in", value: [...values] }] : rest,
  };
};

export const clearFilters = (state: GridState): GridState => ({ ...state, filters: [], search: "" });

const reindex = (names: string[], state: GridState): GridState => ({
  ...state,
  columns: state.columns.map((c) => ({ ...c, index: names.indexOf(c.name) })),
});

/** Moves a column to sit where `target` is (drag and drop). */
export const reorderColumn = (state: GridState, name: string, target: string): GridState => {
  const names = orderedColumnNames(state);
  const from = names.indexOf(name);
  const to = names.indexOf(target);
  if (from < 0 || to < 0 || from === to) return state;
  names.splice(from, 1);
  names.splice(to, 0, name);
  return reindex(names, state);
};

/** Moves a column one place left (-1) or right (+1) among the visible columns. */
export const moveColumn = (state: GridState, name: string, delta: -1 | 1): GridState => {
  const visible = visibleColumnNames(state);
  const at = visible.indexOf(name);
  const neighbour = visible[at + delta];
  if (at < 0 || neighbour === undefined) return state;
  return reorderColumn(state, name, neighbour);
};

export const setColumnVisible = (state: GridState, name: string, visible: boolean): GridState => ({
  ...state,
  columns: state.columns.map((c) => (c.name === name ? { ...c, visible } : c)),
});

export const setColumnWidth = (state: GridState, name: string, width: number): GridState => ({
  ...state,
  columns: state.columns.map((c) =>
    c.name === name ? { ...c, width: Math.min(2000, Math.max(MIN_COLUMN_WIDTH, Math.round(width))) } : c,
  ),
});

export const OPS_BY_TYPE: Record<GridColumnType, readonly FilterOp[]> = {
  text: ["contains", "startswith", "="],
  number: ["=", "<>", "<", ">", "<=", ">=", "between"],
  date: ["=", "<>", "<", ">", "<=", ">=", "between"],
  boolean: ["="],
};

export const DEFAULT_OP: Record<GridColumnType, FilterOp> = {
  text: "contains",
  number: "=",
  date: "=",
  boolean: "=",
};

export const OP_LABELS: Record<FilterOp, string> = {
  "=": "Equals",
  "<>": "Does not equal",
  "<": "Less than",
  ">": "Greater than",
  "<=": "Less than or equal to",
  ">=": "Greater than or equal to",
  between: "Between",
  contains: "Contains",
  startswith: "Starts with",
  in: "Is any of",
};

export const OP_SYMBOLS: Record<FilterOp, string> = {
  "=": "=",
  "<>": "≠",
  "<": "<",
  ">": ">",
  "<=": "≤",
  ">=": "≥",
  between: "↔",
  contains: "∋",
  startswith: "A…",
  in: "∈",
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as the instant it starts in the browser's time zone, `plusDays` later. */
export const dayStart = (day: string, plusDays = 0): string | null => {
  const m = DAY.exec(day);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).toISOString();
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * A filter as the server should read it. Date filters hold whole days (YYYY-MM-DD) and become instant
 * ranges in the user's time zone ('= 05/01' is the whole day); incomplete filters are dropped.
 */
export const toServerFilter = (f: GridFilter, type: GridColumnType): GridFilter | null => {
  if (f.op === "in") return Array.isArray(f.value) && f.value.length === 0 ? null : f;
  if (isBlank(f.value) || (f.op === "between" && isBlank(f.value2))) return null;
  if (type !== "date" || typeof f.value !== "string" || !DAY.test(f.value)) return f;
  const from = dayStart(f.value);
  const next = dayStart(f.value, 1);
  if (!from || !next) return null;
  const justBefore = new Date(new Date(next).getTime() - 1).toISOString();
  switch (f.op) {
    case "=":
      return { column: f.column, op: "between", value: from, value2: justBefore };
    case "<>":
      return { column: f.column, op: "<>", value: from, value2: justBefore };
    case "<":
      return { column: f.column, op: "<", value: from };
    case "<=":
      return { column: f.column, op: "<", value: next };
    case ">":
      return { column: f.column, op: ">=", value: next };
    case ">=":
      return { column: f.column, op: ">=", value: from };
    case "between": {
      const endNext = typeof f.value2 === "string" ? dayStart(f.value2, 1) : null;
      if (!endNext) return null;
      return {
        column: f.column,
        op: "between",
        value: from,
        value2: new Date(new Date(endNext).getTime() - 1).toISOString(),
      };
    }
    default:
      return f;
  }
};

export type ListQuery = Record<string, string | number>;

/**
 * The query string of a server-paged list call (page, pageSize, search, sort=[…], filters=[…]).
 * `types` gives each filtered column's type (date filters are expanded, see toServerFilter).
 */
export const toListQuery = (
  state: GridState,
  page: number,
  types: Readonly<Record<string, GridColumnType>> = {},
): ListQuery => {
  const q: ListQuery = { page, pageSize: state.pageSize };
  const search = state.search.trim();
  if (search) q.search = search;
  if (state.sort.length) q.sort = JSON.stringify(state.sort);
  const filters = state.filters
    .map((f) => toServerFilter(f, types[f.column] ?? "text"))
    .filter((f): f is GridFilter => f !== null);
  if (filters.length) q.filters = JSON.stringify(filters);
  return q;
};

/** Canonical form: columns by index with contiguous indexes, filters sorted, search trimmed. */
export const canonicalGridState = (s: GridState): GridState => ({
  columns: [...s.columns]
    .sort((a, b) => a.index - b.index)
    .map((c, index) => ({ name: c.name, visible: c.visible, index, width: c.width })),
  filters: [...s.filters]
    .map((f) => ({
      column: f.column,
      op: f.op,
      value: f.value,
      ...(f.value2 !== undefined ? { value2: f.value2 } : {}),
    }))
    .sort((a, b) => `${a.column}${a.op}`.localeCompare(`${b.column}${b.op}`)),
  sort: s.sort.map((x) => ({ column: x.column, desc: x.desc })),
  search: s.search.trim(),
  pageSize: s.pageSize,
});

/** Whether two states show the same grid (used for the 'unsaved changes' hint). */
export const sameGridState = (a: GridState, b: GridState): boolean =>
  JSON.stringify(canonicalGridState(a)) === JSON.stringify(canonicalGridState(b));

/** Number of active filters (for the 'Clear filters' button). */
export const activeFilterCount = (state: GridState): number =>
  state.filters.filter((f) => toServerFilter(f, "text") !== null).length + (state.search.trim() ? 1 : 0);

/** Column name → type of the server filter column, for toListQuery. */
export const filterTypes = (
  columns: readonly Pick<GridColumn<unknown>, "name" | "type" | "filterColumn">[],
): Record<string, GridColumnType> =>
  Object.fromEntries(columns.map((c) => [c.filterColumn ?? c.name, c.type ?? "text"]));
