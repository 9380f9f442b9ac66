import type { ReportColumn, ReportColumnType } from "@fm/domain/contracts";
import { type SQL, sql } from "drizzle-orm";

/** What a report's statement may read: the range (ISO dates, end inclusive) and the optional filters. */
export interface ReportParams {
  /** First day of the range, "yyyy-mm-dd" (UTC). */
  start: string;
  /** Last day of the range, inclusive. */
  end: string;
  /** Today (UTC), for ages, overdue days and days left. */
  today: string;
  customerid: number | null;
  tradeid: number | null;
}

export interface ReportSort {
  field: string;
  dir: "asc" | "desc";
}

/**
 * One table report: its columns (field, caption, type), ONE statement that yields its rows (aliases = the
 * fields), the default order (ending on a unique field) and, for reports with totals, one SQL aggregate per
 * totalled field over the rows (`r.<field>`).
 */
export interface TableReport {
  id: number;
  columns: ReportColumn[];
  rows: (p: ReportParams) => SQL;
  sort: ReportSort[];
  totals?: Record<string, SQL>;
  countLabel?: string;
  /**
   * One row per order / invoice / line, default order on raw indexed columns: the page query can stop after
   * 100 rows (count separately). Otherwise (aggregates) the rows are computed once and paged from that.
   */
  indexed?: boolean;
  /**
   * A cheaper statement yielding the same count as `rows` (`n`), e.g. from the trigger-kept counters; used when
   * there is no search term. null = no shortcut for these params (count the rows).
   */
  count?: (p: ReportParams) => SQL | null;
}

export const col = (field: string, caption: string, type: ReportColumnType = "text"): ReportColumn => ({
  field,
  caption,
  type,
});

/** A rollup's UTC day column (orderlinefacts, workorderdaycounts) in the range, both ends included. */
export const factDays = (p: ReportParams, column: string, alias = "f") =>
  sql`${sql.identifier(alias)}.${sql.identifier(column)} between ${p.start}::date and ${p.end}::date`;
/** Range bounds as timestamptz: [start 00:00Z, end + 1 day 00:00Z). */
export const from = (p: ReportParams) => sql`${`${p.start}T00:00:00Z`}::timestamptz`;
export const until = (p: ReportParams) => sql`(${p.end}::date + 1)::timestamp at time zone 'UTC'`;
/**
 * A timestamptz date column: selected RAW so a sort on it can walk an index (e.g. workorders_created_idx)
 * and stop after the page; shapeRow turns it into its UTC day "yyyy-mm-dd".
 */
export const day = (expr: SQL) => expr;
/** A `date` column, also raw ("yyyy-mm-dd" on the way out). */
export const dateText = (expr: SQL) => expr;
/** money → a JS number with 2 decimals. */
export const cur = (expr: SQL) => sql`round(coalesce(${expr}, 0)::numeric, 2)::float8`;
/** 100 × part ÷ whole with 2 decimals; null when the whole is 0 (no figure rather than a fake 0 %). */
export const pct = (part: SQL, whole: SQL) =>
  sql`round(100 * (${part})::numeric / nullif((${whole})::numeric, 0), 2)::float8`;
export const sum = (field: string) =>
  sql`round(coalesce(sum(${sql.identifier(field)}), 0)::numeric, 2)::float8`;
export const optionalCustomer = (p: ReportParams, column: SQL) =>
  p.customerid === null ? sql`` : sql` and ${column} = ${p.customerid}`;
export const optionalTrade = (p: ReportParams, workorderid: SQL) =>
  p.tradeid === null
    ? sql``
    : sql` and exists (select 1 from workordertrades wtf where wtf.workorderid = ${workorderid} and wtf.tradeid = ${p.tradeid})`;
