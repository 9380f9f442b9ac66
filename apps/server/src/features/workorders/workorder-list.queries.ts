import { INACTIVE_STATUS_IDS } from "@fm/domain";
import type { WorkOrderListQuery } from "@fm/domain/contracts";
import { and, countDistinct, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgDialect, type PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  jobSites,
  managementProviders,
  priorities,
  workOrderCounts,
  workOrderScopeCounts,
  workOrderStatuses,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { customerDispatcherUser, dispatcherUser } from "./workorder-list.columns.ts";

/**
 * SQL helpers of the work-order list (workorder-list.service.ts): which lookup tables a query needs, and
 * the trigger-kept counters that answer a bare status filter's total.
 */

const dialect = new PgDialect();

/** The lookup tables of the display query, by the alias their columns render with in SQL text. */
const LOOKUPS = [
  "customers",
  "customerjobsites",
  "workorderstatuses",
  "priorities",
  "dispatcheruser",
  "customerdispatcheruser",
  "managementproviders",
] as const;
type Lookup = (typeof LOOKUPS)[number];

/**
 * The lookup tables a set of conditions and sort keys read, found in their rendered SQL (values are bound
 * parameters, so only column references can match). A table read only inside a subquery of its own is
 * joined needlessly but harmlessly (the joins are one row per order).
 */
export const lookupsUsed = (parts: readonly (SQL | undefined)[]): ReadonlySet<Lookup> => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (!present.length) return new Set();
  const text = dialect.sqlToQuery(sql.join(present, sql` `)).sql;
  return new Set(LOOKUPS.filter((t) => text.includes(`"${t}".`)));
};

/** Adds the joins `used` needs to a dynamic select over workorders. */
export const joinLookups = <T extends PgSelect>(query: T, used: ReadonlySet<Lookup>): T => {
  let q: PgSelect = query;
  if (used.has("customers") || used.has("managementproviders"))
    q = q.innerJoin(customers, eq(customers.id, workOrders.customerid));
  if (used.has("customerjobsites")) q = q.innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid));
  if (used.has("workorderstatuses"))
    q = q.innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid));
  if (used.has("priorities")) q = q.leftJoin(priorities, eq(priorities.id, workOrders.priorityid));
  if (used.has("dispatcheruser"))
    q = q.leftJoin(dispatcherUser, eq(dispatcherUser.id, workOrders.dispatcherid));
  if (used.has("customerdispatcheruser"))
    q = q.leftJoin(customerDispatcherUser, eq(customerDispatcherUser.id, workOrders.customerdispatcherid));
  if (used.has("managementproviders"))
    q = q.leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid));
  return q as T;
};

type Status = WorkOrderListQuery["status"];

const statusCondition = (column: AnyPgColumn, status: Status) =>
  status === "all"
    ? undefined
    : status === "active"
      ? notInArray(column, [...INACTIVE_STATUS_IDS])
      : eq(column, status);

/** Exact totals of a bare status quick filter for a reader who sees every order: the trigger-kept counters. */
export const countAllFromCounters = async (db: DbOrTx, status: Status) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${workOrderCounts.n}), 0)::int` })
    .from(workOrderCounts)
    .where(statusCondition(workOrderCounts.statusid, status));
  return row?.n ?? 0;
};

/** A customer's orders in a status group: its row of the per-customer counters (migration 0009/0010). */
export const countCustomerFromCounters = async (db: DbOrTx, customerid: number, status: Status) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${workOrderScopeCounts.n}), 0)::int` })
    .from(workOrderScopeCounts)
    .where(
      and(
        eq(workOrderScopeCounts.kind, "c"),
        eq(workOrderScopeCounts.ownerid, customerid),
        statusCondition(workOrderScopeCounts.statusid, status),
      ),
    );
  return row?.n ?? 0;
};

/**
 * A vendor's orders in a status group: its vendor lines, which carry their order's status (wostatusid,
 * migration 0012), counted once per order — one range of wov_vendor_status_idx.
 */
export const countVendorFromLines = async (db: DbOrTx, vendorid: number, status: Status) => {
  const [row] = await db
    .select({ n: countDistinct(workOrderVendors.workorderid) })
    .from(workOrderVendors)
    .where(
      and(eq(workOrderVendors.vendorid, vendorid), statusCondition(workOrderVendors.wostatusid, status)),
    );
  return row?.n ?? 0;
};

/**
 * A vendor's default page (newest first, spec's default sort) read off its lines in that order through
 * `wov_vendor_created_idx` (migration 0064): one index range instead of probing the vendor's lines once for
 * every active order until a page matches. Two lines of the vendor on one order sort next to each other (same
 * date, same order id), so dropping a row that repeats the previous one keeps the page exact.
 */
export const vendorNewestPageIds = async (
  db: DbOrTx,
  vendorid: number,
  status: Status,
  limit: number,
  offset: number,
): Promise<number[]> => {
  const lines = db
    .select({
      workorderid: workOrderVendors.workorderid,
      created: workOrderVendors.wocreateddate,
      previous: sql<
        number | null
      >`lag(${workOrderVendors.workorderid}) over (order by ${workOrderVendors.wocreateddate} desc nulls last, ${workOrderVendors.workorderid} desc)`.as(
        "previous",
      ),
    })
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.vendorid, vendorid), statusCondition(workOrderVendors.wostatusid, status)))
    .as("lines");
  const rows = await db
    .select({ id: lines.workorderid })
    .from(lines)
    .where(sql`${lines.previous} is distinct from ${lines.workorderid}`)
    .orderBy(sql`${lines.created} desc nulls last`, sql`${lines.workorderid} desc`)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
};
