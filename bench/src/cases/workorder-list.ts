import { AlertsQuery, WorkOrderListQuery } from "@fm/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { workOrders } from "../../../apps/server/src/db/schema/index.ts";
import { listAlerts } from "../../../apps/server/src/features/dashboard/alerts.service.ts";
import { WORK_ORDER_COLUMNS } from "../../../apps/server/src/features/workorders/workorder-list.columns.ts";
import {
  listWorkOrders,
  quickFilterConditions,
} from "../../../apps/server/src/features/workorders/workorder-list.service.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import { compileGrid } from "../../../apps/server/src/platform/grid/grid-sql.ts";
import { BENCH_LOGIN } from "./auth.ts";
import type { BenchCase } from "./types.ts";
import { DISPATCHER_USER } from "./users.ts";

/*
 * The bare twins call the server's own query functions (listWorkOrders, listAlerts) straight against the
 * database: the same statements the endpoints run, minus HTTP, auth and serialisation — so they cannot drift.
 */

/** `?a=b&…` as the route's querystring schema parses it. */
const queryOf = (path: string) => Object.fromEntries(new URLSearchParams(path.split("?")[1] ?? ""));

/** A staff principal: the quick filters only read user.id (for mine=true, unused here). */
const staffUser = (roles: string[]): AuthUser => ({
  id: 0,
  email: "",
  name: "",
  vendorid: null,
  customerid: null,
  roles,
  permissions: [],
});

// --- GET /api/workorder/getworkorders: Dispatched, newest dispatch first, free-text search ----------------

/** Matches a few percent of work orders through briefdescription ("Water leaking…", "…leak…"). */
export const LIST_SEARCH_TERM = "leak";

export const SEARCH_PAGE_PATH = `/api/workorder/getworkorders?${new URLSearchParams({
  pageSize: "100",
  status: "9",
  sort: JSON.stringify([{ column: "dispatchdate", desc: true }]),
  search: LIST_SEARCH_TERM,
}).toString()}`;

let listSearch: ((t: string) => SQL) | undefined;

/** The page statement, for --explain (the total and child queries follow from the same conditions). */
const explainListPage = (db: Db) => {
  const q = WorkOrderListQuery.parse(queryOf(SEARCH_PAGE_PATH));
  const grid = compileGrid(WORK_ORDER_COLUMNS, q, {
    defaultSort: [{ column: "createddate", desc: true }],
    tieBreaker: sql`${workOrders.id} desc`,
    extraWhere: quickFilterConditions(q, 0),
    search: listSearch,
  });
  return [
    {
      label: "page ids",
      query: db
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(grid.where)
        .orderBy(...grid.orderBy)
        .limit(grid.limit),
    },
  ];
};

export const getWorkOrdersSearch: BenchCase = {
  name: `GET /api/workorder/getworkorders status=9 sort=dispatchdate desc search=${LIST_SEARCH_TERM}`,
  method: "GET",
  path: SEARCH_PAGE_PATH,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50, maxRatio: 1.5 },
  bareSql: (db) =>
    listWorkOrders(db, staffUser(["Dispatchers"]), WorkOrderListQuery.parse(queryOf(SEARCH_PAGE_PATH))),
  explain: explainListPage,
};

// --- GET /api/workorder/getworkorders: the plain Active page the load mix reads (issue 11 load, issue 19) ---

const activePath = `/api/workorder/getworkorders?${new URLSearchParams({
  pageSize: "100",
  page: "2",
  status: "active",
  sort: JSON.stringify([{ column: "dispatchdate", desc: true }]),
}).toString()}`;

export const getWorkOrdersActive: BenchCase = {
  name: "GET /api/workorder/getworkorders status=active sort=dispatchdate desc page 2",
  method: "GET",
  path: activePath,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 20, maxRatio: 1.3 },
  bareSql: (db) =>
    listWorkOrders(db, staffUser(["Dispatchers"]), WorkOrderListQuery.parse(queryOf(activePath))),
};

// --- GET /api/dashboard/getalerts?days=7 (apps/server/src/features/dashboard/alerts.service.ts) -----------

const ALERT_DAYS = 7;
const alertsPath = `/api/dashboard/getalerts?days=${ALERT_DAYS}`;

export const getAlerts: BenchCase = {
  name: `GET /api/dashboard/getalerts?days=${ALERT_DAYS}`,
  method: "GET",
  path: alertsPath,
  auth: true,
  user: BENCH_LOGIN,
  target: { p95Ms: 50, maxRatio: 1.5 },
  bareSql: (db) => listAlerts(db, AlertsQuery.parse(queryOf(alertsPath)), staffUser(["Admin"])),
};
