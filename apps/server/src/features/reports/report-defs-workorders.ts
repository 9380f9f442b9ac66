import { STATUS } from "@fm/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  col,
  cur,
  day,
  factDays,
  from,
  optionalCustomer,
  optionalTrade,
  pct,
  type ReportParams,
  type TableReport,
  until,
} from "./report-types.ts";

/**
 * Statuses that end an order: Invoiced, Cancelled, Denied (every other status is open). The partial indexes of
 * migration 0036 repeat this list in this order (the planner matches an index predicate by its text).
 */
const CLOSED = sql.raw(`(${STATUS.Invoiced}, ${STATUS.Cancelled}, ${STATUS.Denied})`);
const CANCELLED = sql.raw(String(STATUS.Cancelled));

/** Orders received (createddate) in the range, with the optional customer / trade filters. */
const receivedIn = (p: ReportParams) =>
  sql`w.createddate >= ${from(p)} and w.createddate < ${until(p)}${optionalCustomer(p, sql`w.customerid`)}${optionalTrade(p, sql`w.id`)}`;

/**
 * The count of orders received (kind "r") or received and cancelled ("x") in the range, from workorderdaycounts
 * (migration 0040) instead of the orders themselves; a trade filter counts the rows.
 */
const receivedCount =
  (kind: "r" | "x") =>
  (p: ReportParams): SQL | null =>
    p.tradeid !== null
      ? null
      : sql`select coalesce(sum(c.n), 0)::int as n from workorderdaycounts c
            where c.kind = ${kind} and ${factDays(p, "day", "c")}${optionalCustomer(p, sql`c.customerid`)}`;

const tradesOf = sql`(select string_agg(t.tradename, ', ' order by t.tradename) from workordertrades wt join trades t on t.id = wt.tradeid where wt.workorderid = w.id)`;
const userName = (alias: string) =>
  sql.raw(`nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), '')`);

/** 1: every order received in the range. */
export const workOrdersByPeriod: TableReport = {
  indexed: true,
  id: 1,
  columns: [
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("jobsite", "Site"),
    col("city", "City"),
    col("statecode", "State"),
    col("status", "Status"),
    col("trades", "Trades"),
    col("createddate", "Receive Date", "date"),
    col("completedate", "Complete Date", "date"),
    col("nte", "NTE", "currency"),
    col("invoiceamount", "Invoice Amount", "currency"),
  ],
  rows: (p) => sql`
    select w.id, w.wonumber, c.customername, js.jobsite, js.city, js.statecode, s.name as status,
           ${tradesOf} as trades, ${day(sql`w.createddate`)} as createddate, ${day(sql`w.completedate`)} as completedate,
           ${cur(sql`w.nte`)} as nte, ${cur(sql`w.invoiceamount`)} as invoiceamount
    from workorders w
    left join customers c on c.id = w.customerid
    left join customerjobsites js on js.id = w.jobsiteid
    left join workorderstatuses s on s.id = w.statusid
    where ${receivedIn(p)}`,
  sort: [
    { field: "createddate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
  count: receivedCount("r"),
};

const NOTES = sql`(select count(*)::int from workordernotes x where x.workorderid = w.id and x.type <> 'System')`;
const EVENTS = sql`(select count(*)::int from workorderevents x where x.workorderid = w.id)`;

/** 7: touches per order received in the range: notes people wrote (System notes excluded) + notices sent. */
export const touches: TableReport = {
  indexed: true,
  id: 7,
  columns: [
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("status", "Status"),
    col("createddate", "Receive Date", "date"),
    col("notes", "Notes", "number"),
    col("events", "Notices", "number"),
    col("touches", "Touches", "number"),
  ],
  rows: (p) => sql`
    select w.id, w.wonumber, c.customername, s.name as status, ${day(sql`w.createddate`)} as createddate,
           ${NOTES} as notes, ${EVENTS} as events, ${NOTES} + ${EVENTS} as touches
    from workorders w
    left join customers c on c.id = w.customerid
    left join workorderstatuses s on s.id = w.statusid
    where ${receivedIn(p)}`,
  sort: [
    { field: "createddate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
  count: receivedCount("r"),
};

/** 10: every open order (not Invoiced, Cancelled or Denied), oldest first; no dates. */
export const openWorkOrders: TableReport = {
  indexed: true,
  id: 10,
  columns: [
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("jobsite", "Site"),
    col("status", "Status"),
    col("dispatcher", "Dispatcher"),
    col("createddate", "Receive Date", "date"),
    col("duedate", "Due Date", "date"),
    col("agedays", "Age (days)", "number"),
  ],
  rows: (p) => sql`
    select w.id, w.wonumber, c.customername, js.jobsite, s.name as status, ${userName("d")} as dispatcher,
           ${day(sql`w.createddate`)} as createddate, ${day(sql`w.duedate`)} as duedate,
           (${p.today}::date - (w.createddate at time zone 'UTC')::date) as agedays
    from workorders w
    left join customers c on c.id = w.customerid
    left join customerjobsites js on js.id = w.jobsiteid
    left join workorderstatuses s on s.id = w.statusid
    left join users d on d.id = w.dispatcherid
    where w.statusid not in ${CLOSED}${optionalCustomer(p, sql`w.customerid`)}${optionalTrade(p, sql`w.id`)}`,
  sort: [
    { field: "createddate", dir: "asc" },
    { field: "id", dir: "asc" },
  ],
  // Without a trade filter the count is the sum of the status counters (migrations 0002/0010), not a pass over
  // every open order (≈ 650,000 of 1,000,000).
  count: (p) =>
    p.tradeid !== null
      ? null
      : p.customerid === null
        ? sql`select coalesce(sum(n), 0)::int as n from workordercounts where statusid not in ${CLOSED}`
        : sql`select coalesce(sum(n), 0)::int as n from workorderscopecounts
              where kind = 'c' and ownerid = ${p.customerid} and statusid not in ${CLOSED}`,
};

/** 11: cancelled orders received in the range; the count of rows is the cancel count. */
export const cancelledWorkOrders: TableReport = {
  indexed: true,
  id: 11,
  countLabel: "Cancel Count",
  columns: [
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("jobsite", "Site"),
    col("dispatcher", "Dispatcher"),
    col("createddate", "Receive Date", "date"),
    col("modifieddate", "Cancelled / Last Changed", "date"),
    col("cancelreason", "Cancel Reason"),
  ],
  rows: (p) => sql`
    select w.id, w.wonumber, c.customername, js.jobsite, ${userName("d")} as dispatcher,
           ${day(sql`w.createddate`)} as createddate, ${day(sql`w.modifieddate`)} as modifieddate, w.cancelreason
    from workorders w
    left join customers c on c.id = w.customerid
    left join customerjobsites js on js.id = w.jobsiteid
    left join users d on d.id = w.dispatcherid
    where w.statusid = ${CANCELLED} and ${receivedIn(p)}`,
  sort: [
    { field: "createddate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
  count: receivedCount("x"),
};

/** 12: orders received in the range per current status. */
export const workOrdersByStatus: TableReport = {
  id: 12,
  columns: [
    col("status", "Status"),
    col("workorders", "Work Orders", "number"),
    col("share", "% of Work Orders", "percent"),
    col("invoiceamount", "Invoice Amount", "currency"),
  ],
  rows: (p) => sql`
    select s.id, s.name as status, g.n as workorders, ${pct(sql`g.n`, sql`sum(g.n) over ()`)} as share,
           ${cur(sql`g.invoiced`)} as invoiceamount
    from (select w.statusid, count(*)::int as n, sum(w.invoiceamount) as invoiced
          from workorders w where ${receivedIn(p)} group by w.statusid) g
    join workorderstatuses s on s.id = g.statusid`,
  sort: [
    { field: "workorders", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
};

/** 15: orders received in the range per customer, by outcome. */
export const workOrdersByCustomer: TableReport = {
  id: 15,
  columns: [
    col("customername", "Customer"),
    col("workorders", "Work Orders", "number"),
    col("open", "Open", "number"),
    col("completed", "Completed", "number"),
    col("cancelled", "Cancelled", "number"),
    col("invoiceamount", "Invoice Amount", "currency"),
  ],
  rows: (p) => sql`
    select c.id, c.customername, g.n as workorders, g.open, g.completed, g.cancelled, ${cur(sql`g.invoiced`)} as invoiceamount
    from (select w.customerid, count(*)::int as n,
                 count(*) filter (where w.statusid not in ${CLOSED})::int as open,
                 count(w.completedate)::int as completed,
                 count(*) filter (where w.statusid = ${CANCELLED})::int as cancelled,
                 sum(w.invoiceamount) as invoiced
          from workorders w where ${receivedIn(p)} group by w.customerid) g
    join customers c on c.id = g.customerid`,
  sort: [
    { field: "workorders", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
};

/** 16: orders received in the range per trade (an order with two trades counts under both). */
export const workOrdersByTrade: TableReport = {
  id: 16,
  columns: [
    col("tradename", "Trade"),
    col("workorders", "Work Orders", "number"),
    col("completed", "Completed", "number"),
    col("vendorcost", "Vendor Cost", "currency"),
  ],
  // One orderlinefacts row per order and trade (migration 0040): listed = the order lists the trade (counted),
  // invoiced = its vendor lines of that trade (the cost, kept only for trades some order in the range lists).
  rows: (p) => sql`
    select t.id, t.tradename, g.n as workorders, g.completed, ${cur(sql`g.vendorcost`)} as vendorcost
    from (select f.dimid as tradeid, count(*) filter (where f.listed)::int as n,
                 count(f.completedday) filter (where f.listed)::int as completed, sum(f.invoiced) as vendorcost
          from orderlinefacts f
          where f.kind = 't' and ${factDays(p, "createdday")}${optionalCustomer(p, sql`f.customerid`)}${optionalTrade(p, sql`f.workorderid`)}
          group by f.dimid having bool_or(f.listed)) g
    join trades t on t.id = g.tradeid`,
  sort: [
    { field: "workorders", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
};

/** 18: per dispatcher: orders received, dispatched and completed in the range, and received-then-cancelled. */
export const dispatcherActivity: TableReport = {
  id: 18,
  columns: [
    col("dispatcher", "Dispatcher"),
    col("received", "Received", "number"),
    col("dispatched", "Dispatched", "number"),
    col("completed", "Completed", "number"),
    col("cancelled", "Cancelled", "number"),
  ],
  // workorderdaycounts (migration 0040): per day, customer and dispatcher, kept by triggers on workorders.
  rows: (p) => sql`
    select u.id, ${userName("u")} as dispatcher, g.received, g.dispatched, g.completed, g.cancelled
    from (select c.dispatcherid,
                 coalesce(sum(c.n) filter (where c.kind = 'r'), 0)::int as received,
                 coalesce(sum(c.n) filter (where c.kind = 'd'), 0)::int as dispatched,
                 coalesce(sum(c.n) filter (where c.kind = 'c'), 0)::int as completed,
                 coalesce(sum(c.n) filter (where c.kind = 'x'), 0)::int as cancelled
          from workorderdaycounts c
          where c.kind in ('r', 'd', 'c', 'x') and ${factDays(p, "day", "c")} and c.dispatcherid <> 0
                ${optionalCustomer(p, sql`c.customerid`)}
          group by c.dispatcherid having sum(c.n) filter (where c.kind <> 'x') > 0) g
    join users u on u.id = g.dispatcherid`,
  sort: [
    { field: "received", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
};

/** 19: open orders past their due date (no dates: as of today). */
export const overdueWorkOrders: TableReport = {
  indexed: true,
  id: 19,
  columns: [
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("status", "Status"),
    col("dispatcher", "Dispatcher"),
    col("duedate", "Due Date", "date"),
    col("daysoverdue", "Days Overdue", "number"),
  ],
  rows: (p) => sql`
    select w.id, w.wonumber, c.customername, s.name as status, ${userName("d")} as dispatcher,
           ${day(sql`w.duedate`)} as duedate, (${p.today}::date - (w.duedate at time zone 'UTC')::date) as daysoverdue
    from workorders w
    left join customers c on c.id = w.customerid
    left join workorderstatuses s on s.id = w.statusid
    left join users d on d.id = w.dispatcherid
    where w.statusid not in ${CLOSED} and w.duedate < ${`${p.today}T00:00:00Z`}::timestamptz
          ${optionalCustomer(p, sql`w.customerid`)}${optionalTrade(p, sql`w.id`)}`,
  // Most days overdue first = the earliest due date first: a raw column, so the open-orders due-date index
  // (migration 0036) serves the order and the page stops after 100 rows.
  sort: [
    { field: "duedate", dir: "asc" },
    { field: "id", dir: "asc" },
  ],
  // Without a trade filter: the open orders per due day (workorderdaycounts, migration 0040) before today.
  count: (p) =>
    p.tradeid !== null
      ? null
      : sql`select coalesce(sum(c.n), 0)::int as n from workorderdaycounts c
            where c.kind = 'o' and c.day < ${p.today}::date${optionalCustomer(p, sql`c.customerid`)}`,
};
