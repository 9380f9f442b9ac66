import { INACTIVE_STATUS_IDS } from "@fm/domain";
import { and, asc, notInArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import {
  priorities,
  workOrderCounts,
  workOrderStatuses,
  workOrders,
} from "../../../apps/server/src/db/schema/index.ts";
import {
  activeCounts,
  dailyCounts,
  priorityCounts,
} from "../../../apps/server/src/features/home/home-counts.service.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import { workOrderScope } from "../../../apps/server/src/platform/workorder-core/index.ts";
import { BENCH_LOGIN } from "./auth.ts";
import type { BenchCase, BenchUser } from "./types.ts";
import { CUSTOMER_USER, externalUser, VENDOR_USER } from "./users.ts";

/*
 * Bare twins: the server's own count functions (home-counts.service.ts) called straight against the
 * database. The statements kept below serve --explain only (staff counters; the vendor scoping path).
 *
 */

const COUNT_TARGET = { p95Ms: 20 };
const activeCondition = notInArray(workOrderCounts.statusid, [...INACTIVE_STATUS_IDS]);

const staffActive = (db: Db) =>
  db
    .select({ statusid: workOrderCounts.statusid, count: sql<number>`sum(${workOrderCounts.n})::int` })
    .from(workOrderCounts)
    .where(activeCondition)
    .groupBy(workOrderCounts.statusid);

/** The service's prepared statuses statement, as a query EXPLAIN can take. */
const statusesQuery = (db: Db) =>
  db
    .select({ statusid: workOrderStatuses.id, status: workOrderStatuses.name })
    .from(workOrderStatuses)
    .where(notInArray(workOrderStatuses.id, [...INACTIVE_STATUS_IDS]))
    .orderBy(asc(workOrderStatuses.sortorder));

const scopedActive = (db: Db, user: AuthUser) =>
  db
    .select({ statusid: workOrders.statusid, count: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(and(workOrderScope(user), notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS])))
    .groupBy(workOrders.statusid);

const ADMIN: AuthUser = {
  id: 0,
  email: "",
  name: "",
  vendorid: null,
  customerid: null,
  roles: ["Admin"],
  permissions: [],
};

export const activeCountsAdmin: BenchCase = {
  name: "GET /api/home/getactivecounts (Admin)",
  method: "GET",
  path: "/api/home/getactivecounts",
  auth: true,
  user: BENCH_LOGIN,
  target: COUNT_TARGET,
  bareSql: (db) => activeCounts(db, ADMIN),
  explain: (db) => [
    { label: "statuses", query: statusesQuery(db) },
    { label: "counts", query: staffActive(db) },
  ],
};

const scopedActiveCase = (login: BenchUser, role: "Vendor" | "Customer"): BenchCase => {
  const who = externalUser(login, role);
  return {
    name: `GET /api/home/getactivecounts (${role})`,
    method: "GET",
    path: "/api/home/getactivecounts",
    auth: true,
    user: login,
    target: COUNT_TARGET,
    setup: who.setup,
    bareSql: (db) => activeCounts(db, who.get()),
    explain: (db): { label: string; query: SQLWrapper }[] => [
      { label: `${role} counts (vendor path)`, query: scopedActive(db, who.get()) },
    ],
  };
};

export const activeCountsVendor = scopedActiveCase(VENDOR_USER, "Vendor");
export const activeCountsCustomer = scopedActiveCase(CUSTOMER_USER, "Customer");

const priorityList = (db: Db) =>
  db
    .select({ priorityid: priorities.id, priority: priorities.name })
    .from(priorities)
    .orderBy(asc(priorities.sortorder));

const staffPriority = (db: Db) =>
  db
    .select({ priorityid: workOrderCounts.priorityid, count: sql<number>`sum(${workOrderCounts.n})::int` })
    .from(workOrderCounts)
    .where(activeCondition)
    .groupBy(workOrderCounts.priorityid);

export const priorityCountsAdmin: BenchCase = {
  name: "GET /api/home/getprioritycounts (Admin)",
  method: "GET",
  path: "/api/home/getprioritycounts",
  auth: true,
  user: BENCH_LOGIN,
  target: COUNT_TARGET,
  bareSql: (db) => priorityCounts(db, ADMIN),
  explain: (db) => [
    { label: "priorities", query: priorityList(db) },
    { label: "counts", query: staffPriority(db) },
  ],
};

export const dailyCountsAdmin: BenchCase = {
  name: "GET /api/home/getdailycounts (Admin)",
  method: "GET",
  path: "/api/home/getdailycounts",
  auth: true,
  user: BENCH_LOGIN,
  target: COUNT_TARGET,
  bareSql: (db) => dailyCounts(db, "UTC"),
};
