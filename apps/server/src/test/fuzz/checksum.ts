import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** The rows a refused request must leave alone: the fuzzing file's own customers, users and their children. */
export interface ChecksumScope {
  customerids: number[];
  vendorids: number[];
  userids: number[];
}

/** Every table a write route can touch. */
const TABLES = [
  "workorders",
  "workordernotes",
  "workordervendors",
  "workordertrades",
  "workorderevents",
  "workorderattachments",
  "customerproposals",
  "proposalitems",
  "invoices",
  "invoiceitems",
  "vendorproposals",
  "vendorproposallabor",
  "vendorproposalmaterials",
  "vendorproposalother",
  "vendorqc",
  "mailoutbox",
  "savedviews",
  "errorlog",
  "customers",
  "customerjobsites",
  "vendors",
  "users",
  "workordercounts",
  "workorderscopecounts",
] as const;
type Table = (typeof TABLES)[number];

const ints = (xs: number[]) => sql.raw(`array[${xs.map((x) => Math.trunc(x)).join(",") || "0"}]::int[]`);

/** On the shared PostgreSQL test database other files write at the same time: compare only our own rows. */
const scopeOf = (table: Table, s: ChecksumScope) => {
  const wos = sql`(select id from workorders where customerid = any(${ints(s.customerids)}))`;
  switch (table) {
    case "workorders":
      return sql`t.customerid = any(${ints(s.customerids)})`;
    case "proposalitems":
      return sql`t.proposalid in (select id from customerproposals where workorderid in ${wos})`;
    case "invoiceitems":
      return sql`t.invoiceid in (select id from invoices where workorderid in ${wos})`;
    case "vendorproposallabor":
    case "vendorproposalmaterials":
    case "vendorproposalother":
      return sql`t.proposalid in (select id from vendorproposals where workorderid in ${wos})`;
    case "vendorqc":
      return sql`t.workordervendorid in (select id from workordervendors where workorderid in ${wos})`;
    case "savedviews":
      return sql`t.userid = any(${ints(s.userids)})`;
    case "customers":
      return sql`t.id = any(${ints(s.customerids)})`;
    case "customerjobsites":
      return sql`t.customerid = any(${ints(s.customerids)})`;
    case "vendors":
      return sql`t.id = any(${ints(s.vendorids)})`;
    case "users":
      return sql`t.id = any(${ints(s.userids)})`;
    case "errorlog":
    case "workordercounts":
    case "workorderscopecounts":
      return sql`false`;
    default:
      return sql`t.workorderid in ${wos}`;
  }
};

/**
 * One md5 per table over the text of its rows, in one statement (`md5(string_agg(t::text …))`): byte-for-byte equal means
 * unchanged. Whole tables on PGlite (one database per test file); only our rows on PostgreSQL.
 */
export const tableChecksums = async (db: DbOrTx, scope: ChecksumScope): Promise<Record<string, string>> => {
  const whole = process.env.FM_TEST_DB !== "postgres";
  const parts = TABLES.map(
    (table) =>
      sql`select ${table} as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${sql.identifier(table)} t where ${whole ? sql`true` : scopeOf(table, scope)}`,
  );
  const res = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Array<{ name: string; sum: string | null }>;
  };
  return Object.fromEntries(res.rows.map((r) => [r.name, r.sum ?? ""]));
};

/** The tables whose checksum differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(before).filter((k) => before[k] !== after[k]);
