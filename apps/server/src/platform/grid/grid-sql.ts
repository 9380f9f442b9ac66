import type { FilterOp, GridFilter, GridQuery, GridSort } from "@fm/domain";
import { DATE_MAX, DATE_MIN, INT4_MAX, MONEY_MAX } from "@fm/domain/contracts";
import { and, type SQL, sql } from "drizzle-orm";
import { badRequest } from "../errors.ts";

export type GridColumnType = "text" | "number" | "date" | "boolean";

export interface GridColumnDef {
  /** The SQL expression the column stands for (a table column or a computed expression). */
  expr: SQL;
  type: GridColumnType;
  /** Included in the free-text search box. */
  searchable?: boolean;
  sortable?: boolean;
  filterable?: boolean;
}

/** Per-list allow-list: only these names may appear in a client's filters and sorts. */
export type GridColumns = Record<string, GridColumnDef>;

const TEXT_OPS: readonly FilterOp[] = ["=", "<>", "contains", "startswith", "in"];
const ORDERED_OPS: readonly FilterOp[] = ["=", "<>", "<", ">", "<=", ">=", "between", "in"];
const OPS_BY_TYPE: Record<GridColumnType, readonly FilterOp[]> = {
  text: TEXT_OPS,
  number: ORDERED_OPS,
  date: ORDERED_OPS,
  boolean: ["=", "<>"],
};

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Scalar = string | number | boolean | null;

const coerce = (type: GridColumnType, v: unknown, field: string): Scalar => {
  if (v === null) return null;
  switch (type) {
    case "number": {
      // Plain decimal notation only (no 0x10, 1e3), within numeric(12,2)'s range and with at most 2 decimals.
      const n =
        typeof v === "number" ? v : /^-?\d{1,13}(\.\d{1,2})?$/.test(String(v).trim()) ? Number(v) : NaN;
      if (!Number.isFinite(n))
        throw badRequest(`${field} must be a number.`, { [field]: "must be a number" });
      if (Math.abs(n) > MONEY_MAX)
        throw badRequest(`${field} must be between -${MONEY_MAX} and ${MONEY_MAX}.`, {
          [field]: `must be between -${MONEY_MAX} and ${MONEY_MAX}`,
        });
      if (Math.round(n * 100) / 100 !== n)
        throw badRequest(`${field} has at most 2 decimals.`, { [field]: "has at most 2 decimals" });
      return n;
    }
    case "boolean":
      if (typeof v === "boolean") return v;
      if (v === "true" || v === "false") return v === "true";
      throw badRequest(`${field} must be true or false.`, { [field]: "must be true or false" });
    case "date": {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime()))
        throw badRequest(`${field} must be a date.`, { [field]: "must be a date" });
      if (d < DATE_MIN || d > DATE_MAX)
        throw badRequest(`${field} must be between 01/01/1900 and 12/31/2199.`, {
          [field]: "must be between 01/01/1900 and 12/31/2199",
        });
      return d.toISOString();
    }
    default:
      return String(v);
  }
};

/**
 * A bound value. Numbers that are not integer-column-sized (fractions, beyond 2147483647) are cast to numeric,
 * so comparing them with an integer column never fails in PostgreSQL; integers stay plain (index-friendly).
 */
const value = (type: GridColumnType, v: Scalar) => {
  if (type === "date" && v !== null) return sql`${v}::timestamptz`;
  if (typeof v === "number" && !(Number.isInteger(v) && Math.abs(v) <= INT4_MAX))
    return sql`${String(v)}::numeric`;
  return sql`${v}`;
};

const filterSql = (def: GridColumnDef, f: GridFilter, field: string): SQL => {
  const allowed = OPS_BY_TYPE[def.type];
  if (!allowed.includes(f.op)) {
    throw badRequest(`Filter on ${f.column} cannot use "${f.op}".`, {
      [field]: `operator must be one of ${allowed.join(", ")}`,
    });
  }
  const e = def.expr;
  if (f.op === "in") {
    const list = (Array.isArray(f.value) ? f.value : [f.value]).map((v) => coerce(def.type, v, field));
    if (list.length === 0) return sql`false`;
    return sql`${e} in (${sql.join(
      list.map((v) => value(def.type, v)),
      sql`, `,
    )})`;
  }
  if (Array.isArray(f.value))
    throw badRequest(`Filter on ${f.column} takes one value.`, { [field]: "takes one value" });
  const v = coerce(def.type, f.value, field);
  if (f.op === "between") {
    if (f.value2 === undefined)
      throw badRequest(`Filter on ${f.column} needs two values.`, { [field]: "needs value2" });
    const v2 = coerce(def.type, f.value2, field);
    return sql`${e} between ${value(def.type, v)} and ${value(def.type, v2)}`;
  }
  // "<>" a range (a whole day of a date filter, spec 1 §2): outside it, blanks included.
  if (f.op === "<>" && f.value2 !== undefined && v !== null) {
    const v2 = coerce(def.type, f.value2, field);
    return sql`(${e} is null or ${e} not between ${value(def.type, v)} and ${value(def.type, v2)})`;
  }
  if (v === null) return f.op === "<>" ? sql`${e} is not null` : sql`${e} is null`;
  switch (f.op) {
    case "contains":
      return sql`${e} ilike ${`%${escapeLike(String(v))}%`}`;
    case "startswith":
      return sql`${e} ilike ${`${escapeLike(String(v))}%`}`;
    case "=":
      return def.type === "text" ? sql`lower(${e}) = lower(${v})` : sql`${e} = ${value(def.type, v)}`;
    case "<>":
      return sql`${e} is distinct from ${value(def.type, v)}`;
    default:
      return sql`${e} ${sql.raw(f.op)} ${value(def.type, v)}`;
  }
};

const column = (cols: GridColumns, name: string, field: string): GridColumnDef => {
  const def = Object.hasOwn(cols, name) ? cols[name] : undefined;
  if (!def) throw badRequest(`Unknown column "${name}".`, { [field]: `unknown column "${name}"` });
  return def;
};

export interface CompiledGrid {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** No client filter and no search: only the list's own conditions apply. */
  isPlain: boolean;
}

/**
 * Turns a client's grid query into SQL through the list's allow-list. Names and operators never reach SQL
 * as text: names select a predefined expression, operators come from a fixed list, values are parameters.
 */
export const compileGrid = (
  cols: GridColumns,
  q: GridQuery,
  opts: {
    defaultSort: GridSort[];
    tieBreaker: SQL;
    extraWhere?: (SQL | undefined)[];
    /** A list-specific search (e.g. through trigram indexes); default: ilike over the searchable columns. */
    search?: (term: string) => SQL;
  },
): CompiledGrid => {
  const conditions: (SQL | undefined)[] = [...(opts.extraWhere ?? [])];
  q.filters.forEach((f, i) => {
    const field = `filters.${i}.column`;
    const def = column(cols, f.column, field);
    if (def.filterable === false)
      throw badRequest(`Column "${f.column}" cannot be filtered.`, { [field]: "not filterable" });
    conditions.push(filterSql(def, f, `filters.${i}`));
  });
  const term = q.search.trim();
  if (term && opts.search) {
    conditions.push(opts.search(term));
  } else if (term) {
    const pattern = `%${escapeLike(term)}%`;
    const searchable = Object.values(cols).filter((c) => c.searchable);
    if (searchable.length)
      conditions.push(
        sql`(${sql.join(
          searchable.map((c) => sql`${c.expr} ilike ${pattern}`),
          sql` or `,
        )})`,
      );
  }
  const sorts = q.sort.length ? q.sort : opts.defaultSort;
  const orderBy = sorts.map((s, i) => {
    const def = column(cols, s.column, `sort.${i}.column`);
    if (def.sortable === false)
      throw badRequest(`Column "${s.column}" cannot be sorted.`, { [`sort.${i}.column`]: "not sortable" });
    return s.desc ? sql`${def.expr} desc nulls last` : sql`${def.expr} asc nulls last`;
  });
  orderBy.push(opts.tieBreaker);
  return {
    where: and(...conditions),
    orderBy,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
    isPlain: q.filters.length === 0 && !term,
  };
};
