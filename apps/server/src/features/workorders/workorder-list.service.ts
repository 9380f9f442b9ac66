import { INACTIVE_STATUS_IDS, WORK_DONE_STATUS_IDS } from "@fm/domain";
import {
  EVENT_COUNT_ACTIONS,
  EVENT_COUNT_KEYS,
  type EventCounts,
  noEventCounts,
  type WorkOrderListQuery,
  type WorkOrderListRow,
} from "@fm/domain/contracts";
import { and, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  jobSites,
  managementProviders,
  priorities,
  trades,
  vendors,
  workOrderCounts,
  workOrderEvents,
  workOrderStatuses,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { compileGrid, escapeLike } from "../../platform/grid/grid-sql.ts";
import {
  customerDispatcherName,
  customerDispatcherUser,
  dispatcherName,
  dispatcherUser,
  workOrderColumnsFor,
} from "./workorder-list.columns.ts";
import { presentForUser, readerScope, type WorkOrderReader } from "./workorder-scope.ts";

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));

/** All Active as a literal, so PostgreSQL matches the partial indexes on `statusid NOT IN (10, 6)`. */
export const ACTIVE_CONDITION = sql.raw(`"workorders"."statusid" not in (${INACTIVE_STATUS_IDS.join(", ")})`);

/**
 * The list's search box: the trigram-indexed text of the work order (number, PO, brief description), or a
 * job site / customer whose name matches. Matching sites and customers are looked up first (small tables),
 * so a term that names none of them leaves one indexable condition for the planner.
 */
export const workOrderSearchFor = async (db: DbOrTx, term: string): Promise<(t: string) => SQL> => {
  const p = `%${escapeLike(term.trim().toLowerCase())}%`;
  const [sites, custs] = await Promise.all([
    db
      .select({ id: jobSites.id })
      .from(jobSites)
      .where(
        sql`lower(${jobSites.jobsite} || ' ' || ${jobSites.streetaddress} || ' ' || ${jobSites.city}) like ${p}`,
      )
      .limit(5000),
    db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.customername}) like ${p}`)
      .limit(5000),
  ]);
  const text = sql`${sql.raw('"workorders"."searchtext"')} like ${p}`;
  const parts = [
    text,
    sites.length
      ? inArray(
          workOrders.jobsiteid,
          sites.map((r) => r.id),
        )
      : undefined,
    custs.length
      ? inArray(
          workOrders.customerid,
          custs.map((r) => r.id),
        )
      : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return () => (parts.length === 1 ? text : sql`(${sql.join(parts, sql` or `)})`);
};

/** Totals above this are reported as "more than" (counting every match of a broad filter costs a full scan). */
export const TOTAL_CAP = 10_000;

/** Conditions of the list's quick filters: status (active/all/id), Flagged Orders, My Work Orders. */
export const overdueP1Condition = () =>
  and(
    eq(workOrders.priorityid, 1),
    lt(workOrders.duedate, sql`now()`),
    isNull(workOrders.completedate),
    notInArray(workOrders.statusid, [...WORK_DONE_STATUS_IDS]),
  );

/** `userid`: the reader's id for My Work Orders (null for the system reader, which has no orders of its own). */
export const quickFilterConditions = (
  q: Pick<WorkOrderListQuery, "status" | "flagged" | "mine"> & { overdue?: boolean },
  userid: number | null,
): (SQL | undefined)[] => [
  q.status === "active"
    ? ACTIVE_CONDITION
    : q.status === "all"
      ? undefined
      : eq(workOrders.statusid, q.status),
  q.flagged ? eq(workOrders.flagged, true) : undefined,
  q.mine
    ? userid === null
      ? sql`false`
      : or(eq(workOrders.dispatcherid, userid), eq(workOrders.customerdispatcherid, userid))
    : undefined,
  q.overdue ? overdueP1Condition() : undefined,
];

const baseSelect = (db: DbOrTx) =>
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
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid));

const countBase = (db: DbOrTx) =>
  db
    .select({ one: sql<number>`1`.as("one") })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .leftJoin(dispatcherUser, eq(dispatcherUser.id, workOrders.dispatcherid))
    .leftJoin(customerDispatcherUser, eq(customerDispatcherUser.id, workOrders.customerdispatcherid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid));

/** Exact totals of a bare status quick filter come from the trigger-kept counters. */
const countFromCounters = async (db: DbOrTx, status: WorkOrderListQuery["status"]) => {
  const where =
    status === "all"
      ? undefined
      : status === "active"
        ? notInArray(workOrderCounts.statusid, [...INACTIVE_STATUS_IDS])
        : eq(workOrderCounts.statusid, status);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${workOrderCounts.n}), 0)::int` })
    .from(workOrderCounts)
    .where(where);
  return row?.n ?? 0;
};

const countCapped = async (db: DbOrTx, where: SQL | undefined) => {
  const capped = countBase(db)
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
};

/** Trades, vendors and notice counts of a page of work orders, fetched once per page. */
const loadChildren = async (db: DbOrTx, ids: number[]) => {
  if (!ids.length) return { tradesBy: new Map(), vendorsBy: new Map(), eventsBy: new Map() };
  const [tradeRows, vendorRows, eventRows] = await Promise.all([
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
  ]);
  const group = <T extends { workorderid: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.workorderid, [...(m.get(r.workorderid) ?? []), r]);
    return m;
  };
  const eventsBy = new Map<number, EventCounts>();
  for (const e of eventRows) {
    const key = EVENT_COUNT_KEYS.find((k) => EVENT_COUNT_ACTIONS[k] === e.actiontype);
    if (!key) continue;
    const ev = eventsBy.get(e.workorderid) ?? noEventCounts();
    ev[key] = e.n;
    eventsBy.set(e.workorderid, ev);
  }
  return { tradesBy: group(tradeRows), vendorsBy: group(vendorRows), eventsBy };
};

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect>["where"]>>[number];

const presentWorkOrderListRows = async (db: DbOrTx, page: BaseRow[]): Promise<WorkOrderListRow[]> => {
  const { tradesBy, vendorsBy, eventsBy } = await loadChildren(
    db,
    page.map((r) => r.wo.id),
  );
  return page.map((r) => {
    const w = r.wo;
    return {
      id: w.id,
      wonumber: w.wonumber,
      ponumber: w.ponumber,
      invoiceamount: num(w.invoiceamount),
      customerid: w.customerid,
      customername: r.customername,
      jobsite: r.jobsite,
      jobsiteid: w.jobsiteid,
      sitenumber: r.jobsite,
      streetaddress: r.streetaddress,
      city: r.city,
      statecode: r.statecode,
      postalcode: r.postalcode,
      createddate: w.createddate.toISOString(),
      modifieddate: w.modifieddate.toISOString(),
      receivedate: w.receivedate.toISOString(),
      priorityid: w.priorityid,
      priority: r.priority,
      promisedate: isoOrNull(w.promisedate),
      onsitedate: isoOrNull(w.onsitedate),
      onsitetime: w.onsitedate ? w.onsitedate.toISOString().slice(11, 16) : null,
      completedate: isoOrNull(w.completedate),
      dispatcherid: w.dispatcherid,
      dispatcher: r.dispatcher,
      customerdispatcher: r.customerdispatcher,
      statusid: w.statusid,
      status: r.status,
      statuscolor: r.statuscolor,
      dispatchdate: isoOrNull(w.dispatchdate),
      scheduledate: isoOrNull(w.scheduledate),
      briefdescription: w.briefdescription,
      trades: (tradesBy.get(w.id) ?? []).map((t: { tradeid: number; tradename: string }) => ({
        tradeid: t.tradeid,
        tradename: t.tradename,
      })),
      duedate: isoOrNull(w.duedate),
      nte: num(w.nte),
      hasnte: Number(w.nte ?? 0) > 0,
      vendors: (vendorsBy.get(w.id) ?? []).map(
        (v: { vendorid: number; vendorname: string; wovendorid: number; quotedamount: string }) => ({
          vendorid: v.vendorid,
          vendorname: v.vendorname,
          wovendorid: v.wovendorid,
          quotedamount: Number(v.quotedamount),
        }),
      ),
      managementprovider: r.managementprovider,
      lastnote: w.lastnote,
      flagged: w.flagged,
      customercalled: w.customercalled,
      vendorcalled: w.vendorcalled,
      overridegeofencing: w.overridegeofencing,
      proposalamount: num(w.proposalamount),
      parentworkorderid: w.parentworkorderid,
      version: w.version,
      events: eventsBy.get(w.id) ?? noEventCounts(),
    };
  });
};

export interface ListOptions {
  /** Narrows the reader's rows further (a popup's vendor or customer, the dashboard's ETA window). */
  narrow?: (SQL | undefined)[];
  /** false: skip the count (export batches). */
  withTotal?: boolean;
}

/**
 * One page of work-order list rows with its total (spec 1 §2, §3) — the one reader of list rows. It always
 * applies the reader's row scope, refuses filters/sorts on columns hidden from the reader, and presents each
 * row for the reader (presentForUser), so no caller can forget either.
 */
export const listWorkOrders = async (
  db: DbOrTx,
  reader: WorkOrderReader,
  q: WorkOrderListQuery,
  opts: ListOptions = {},
) => {
  const scope = readerScope(reader);
  const narrow = [scope, ...(opts.narrow ?? [])];
  const grid = compileGrid(workOrderColumnsFor(reader), q, {
    defaultSort: [{ column: "createddate", desc: true }],
    tieBreaker: sql`${workOrders.id} desc`,
    extraWhere: [...quickFilterConditions(q, "system" in reader ? null : reader.id), ...narrow],
    search: q.search.trim() ? await workOrderSearchFor(db, q.search) : undefined,
  });
  // The global counters only answer for a reader who sees every order and a bare status filter.
  const onlyStatus =
    grid.isPlain && !q.flagged && !q.mine && !q.overdue && narrow.every((w) => w === undefined);
  const [page, total] = await Promise.all([
    baseSelect(db)
      .where(grid.where)
      .orderBy(...grid.orderBy)
      .limit(grid.limit)
      .offset(grid.offset),
    opts.withTotal === false
      ? Promise.resolve(0)
      : onlyStatus
        ? countFromCounters(db, q.status)
        : countCapped(db, grid.where),
  ]);
  return {
    rows: (await presentWorkOrderListRows(db, page)).map((r) => presentForUser(r, reader)),
    total: Math.min(total, onlyStatus ? total : TOTAL_CAP),
    totalcapped: !onlyStatus && total > TOTAL_CAP,
    page: q.page,
    pageSize: q.pageSize,
  };
};
