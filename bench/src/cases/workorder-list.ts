import { and, eq, inArray, isNotNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import {
  customers,
  jobSites,
  managementProviders,
  priorities,
  trades,
  vendors,
  workOrderEvents,
  workOrderStatuses,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../../apps/server/src/db/schema/index.ts";
import {
  customerDispatcherName,
  customerDispatcherUser,
  dispatcherName,
  dispatcherUser,
  WORK_ORDER_COLUMNS,
} from "../../../apps/server/src/features/workorders/workorder-list.columns.ts";
import { WorkOrderListQuery } from "../../../apps/server/src/features/workorders/workorder-list.schemas.ts";
import { quickFilterConditions } from "../../../apps/server/src/features/workorders/workorder-list.service.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import { gridQueryString } from "../../../apps/server/src/platform/grid/grid-params.ts";
import { compileGrid } from "../../../apps/server/src/platform/grid/grid-sql.ts";
import { BENCH_LOGIN } from "./auth.ts";
import type { BenchCase } from "./types.ts";
import { DISPATCHER_USER } from "./users.ts";

/*
 * The bare twin of listWorkOrders (apps/server/src/features/workorders/workorder-list.service.ts): the same
 * grid compilation (compileGrid + WORK_ORDER_COLUMNS + quickFilterConditions, imported), the same page and
 * total queries run side by side, then the same three child queries for the page's ids. baseSelect,
 * countSelect and loadChildren are private to the service, so they are restated here; keep them in step.
 */

type ListQuery = WorkOrderListQuery;

/** `?a=b&…` as the route's querystring schema parses it. */
const queryOf = (path: string): URLSearchParams => new URLSearchParams(path.split("?")[1] ?? "");

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

const pageQuery = (db: Db, grid: ReturnType<typeof compileGrid>) =>
  db
    .select({
      wo: workOrders,
      customername: customers.customername,
      jobsite: jobSites.jobsite,
      streetaddress: jobSites.streetaddress,
      city: jobSites.city,
      statecode: jobSites.statecode,
      postalcode: jobSites.postalcode,
      priority: priorities.name,
      status: workOrderStatuses.name,
      statuscolor: workOrderStatuses.color,
      dispatcher: dispatcherName,
      customerdispatcher: customerDispatcherName,
      managementprovider: managementProviders.managementprovider,
    })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .leftJoin(dispatcherUser, eq(dispatcherUser.id, workOrders.dispatcherid))
    .leftJoin(customerDispatcherUser, eq(customerDispatcherUser.id, workOrders.customerdispatcherid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(grid.where)
    .orderBy(...grid.orderBy)
    .limit(grid.limit)
    .offset(grid.offset);

const totalQuery = (db: Db, grid: ReturnType<typeof compileGrid>) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .leftJoin(dispatcherUser, eq(dispatcherUser.id, workOrders.dispatcherid))
    .leftJoin(customerDispatcherUser, eq(customerDispatcherUser.id, workOrders.customerdispatcherid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(grid.where);

const childQueries = (db: Db, ids: number[]) =>
  [
    db
      .select({ workorderid: workOrderTrades.workorderid, tradeid: trades.id, tradename: trades.tradename })
      .from(workOrderTrades)
      .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
      .where(inArray(workOrderTrades.workorderid, ids))
      .orderBy(trades.tradename),
    db
      .select({
        workorderid: workOrderVendors.workorderid,
        vendorid: vendors.id,
        vendorname: vendors.name,
        wovendorid: workOrderVendors.id,
        quotedamount: workOrderVendors.quotedamount,
      })
      .from(workOrderVendors)
      .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
      .where(inArray(workOrderVendors.workorderid, ids))
      .orderBy(workOrderVendors.id),
    db
      .select({
        workorderid: workOrderEvents.workorderid,
        actiontype: workOrderEvents.actiontype,
        n: sql<number>`count(*)::int`,
      })
      .from(workOrderEvents)
      .where(inArray(workOrderEvents.workorderid, ids))
      .groupBy(workOrderEvents.workorderid, workOrderEvents.actiontype),
  ] as const;

interface ListPlan {
  compile(): ReturnType<typeof compileGrid>;
}

/** Page ∥ total, then trades ∥ vendors ∥ events of the page — as listWorkOrders runs them. */
const runList = async (db: Db, plan: ListPlan): Promise<number> => {
  const grid = plan.compile();
  const [page, count] = await Promise.all([pageQuery(db, grid), totalQuery(db, grid)]);
  const ids = page.map((r) => r.wo.id);
  if (ids.length) await Promise.all(childQueries(db, ids));
  return count[0]?.n ?? 0;
};

const explainList = (db: Db, plan: ListPlan, sampleIds: number[]): { label: string; query: SQLWrapper }[] => {
  const grid = plan.compile();
  const [tradesQ, vendorsQ, eventsQ] = childQueries(db, sampleIds);
  return [
    { label: "page", query: pageQuery(db, grid) },
    { label: "total", query: totalQuery(db, grid) },
    { label: "trades of page", query: tradesQ },
    { label: "vendors of page", query: vendorsQ },
    { label: "events of page", query: eventsQ },
  ];
};

/** The ids the explained child queries use: a page's worth of recent ids (the plan does not depend on which). */
const SAMPLE_IDS = (db: Db) =>
  db.select({ id: workOrders.id }).from(workOrders).orderBy(sql`id desc`).limit(100);
let sampleIds: number[] = [];
const loadSampleIds = async (db: Db): Promise<void> => {
  sampleIds = (await SAMPLE_IDS(db)).map((r) => r.id);
};

// --- GET /api/workorder/getworkorders: Dispatched, newest dispatch first, free-text search ----------------

/** Matches a few percent of work orders through briefdescription ("Water leaking…", "…leak…"). */
export const LIST_SEARCH_TERM = "leak";

const listPath = `/api/workorder/getworkorders?${new URLSearchParams({
  pageSize: "100",
  status: "9",
  sort: JSON.stringify([{ column: "dispatchdate", desc: true }]),
  search: LIST_SEARCH_TERM,
}).toString()}`;

const listPlan: ListPlan = {
  compile: () => {
    const q: ListQuery = WorkOrderListQuery.parse(Object.fromEntries(queryOf(listPath)));
    return compileGrid(WORK_ORDER_COLUMNS, q, {
      defaultSort: [{ column: "createddate", desc: true }],
      tieBreaker: sql`${workOrders.id} desc`,
      extraWhere: quickFilterConditions(q, staffUser(["Dispatchers"])),
    });
  },
};

export const getWorkOrdersSearch: BenchCase = {
  name: `GET /api/workorder/getworkorders status=9 sort=dispatchdate desc search=${LIST_SEARCH_TERM}`,
  method: "GET",
  path: listPath,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50, maxRatio: 1.5 },
  setup: loadSampleIds,
  bareSql: (db) => runList(db, listPlan),
  explain: (db) => explainList(db, listPlan, sampleIds),
};

// --- GET /api/dashboard/getalerts?days=7 (apps/server/src/features/dashboard/alerts.routes.ts) -----------

const ALERT_DAYS = 7;
const ALERT_TZ = "UTC";
const alertsPath = `/api/dashboard/getalerts?days=${ALERT_DAYS}`;
/** The route's own querystring minus days/tz (gridQueryString(50) + flagged/mine). */
const AlertsGrid = gridQueryString(50);

const alertsPlan: ListPlan = {
  compile: () => {
    const grid = AlertsGrid.parse({});
    const q: ListQuery = {
      ...grid,
      flagged: false,
      mine: false,
      status: "active",
      overdue: false,
      sort: grid.sort.length ? grid.sort : [{ column: "eta", desc: false }],
    };
    const windowEnd = sql`((date_trunc('day', now() at time zone ${ALERT_TZ}) + make_interval(days => ${ALERT_DAYS + 1})) at time zone ${ALERT_TZ})`;
    const eta: SQL | undefined = or(
      and(isNotNull(workOrders.scheduledate), sql`${workOrders.scheduledate} < ${windowEnd}`),
      and(isNotNull(workOrders.promisedate), sql`${workOrders.promisedate} < ${windowEnd}`),
    );
    return compileGrid(WORK_ORDER_COLUMNS, q, {
      defaultSort: [{ column: "createddate", desc: true }],
      tieBreaker: sql`${workOrders.id} desc`,
      extraWhere: [...quickFilterConditions(q, staffUser(["Admin"])), eta],
    });
  },
};

export const getAlerts: BenchCase = {
  name: `GET /api/dashboard/getalerts?days=${ALERT_DAYS}`,
  method: "GET",
  path: alertsPath,
  auth: true,
  user: BENCH_LOGIN,
  target: { p95Ms: 50, maxRatio: 1.5 },
  setup: loadSampleIds,
  bareSql: (db) => runList(db, alertsPlan),
  explain: (db) => explainList(db, alertsPlan, sampleIds),
};
