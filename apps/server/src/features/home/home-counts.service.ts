import { INACTIVE_STATUS_IDS, isCustomerUser, isStaff, isVendorUser } from "@fm/domain";
import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import {
  dispatcherQuarterCounts,
  priorities,
  users,
  workOrderCounts,
  workOrderScopeCounts,
  workOrderStatuses,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { mustExist } from "../../platform/errors.ts";
import { workOrderScope } from "../../platform/workorder-core/index.ts";

/**
 * Per-customer / per-dispatcher status counters (migration 0008, kept by the same triggers). The home
 * statements are prepared once per database handle (decision 0019s): they run on every portal home view and
 * their SQL text is fixed, so neither Drizzle's building nor PostgreSQL's planning is paid per request.
 */
const scopeCountsStatement = preparedPer((db) =>
  db
    .select({ statusid: workOrderScopeCounts.statusid, count: workOrderScopeCounts.n })
    .from(workOrderScopeCounts)
    .where(
      and(
        eq(workOrderScopeCounts.kind, sql.placeholder("kind")),
        eq(workOrderScopeCounts.ownerid, sql.placeholder("ownerid")),
        notInArray(workOrderScopeCounts.statusid, [...INACTIVE_STATUS_IDS]),
      ),
    )
    .prepare("fm_home_scope_counts_v1"),
);
const scopeCounts = (db: Db, kind: "c" | "d", ownerid: number) =>
  scopeCountsStatement(db).execute({ kind, ownerid });

/** A vendor's orders by status through its lines' copied status (one index range, migration 0012). */
const vendorCountsStatement = preparedPer((db) =>
  db
    .select({
      statusid: workOrderVendors.wostatusid,
      count: sql<number>`count(distinct ${workOrderVendors.workorderid})::int`,
    })
    .from(workOrderVendors)
    .where(
      and(
        eq(workOrderVendors.vendorid, sql.placeholder("vendorid")),
        isNotNull(workOrderVendors.wostatusid),
        notInArray(workOrderVendors.wostatusid, [...INACTIVE_STATUS_IDS]),
      ),
    )
    .groupBy(workOrderVendors.wostatusid)
    .prepare("fm_home_vendor_counts_v1"),
);
const vendorCounts = async (db: Db, vendorid: number) => {
  const rows = await vendorCountsStatement(db).execute({ vendorid });
  return rows.map((r) => ({
    statusid: mustExist(r.statusid, "workordervendors.wostatusid"),
    count: r.count,
  }));
};

const active = notInArray(workOrderCounts.statusid, [...INACTIVE_STATUS_IDS]);

/** The active statuses in display order (the slices of the pie, whether counted or not). */
const activeStatusesStatement = preparedPer((db) =>
  db
    .select({
      statusid: workOrderStatuses.id,
      status: workOrderStatuses.name,
      abbreviation: workOrderStatuses.abbreviation,
      color: workOrderStatuses.color,
    })
    .from(workOrderStatuses)
    .where(notInArray(workOrderStatuses.id, [...INACTIVE_STATUS_IDS]))
    .orderBy(asc(workOrderStatuses.sortorder))
    .prepare("fm_home_active_statuses_v1"),
);
export const activeStatuses = (db: Db) => activeStatusesStatement(db).execute();

const staffCountsStatement = preparedPer((db) =>
  db
    .select({ statusid: workOrderCounts.statusid, count: sql<number>`sum(${workOrderCounts.n})::int` })
    .from(workOrderCounts)
    .where(active)
    .groupBy(workOrderCounts.statusid)
    .prepare("fm_home_staff_counts_v1"),
);

/**
 * Counts of active work orders by status (the pie chart and the portal cards). Staff read the trigger-kept
 * counters; vendor and customer users count their own orders through the scoped indexes.
 */
export const activeCounts = async (db: Db, user: AuthUser) => {
  const counted = isStaff(user)
    ? staffCountsStatement(db).execute()
    : isCustomerUser(user) && user.customerid
      ? scopeCounts(db, "c", user.customerid)
      : isVendorUser(user) && user.vendorid
        ? vendorCounts(db, user.vendorid)
        : db
            .select({ statusid: workOrders.statusid, count: sql<number>`count(*)::int` })
            .from(workOrders)
            .where(and(workOrderScope(user), notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS])))
            .groupBy(workOrders.statusid)
            .then((r) => r);
  // Both at once: on PostgreSQL two pool connections, on PGlite one after the other as before.
  const [statuses, rows] = await Promise.all([activeStatuses(db), counted]);
  const by = new Map(rows.map((r) => [r.statusid, r.count]));
  return statuses.map((s) => ({ ...s, count: by.get(s.statusid) ?? 0 }));
};

const prioritiesStatement = preparedPer((db) =>
  db
    .select({ priorityid: priorities.id, priority: priorities.name })
    .from(priorities)
    .orderBy(asc(priorities.sortorder))
    .prepare("fm_home_priorities_v1"),
);
const staffPriorityCountsStatement = preparedPer((db) =>
  db
    .select({
      priorityid: workOrderCounts.priorityid,
      count: sql<number>`sum(${workOrderCounts.n})::int`,
    })
    .from(workOrderCounts)
    .where(active)
    .groupBy(workOrderCounts.priorityid)
    .prepare("fm_home_staff_priority_counts_v1"),
);

export const priorityCounts = async (db: Db, user: AuthUser) => {
  const counted = isStaff(user)
    ? staffPriorityCountsStatement(db).execute()
    : db
        .select({
          priorityid: sql<number>`coalesce(${workOrders.priorityid}, 0)`,
          count: sql<number>`count(*)::int`,
        })
        .from(workOrders)
        .where(and(workOrderScope(user), notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS])))
        .groupBy(sql`1`)
        .then((r) => r);
  const [list, rows] = await Promise.all([prioritiesStatement(db).execute(), counted]);
  const by = new Map(rows.map((r) => [Number(r.priorityid), r.count]));
  return list.map((p) => ({ ...p, count: by.get(p.priorityid) ?? 0 }));
};

/**
 * Today's Dispatcher Counts (spec 1 §2): per active dispatcher, In Received = their orders now in Received,
 * Total Count = their orders received today (in the caller's time zone). The total sums the dispatcher's
 * quarter-hour counters from the day's start (issue 34 §4: its cost no longer follows the day's volume); the
 * orders before the first whole quarter are counted, which is none in every time zone in use today.
 */
export const dailyCounts = async (db: Db, tz: string) => {
  const startOfDay = sql`(date_trunc('day', now() at time zone ${tz}) at time zone ${tz})`;
  const firstQuarter = sql`(case when fm_quarter_of(${startOfDay}) = ${startOfDay} then ${startOfDay} else fm_quarter_of(${startOfDay}) + interval '15 minutes' end)`;
  // Qualified explicitly: in a one-table select drizzle renders columns unqualified.
  const userId = sql.raw('"users"."id"');
  const fromQuarters = sql`(select coalesce(sum(q.n), 0) from ${dispatcherQuarterCounts} q where q.dispatcherid = ${userId} and q.quarter >= ${firstQuarter})`;
  const beforeFirstQuarter = sql`(select count(*) from ${workOrders} w where w.dispatcherid = ${userId} and w.createddate >= ${startOfDay} and w.createddate < ${firstQuarter})`;
  const rows = await db
    .select({
      dispatcherid: users.id,
      dispatcher: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      inreceived: sql<number>`coalesce((select sc.n from ${workOrderScopeCounts} sc where sc.kind = 'd' and sc.ownerid = ${userId} and sc.statusid = 1), 0)::int`,
      totalcount: sql<number>`(${fromQuarters} + ${beforeFirstQuarter})::int`,
    })
    .from(users)
    .where(and(eq(users.isdispatcher, true), eq(users.isactive, true)))
    .orderBy(asc(users.firstname), asc(users.lastname));
  return rows;
};
