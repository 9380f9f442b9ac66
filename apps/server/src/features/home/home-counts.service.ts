import { INACTIVE_STATUS_IDS, isCustomerUser, isStaff, isVendorUser } from "@fm/domain";
import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
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
import { workOrderScope } from "../workorders/index.ts";

/** Per-customer / per-dispatcher status counters (migration 0008, kept by the same triggers). */
const scopeCounts = (db: Db, kind: "c" | "d", ownerid: number) =>
  db
    .select({ statusid: workOrderScopeCounts.statusid, count: workOrderScopeCounts.n })
    .from(workOrderScopeCounts)
    .where(
      and(
        eq(workOrderScopeCounts.kind, kind),
        eq(workOrderScopeCounts.ownerid, ownerid),
        notInArray(workOrderScopeCounts.statusid, [...INACTIVE_STATUS_IDS]),
      ),
    );

/** A vendor's orders by status through its lines' copied status (one index range, migration 0012). */
const vendorCounts = async (db: Db, vendorid: number) => {
  const rows = await db
    .select({
      statusid: workOrderVendors.wostatusid,
      count: sql<number>`count(distinct ${workOrderVendors.workorderid})::int`,
    })
    .from(workOrderVendors)
    .where(
      and(
        eq(workOrderVendors.vendorid, vendorid),
        isNotNull(workOrderVendors.wostatusid),
        notInArray(workOrderVendors.wostatusid, [...INACTIVE_STATUS_IDS]),
      ),
    )
    .groupBy(workOrderVendors.wostatusid);
  return rows.map((r) => ({
    statusid: mustExist(r.statusid, "workordervendors.wostatusid"),
    count: r.count,
  }));
};

const active = notInArray(workOrderCounts.statusid, [...INACTIVE_STATUS_IDS]);

/** The active statuses in display order (the slices of the pie, whether counted or not). */
export const activeStatuses = (db: Db) =>
  db
    .select({
      statusid: workOrderStatuses.id,
      status: workOrderStatuses.name,
      abbreviation: workOrderStatuses.abbreviation,
      color: workOrderStatuses.color,
    })
    .from(workOrderStatuses)
    .where(notInArray(workOrderStatuses.id, [...INACTIVE_STATUS_IDS]))
    .orderBy(asc(workOrderStatuses.sortorder));

/**
 * Counts of active work orders by status (the pie chart and the portal cards). Staff read the trigger-kept
 * counters; vendor and customer users count their own orders through the scoped indexes.
 */
export const activeCounts = async (db: Db, user: AuthUser) => {
  const statuses = await activeStatuses(db);
  const rows = isStaff(user)
    ? await db
        .select({ statusid: workOrderCounts.statusid, count: sql<number>`sum(${workOrderCounts.n})::int` })
        .from(workOrderCounts)
        .where(active)
        .groupBy(workOrderCounts.statusid)
    : isCustomerUser(user) && user.customerid
      ? await scopeCounts(db, "c", user.customerid)
      : isVendorUser(user) && user.vendorid
        ? await vendorCounts(db, user.vendorid)
        : await db
            .select({ statusid: workOrders.statusid, count: sql<number>`count(*)::int` })
            .from(workOrders)
            .where(and(workOrderScope(user), notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS])))
            .groupBy(workOrders.statusid);
  const by = new Map(rows.map((r) => [r.statusid, r.count]));
  return statuses.map((s) => ({ ...s, count: by.get(s.statusid) ?? 0 }));
};

export const priorityCounts = async (db: Db, user: AuthUser) => {
  const list = await db
    .select({ priorityid: priorities.id, priority: priorities.name })
    .from(priorities)
    .orderBy(asc(priorities.sortorder));
  const rows = isStaff(user)
    ? await db
        .select({
          priorityid: workOrderCounts.priorityid,
          count: sql<number>`sum(${workOrderCounts.n})::int`,
        })
        .from(workOrderCounts)
        .where(active)
        .groupBy(workOrderCounts.priorityid)
    : await db
        .select({
          priorityid: sql<number>`coalesce(${workOrders.priorityid}, 0)`,
          count: sql<number>`count(*)::int`,
        })
        .from(workOrders)
        .where(and(workOrderScope(user), notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS])))
        .groupBy(sql`1`);
  const by = new Map(rows.map((r) => [Number(r.priorityid), r.count]));
  return list.map((p) => ({ ...p, count: by.get(p.priorityid) ?? 0 }));
};

/**
 * Today's Dispatcher Counts (spec 1 §2): per active dispatcher, In Received = their orders now in Received,
 * Total Count = their orders received today (in the caller's time zone).
 */
export const dailyCounts = async (db: Db, tz: string) => {
  const startOfDay = sql`(date_trunc('day', now() at time zone ${tz}) at time zone ${tz})`;
  // Qualified explicitly: in a one-table select drizzle renders columns unqualified.
  const userId = sql.raw('"users"."id"');
  const rows = await db
    .select({
      dispatcherid: users.id,
      dispatcher: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      inreceived: sql<number>`coalesce((select sc.n from ${workOrderScopeCounts} sc where sc.kind = 'd' and sc.ownerid = ${userId} and sc.statusid = 1), 0)::int`,
      totalcount: sql<number>`(select count(*)::int from ${workOrders} w where w.dispatcherid = ${userId} and w.createddate >= ${startOfDay})`,
    })
    .from(users)
    .where(and(eq(users.isdispatcher, true), eq(users.isactive, true)))
    .orderBy(asc(users.firstname), asc(users.lastname));
  return rows;
};
