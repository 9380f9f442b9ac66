import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { money, ts } from "./columns.ts";
import { divisions, priorities, requestTypes, trades, workOrderStatuses } from "./lookups.ts";
import { customers, jobSites, vendors } from "./parties.ts";
import { users } from "./users.ts";

export const workOrders = pgTable(
  "workorders",
  {
    id: serial("id").primaryKey(),
    wonumber: varchar("wonumber", { length: 32 }).notNull(),
    parentworkorderid: integer("parentworkorderid"),
    /** Issue 32 §6: the earlier order at the same site and trade this one recalls (counts against its vendor). */
    recallof: integer("recallof"),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id),
    jobsiteid: integer("jobsiteid")
      .notNull()
      .references(() => jobSites.id),
    ponumber: text("ponumber"),
    statusid: integer("statusid")
      .notNull()
      .references(() => workOrderStatuses.id),
    priorityid: integer("priorityid").references(() => priorities.id),
    divisionid: integer("divisionid").references(() => divisions.id),
    requesttypeid: integer("requesttypeid").references(() => requestTypes.id),
    dispatcherid: integer("dispatcherid").references(() => users.id),
    customerdispatcherid: integer("customerdispatcherid").references(() => users.id),
    salesrepid: integer("salesrepid").references(() => users.id),
    /** Assigned technician (a Tech user of the dispatched vendor). */
    techid: integer("techid").references(() => users.id),
    requestedby: text("requestedby"),
    briefdescription: text("briefdescription").notNull(),
    /** Sanitised HTML. */
    description: text("description"),
    nte: money("nte"),
    invoiceamount: money("invoiceamount"),
    proposalamount: money("proposalamount"),
    createddate: ts("createddate").notNull().defaultNow(),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
    receivedate: ts("receivedate").notNull().defaultNow(),
    dispatchdate: ts("dispatchdate"),
    scheduledate: ts("scheduledate"),
    /** Follow-up Date in the UI. */
    promisedate: ts("promisedate"),
    onsitedate: ts("onsitedate"),
    completedate: ts("completedate"),
    duedate: ts("duedate"),
    flagged: boolean("flagged").notNull().default(false),
    customercalled: boolean("customercalled").notNull().default(false),
    vendorcalled: boolean("vendorcalled").notNull().default(false),
    overridegeofencing: boolean("overridegeofencing").notNull().default(false),
    cancelreason: text("cancelreason"),
    lastnote: text("lastnote"),
    createdby: integer("createdby").references(() => users.id),
    modifiedby: integer("modifiedby").references(() => users.id),
    version: integer("version").notNull().default(1),
    /** Issue 32: the earliest due time of an SLA clock still running (workorderslas), null = none. */
    sladueat: ts("sladueat"),
  },
  (t) => [
    uniqueIndex("workorders_wonumber_uq").on(t.wonumber),
    index("workorders_status_idx").on(t.statusid, t.createddate),
    index("workorders_customer_idx").on(t.customerid, t.statusid),
    index("workorders_jobsite_idx").on(t.jobsiteid),
    index("workorders_dispatcher_idx").on(t.dispatcherid, t.statusid),
    index("workorders_created_idx").on(t.createddate),
    index("workorders_schedule_idx").on(t.scheduledate),
    index("workorders_parent_idx").on(t.parentworkorderid).where(sql`${t.parentworkorderid} is not null`),
    index("workorders_flagged_idx").on(t.id).where(sql`${t.flagged}`),
    index("workorders_po_idx").on(t.customerid, t.ponumber),
    // (due, id desc): the at-risk queue's order (due time, then the list's tie-breaker) read straight off the index.
    index("workorders_sladue_idx").on(t.sladueat, t.id.desc()).where(sql`${t.sladueat} is not null`),
    index("workorders_recallof_idx").on(t.recallof).where(sql`${t.recallof} is not null`),
    // A technician's open orders in Today's order (issue 31): a few dozen rows of a million.
    index("workorders_tech_open_idx")
      .on(t.techid, t.scheduledate, t.id)
      .where(sql`${t.techid} is not null and ${t.completedate} is null`),
  ],
);

export const workOrderTrades = pgTable(
  "workordertrades",
  {
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    tradeid: integer("tradeid")
      .notNull()
      .references(() => trades.id),
  },
  (t) => [
    uniqueIndex("workordertrades_pk").on(t.workorderid, t.tradeid),
    index("workordertrades_trade_idx").on(t.tradeid),
  ],
);

export const workOrderVendors = pgTable(
  "workordervendors",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
    tradeid: integer("tradeid").references(() => trades.id),
    /** The work order's status, copied by triggers so a vendor's counts read one index (migration 0012). */
    wostatusid: integer("wostatusid"),
    /** The work order's created date, copied by triggers: a vendor's newest-first page is one index (0064). */
    wocreateddate: ts("wocreateddate"),
    quotedamount: money("quotedamount").notNull().default("0"),
    paidbycreditcard: boolean("paidbycreditcard").notNull().default(false),
    quoteonly: boolean("quoteonly").notNull().default(false),
    invoicenumber: text("invoicenumber"),
    invoiceamount: money("invoiceamount"),
    /** The vendor's invoice date (a portal submission's, or entered by staff with the bill). */
    invoicedate: date("invoicedate"),
    isapproved: boolean("isapproved").notNull().default(false),
    status: text("status"),
    approvedby: integer("approvedby").references(() => users.id),
    approveddate: ts("approveddate"),
    nodflagged: boolean("nodflagged").notNull().default(false),
    approvedbyaccounting: boolean("approvedbyaccounting").notNull().default(false),
    note: text("note"),
    /** Issue 32: the vendor's decision on the dispatch (portal or e-mail link); at most one of the two. */
    acceptedat: ts("acceptedat"),
    declinedat: ts("declinedat"),
    declinereason: text("declinereason"),
    /** The ETA the vendor gave when accepting (the line's own; the order's schedule date when sole vendor). */
    acceptedeta: ts("acceptedeta"),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("wov_workorder_idx").on(t.workorderid),
    index("wov_vendor_idx").on(t.vendorid, t.workorderid),
    index("wov_vendor_status_idx").on(t.vendorid, t.wostatusid, t.workorderid),
    // INCLUDE (wostatusid) in the migration: drizzle's index builder cannot say it.
    index("wov_vendor_created_idx").on(t.vendorid, t.wocreateddate.desc().nullsLast(), t.workorderid.desc()),
  ],
);

/** Note types (spec 1 §3) plus System for audit notes written by the server. */
export const workOrderNotes = pgTable(
  "workordernotes",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    type: text("type").notNull(),
    typeid: integer("typeid").notNull(),
    pertainsto: integer("pertainsto").notNull(),
    highpriority: boolean("highpriority").notNull().default(false),
    emails: text("emails"),
    emailuserids: integer("emailuserids").array(),
    customerupdated: boolean("customerupdated").notNull().default(false),
    includecustomer: boolean("includecustomer").notNull().default(false),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    /** The time of the note: when written, or (a technician's note queued offline) the device's time then. */
    createddate: ts("createddate").notNull().defaultNow(),
    /** When the server received a note the device recorded offline (null: received when written). */
    receivedat: ts("receivedat"),
  },
  (t) => [index("workordernotes_wo_idx").on(t.workorderid, t.createddate)],
);

/** Notices sent to vendors (createwoemailitem); counted per action type in list rows. */
export const workOrderEvents = pgTable(
  "workorderevents",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    workordervendorid: integer("workordervendorid").references(() => workOrderVendors.id, {
      onDelete: "set null",
    }),
    vendorid: integer("vendorid").references(() => vendors.id),
    actiontype: varchar("actiontype", { length: 32 }).notNull(),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [
    index("workorderevents_wo_idx").on(t.workorderid, t.actiontype),
    // A line's dispatch notices (Today's "awaiting your answer", acceptance) and the FK's SET NULL on a line's delete.
    index("workorderevents_line_idx")
      .on(t.workordervendorid, t.actiontype)
      .where(sql`${t.workordervendorid} is not null`),
  ],
);

export const savedViews = pgTable(
  "savedviews",
  {
    id: serial("id").primaryKey(),
    userid: integer("userid")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** w work orders, c customers, v vendors, d dispatcher dashboard */
    pagetype: varchar("pagetype", { length: 1 }).notNull(),
    viewname: text("viewname").notNull(),
    isdefault: boolean("isdefault").notNull().default(false),
    view: jsonb("view").notNull(),
    createddate: ts("createddate").notNull().defaultNow(),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
  },
  (t) => [index("savedviews_user_idx").on(t.userid, t.pagetype)],
);

/**
 * Work orders per (status, priority), kept by statement-level triggers in the same transaction as every
 * insert, status/priority change and delete, so dashboard counts are O(statuses) at any table size.
 * priorityid 0 stands for "no priority".
 */
export const workOrderCounts = pgTable(
  "workordercounts",
  {
    statusid: integer("statusid").notNull(),
    priorityid: integer("priorityid").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [uniqueIndex("workordercounts_pk").on(t.statusid, t.priorityid)],
);

/** Status counts per customer (kind 'c') and per dispatcher (kind 'd'), kept by the same triggers. */
export const workOrderScopeCounts = pgTable(
  "workorderscopecounts",
  {
    kind: varchar("kind", { length: 1 }).notNull(),
    ownerid: integer("ownerid").notNull(),
    statusid: integer("statusid").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [uniqueIndex("workorderscopecounts_pk").on(t.kind, t.ownerid, t.statusid)],
);
