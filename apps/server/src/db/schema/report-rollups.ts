import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";

/**
 * Per work order and UTC day of its customer invoices (rejected ones left out): their count, total and latest
 * date, with the order's number, customer and vendor cost copied in (reports 2 Margin and 9 Customer Invoicing,
 * issue 17). Kept by statement-level triggers on invoices, workordervendors and workorders (custom migration
 * 0039_reports_invoiced_order_days, `fm_invoicedorderdays_refresh`); nothing writes it directly.
 */
export const invoicedOrderDays = pgTable(
  "invoicedorderdays",
  {
    day: date("day").notNull(),
    workorderid: integer("workorderid").notNull(),
    customerid: integer("customerid").notNull(),
    wonumber: varchar("wonumber", { length: 32 }).notNull(),
    invoices: integer("invoices").notNull(),
    invoicetotal: numeric("invoicetotal", { precision: 14, scale: 2 }).notNull(),
    lastinvoicedate: ts("lastinvoicedate").notNull(),
    vendorcost: numeric("vendorcost", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex("invoicedorderdays_pk").on(t.day, t.workorderid),
    index("invoicedorderdays_wo_idx").on(t.workorderid),
  ],
);

/**
 * One row per (order, vendor) of its vendor lines (kind 'v') and per (order, trade) it lists or its lines carry
 * (kind 't'), with the order's customer, received / completed UTC days, cancelled flag and days to complete
 * copied in (reports 3, 5, 16, 20, issue 17). Kept by `fm_orderlinefacts_refresh` from statement-level triggers
 * on workordervendors, workordertrades and workorders (custom migration 0040_reports_order_facts).
 */
export const orderLineFacts = pgTable(
  "orderlinefacts",
  {
    workorderid: integer("workorderid").notNull(),
    kind: char("kind", { length: 1 }).notNull(),
    dimid: integer("dimid").notNull(),
    customerid: integer("customerid").notNull(),
    createdday: date("createdday").notNull(),
    completedday: date("completedday"),
    cancelled: boolean("cancelled").notNull(),
    completedays: doublePrecision("completedays"),
    /** 't': the order lists the trade (workordertrades); 'v': always true. */
    listed: boolean("listed").notNull(),
    quoted: numeric("quoted", { precision: 14, scale: 2 }),
    invoiced: numeric("invoiced", { precision: 14, scale: 2 }),
    /** 'v': lines with a vendor invoice number. */
    invoicedlines: integer("invoicedlines").notNull(),
  },
  (t) => [uniqueIndex("orderlinefacts_pk").on(t.workorderid, t.kind, t.dimid)],
);

/**
 * Orders per UTC day, customer, dispatcher (0 = none) and kind: 'r' received, 'd' dispatched, 'c' completed,
 * 'x' received and now cancelled, 'o' open by due day (reports 18 and 19, issue 17). Kept by deltas from
 * statement-level triggers on workorders (migration 0040, `fm_workorderdaycounts_add`).
 */
export const workOrderDayCounts = pgTable(
  "workorderdaycounts",
  {
    kind: char("kind", { length: 1 }).notNull(),
    day: date("day").notNull(),
    customerid: integer("customerid").notNull(),
    dispatcherid: integer("dispatcherid").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [uniqueIndex("workorderdaycounts_pk").on(t.kind, t.day, t.customerid, t.dispatcherid)],
);

/**
 * Orders received per dispatcher and UTC quarter hour (`fm_quarter_of`): home's Today's Dispatcher Counts sum a
 * day's quarters instead of counting the day's orders (issue 34 §4). Kept by statement-level triggers on
 * workorders (migration 0069, `fm_dispatcherquartercounts_apply`).
 */
export const dispatcherQuarterCounts = pgTable(
  "dispatcherquartercounts",
  {
    dispatcherid: integer("dispatcherid").notNull(),
    quarter: ts("quarter").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [uniqueIndex("dispatcherquartercounts_pk").on(t.dispatcherid, t.quarter)],
);
