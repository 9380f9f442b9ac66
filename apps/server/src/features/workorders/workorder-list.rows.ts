import { DEFAULT_AT_RISK_MINUTES, fieldStateOf, readClock } from "@fm/domain";
import {
  EVENT_COUNT_ACTIONS,
  EVENT_COUNT_KEYS,
  type EventCounts,
  noEventCounts,
  type WorkOrderListRow,
} from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import {
  trades,
  vendors,
  workOrderCheckins,
  workOrderEvents,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { DisplayRow } from "./workorder-list.service.ts";

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));

/** `column = any($ids)`: one statement text whatever the page size, so it can be prepared once. */
const anyOfIds = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder("ids")}::int[])`;

/**
 * Trades, vendors and notice counts of a page of work orders, fetched once per page through named
 * (prepared) statements: the same three texts for every page, planned once per connection.
 */
const tradesStatement = preparedPer((db) =>
  db
    .select({ workorderid: workOrderTrades.workorderid, tradeid: trades.id, tradename: trades.tradename })
    .from(workOrderTrades)
    .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
    .where(anyOfIds(workOrderTrades.workorderid))
    .orderBy(trades.tradename)
    .prepare("fm_workorder_list_trades_v1"),
);

const vendorsStatement = preparedPer((db) =>
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
    .where(anyOfIds(workOrderVendors.workorderid))
    .orderBy(workOrderVendors.id)
    .prepare("fm_workorder_list_vendors_v1"),
);

/** The orders of a page with a check-in open now (issue 31; partial index woci_open_order_idx). */
const onsiteStatement = preparedPer((db) =>
  db
    .selectDistinct({ workorderid: workOrderCheckins.workorderid })
    .from(workOrderCheckins)
    .where(
      sql`${anyOfIds(workOrderCheckins.workorderid)} and ${workOrderCheckins.kind} = 'in' and ${workOrderCheckins.closedat} is null`,
    )
    .prepare("fm_workorder_list_onsite_v1"),
);

const eventsStatement = preparedPer((db) =>
  db
    .select({
      workorderid: workOrderEvents.workorderid,
      actiontype: workOrderEvents.actiontype,
      n: sql<number>`count(*)::int`,
    })
    .from(workOrderEvents)
    .where(anyOfIds(workOrderEvents.workorderid))
    .groupBy(workOrderEvents.workorderid, workOrderEvents.actiontype)
    .prepare("fm_workorder_list_events_v1"),
);

const loadChildren = async (db: DbOrTx, ids: number[]) => {
  if (!ids.length)
    return { tradesBy: new Map(), vendorsBy: new Map(), eventsBy: new Map(), onsite: new Set<number>() };
  const params = { ids };
  const [tradeRows, vendorRows, eventRows, onsiteRows] = await Promise.all([
    tradesStatement(db).execute(params),
    vendorsStatement(db).execute(params),
    eventsStatement(db).execute(params),
    onsiteStatement(db).execute(params),
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
  const onsite = new Set(onsiteRows.map((r) => r.workorderid));
  return { tradesBy: group(tradeRows), vendorsBy: group(vendorRows), eventsBy, onsite };
};

/** The next running clock read at `now` (stored due time only: no per-row recomputation). */
const slaStateOf = (due: Date | null, now: Date) => {
  if (!due) return null;
  const { state } = readClock(due.getTime(), null, false, now.getTime(), DEFAULT_AT_RISK_MINUTES);
  return state === "at_risk" || state === "breached" ? state : "running";
};

/** The list rows of a page: its display columns with its trades, vendor lines and notice counts. */
export const presentWorkOrderListRows = async (
  db: DbOrTx,
  page: DisplayRow[],
  now: Date = new Date(),
): Promise<WorkOrderListRow[]> => {
  const { tradesBy, vendorsBy, eventsBy, onsite } = await loadChildren(
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
      fieldstate: fieldStateOf({ ...w, onsite: onsite.has(w.id) }, now),
      sladueat: isoOrNull(w.sladueat),
      slastate: slaStateOf(w.sladueat, now),
    };
  });
};
