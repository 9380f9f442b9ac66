import { isAdmin } from "@fm/domain";
import {
  isMapReportId,
  REPORT_CATALOGUE,
  REPORT_PAGE_SIZE,
  type ReportCell,
  type ReportDefinition,
  type ReportRow,
  type ReportTable,
  type ReportTableRequest,
} from "@fm/domain/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest, forbidden, notFound, validation } from "../../platform/errors.ts";
import type { SecretBox } from "../../platform/secrets/secret-box.ts";
import { type CatalogueEntry, catalogueEntry, TABLE_REPORTS } from "./report-catalogue.ts";
import type { ReportParams, ReportSort, TableReport } from "./report-types.ts";

/** The reports this user may run: Admin all of them, everyone else the ids the admin gave their user. */
export const allowedReportIds = async (db: Db, user: AuthUser): Promise<Set<number>> => {
  if (isAdmin(user)) return new Set(REPORT_CATALOGUE.map((r) => r.reportid));
  const [row] = await db.select({ reports: users.reports }).from(users).where(eq(users.id, user.id));
  return new Set(row?.reports ?? []);
};

export const listReports = async (db: Db, user: AuthUser): Promise<ReportDefinition[]> => {
  const allowed = await allowedReportIds(db, user);
  return REPORT_CATALOGUE.filter((r) => allowed.has(r.reportid)).map((r) => ({
    id: r.reportid,
    reportname: r.name,
    showdateselection: r.showdateselection,
  }));
};

/** The report a request names, after the catalogue and the user's own list: unknown → 404, not theirs → 403. */
export const requireReport = async (db: Db, user: AuthUser, reportid: number): Promise<CatalogueEntry> => {
  const entry = catalogueEntry(reportid);
  if (!entry) throw notFound(`Report ${reportid}`);
  if (!(await allowedReportIds(db, user)).has(reportid)) throw forbidden("Unauthorized");
  return entry;
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Default range = the current period, the current calendar month (UTC): first day … last day. */
export const currentPeriod = (now = new Date()) => ({
  start: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
  end: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0))),
});

export const reportParams = (body: ReportTableRequest, now = new Date()): ReportParams => {
  const period = currentPeriod(now);
  const start = body.startDate ? iso(body.startDate) : period.start;
  const end = body.endDate ? iso(body.endDate) : period.end;
  if (start > end)
    throw validation("End Date must be on or after Start Date.", {
      endDate: "End Date must be on or after Start Date.",
    });
  return { start, end, today: iso(now), customerid: body.customerid ?? null, tradeid: body.tradeid ?? null };
};

/** The order of a request: a report column (asc/desc) first, then the report's own order for ties. */
export const reportOrder = (report: TableReport, body: Pick<ReportTableRequest, "sort" | "dir">): SQL => {
  // The user's column sorts empty cells last; the report's own keys keep PostgreSQL's default null order, so
  // an index on them (scanned forwards or backwards) serves the ORDER BY and the page stops after 100 rows.
  const keys: (ReportSort & { nullsLast: boolean })[] = [];
  if (body.sort) {
    if (!report.columns.some((c) => c.field === body.sort))
      throw validation(`Unknown sort column "${body.sort}".`, { sort: `unknown column "${body.sort}"` });
    keys.push({ field: body.sort, dir: body.dir ?? "asc", nullsLast: true });
  }
  keys.push(...report.sort.filter((s) => s.field !== body.sort).map((s) => ({ ...s, nullsLast: false })));
  return sql.join(
    keys.map(
      (k) => sql`r.${sql.identifier(k.field)} ${sql.raw(k.dir)}${sql.raw(k.nullsLast ? " nulls last" : "")}`,
    ),
    sql`, `,
  );
};

export interface RowReader {
  admin: boolean;
  secrets: SecretBox;
}

const formatSsn = (plain: string) => {
  const digits = plain.replace(/\D/g, "");
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : plain;
};

/** A date cell as the UTC day "yyyy-mm-dd", whether the driver gave a Date, a date or a timestamptz text. */
export const isoDay = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const s = String(v);
  // "yyyy-mm-dd" (a date) or a timestamptz text already in UTC ("… hh:mm:ss[.fff]+00"): the day is its start.
  if (s.length === 10 || (s.endsWith("+00") && s.charCodeAt(10) === 32)) return s.slice(0, 10);
  const d = new Date(s.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00"));
  return Number.isNaN(d.getTime()) ? s.slice(0, 10) : d.toISOString().slice(0, 10);
};

/** A row as the API sends it: the report's fields (+ id) only; report 23's ssn unsealed for Admin. */
export const shapeRow = (report: TableReport, raw: Record<string, unknown>, reader: RowReader): ReportRow => {
  const row: ReportRow = {};
  if (raw.id !== undefined) row.id = raw.id as ReportCell;
  for (const c of report.columns) {
    const v = raw[c.field];
    row[c.field] =
      c.type === "date"
        ? isoDay(v)
        : v === undefined
          ? null
          : typeof v === "bigint"
            ? Number(v)
            : (v as ReportCell);
  }
  if ("ssnsealed" in raw && reader.admin && typeof raw.ssnsealed === "string") {
    row.ssn = formatSsn(reader.secrets.open(raw.ssnsealed));
  }
  return row;
};

/**
 * The rows of a request: the report's statement, narrowed by the search box to rows whose text columns contain
 * the term (every report's result is wrapped as `r`, so paging, sorting, counting and totals read the same rows).
 */
export const searchedRows = (report: TableReport, p: ReportParams, search: string | undefined): SQL => {
  const term = search?.trim();
  const text = report.columns.filter((c) => c.type === "text");
  if (!term || !text.length) return report.rows(p);
  const hay = sql.join(
    text.map((c) => sql`coalesce(s.${sql.identifier(c.field)}::text, '')`),
    sql` || ' ' || `,
  );
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`select s.* from (${report.rows(p)}) s where (${hay}) ilike ${like}`;
};

const rowsOf = (res: unknown): Record<string, unknown>[] => (res as { rows: Record<string, unknown>[] }).rows;

/** The totals row over the whole result, computed by PostgreSQL (null for reports without totals). */
export const reportTotals = async (
  db: Db,
  report: TableReport,
  p: ReportParams,
  search?: string,
): Promise<ReportRow | null> => {
  if (!report.totals) return null;
  const exprs = Object.entries(report.totals).map(
    ([field, expr]) => sql`${expr} as ${sql.identifier(field)}`,
  );
  const [raw] = rowsOf(
    await db.execute(sql`select ${sql.join(exprs, sql`, `)} from (${searchedRows(report, p, search)}) r`),
  );
  const totals: ReportRow = {};
  for (const field of Object.keys(report.totals)) totals[field] = (raw?.[field] ?? null) as ReportCell;
  return totals;
};

export const tableReportPage = async (
  db: Db,
  reader: RowReader,
  entry: CatalogueEntry,
  report: TableReport,
  body: ReportTableRequest,
  now = new Date(),
): Promise<ReportTable> => {
  const p = reportParams(body, now);
  const order = reportOrder(report, body);
  const page = body.page ?? 1;
  const rows = searchedRows(report, p, body.search);
  const limit = sql`limit ${REPORT_PAGE_SIZE} offset ${(page - 1) * REPORT_PAGE_SIZE}`;
  let pageRows: Record<string, unknown>[];
  let total: number;
  let totals: ReportRow | null = null;
  if (report.indexed) {
    // Row reports whose order an index serves: the page stops after 100 rows; the count is its own statement.
    pageRows = rowsOf(await db.execute(sql`select r.* from (${rows}) r order by ${order} ${limit}`));
    const counted = body.search?.trim() ? null : (report.count?.(p) ?? null);
    total = Number(
      rowsOf(await db.execute(counted ?? sql`select count(*)::int as n from (${rows}) r`))[0]?.n ?? 0,
    );
    totals = await reportTotals(db, report, p, body.search);
  } else {
    // Aggregating reports compute every row anyway: compute them ONCE, then count, total and page that.
    const totalsSql = report.totals
      ? sql`(select row_to_json(t) from (select ${sql.join(
          Object.entries(report.totals).map(([f, e]) => sql`${e} as ${sql.identifier(f)}`),
          sql`, `,
        )} from r) t)`
      : sql`null::json`;
    const [one] = rowsOf(
      await db.execute(sql`with r as materialized (${rows})
        select (select count(*)::int from r) as n, ${totalsSql} as totals,
               (select coalesce(json_agg(pg order by pg.__i), '[]'::json)
                  from (select r.*, row_number() over (order by ${order}) as __i from r order by ${order} ${limit}) pg) as rows`),
    );
    const parse = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
    total = Number(one?.n ?? 0);
    pageRows = parse<Record<string, unknown>[]>(one?.rows ?? []);
    const t = parse<Record<string, ReportCell> | null>(one?.totals ?? null);
    if (report.totals && t)
      totals = Object.fromEntries(Object.keys(report.totals).map((f) => [f, t[f] ?? null]));
  }
  return {
    reportid: report.id,
    reportname: entry.name,
    startDate: entry.showdateselection ? p.start : null,
    endDate: entry.showdateselection ? p.end : null,
    columns: report.columns,
    rows: pageRows.map((r) => shapeRow(report, r, reader)),
    total,
    page,
    pageSize: REPORT_PAGE_SIZE,
    totals,
    countLabel: report.countLabel ?? null,
  };
};

export const requireTableReport = (reportid: number): TableReport => {
  const report = TABLE_REPORTS.get(reportid);
  if (!report || isMapReportId(reportid))
    throw badRequest(`Report ${reportid} is a map report.`, { reportid: "map report" });
  return report;
};
