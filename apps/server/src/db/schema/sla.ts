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
import { ts } from "./columns.ts";
import { priorities } from "./lookups.ts";
import { customers } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders } from "./workorders.ts";

/** Opening hours of one weekday in minutes of the local day, or null = closed (index 0 = Sunday). */
export type WeekHours = ({ open: number; close: number } | null)[];

/**
 * Issue 32: SLA targets per customer (null = the company default) × priority, in minutes of the policy's
 * calendar (its weekly hours minus holidays in the job site's zone, or around the clock).
 */
export const slaPolicies = pgTable(
  "slapolicies",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid").references(() => customers.id),
    priorityid: integer("priorityid")
      .notNull()
      .references(() => priorities.id),
    respondminutes: integer("respondminutes"),
    onsiteminutes: integer("onsiteminutes"),
    completeminutes: integer("completeminutes"),
    twentyfourseven: boolean("twentyfourseven").notNull().default(false),
    weekhours: jsonb("weekhours").$type<WeekHours>().notNull(),
    modifiedby: integer("modifiedby").references(() => users.id),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("slapolicies_customer_uq")
      .on(t.customerid, t.priorityid)
      .where(sql`${t.customerid} is not null`),
    uniqueIndex("slapolicies_default_uq").on(t.priorityid).where(sql`${t.customerid} is null`),
  ],
);

/** Days no business-hours clock ticks: for every customer (customerid null) or one customer. */
export const slaHolidays = pgTable(
  "slaholidays",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid").references(() => customers.id),
    holidaydate: date("holidaydate").notNull(),
    name: text("name").notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("slaholidays_date_idx").on(t.holidaydate)],
);

/** One row (id 1): the at-risk window and the escalation settings. */
export const slaSettings = pgTable("slasettings", {
  id: integer("id").primaryKey(),
  atriskminutes: integer("atriskminutes").notNull().default(60),
  /** Minutes before a breach the warning escalation goes out. */
  warnminutes: integer("warnminutes").notNull().default(60),
  notifyvendor: boolean("notifyvendor").notNull().default(false),
  version: integer("version").notNull().default(1),
});

/** A dispatcher's pause of an order's clocks (waiting on the customer); resumedat null = paused now. */
export const slaPauses = pgTable(
  "slapauses",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    pausedat: ts("pausedat").notNull(),
    resumedat: ts("resumedat"),
    reason: text("reason").notNull(),
    pausedby: integer("pausedby").references(() => users.id),
    resumedby: integer("resumedby").references(() => users.id),
  },
  (t) => [
    index("slapauses_workorder_idx").on(t.workorderid, t.pausedat),
    uniqueIndex("slapauses_open_uq").on(t.workorderid).where(sql`${t.resumedat} is null`),
  ],
);

/**
 * Each order's clocks as last computed (on every write that changes them): due and met times per clock.
 * workorders.sladueat holds the earliest due time of a clock still running, for the list and the queue.
 */
export const workOrderSlas = pgTable(
  "workorderslas",
  {
    workorderid: integer("workorderid")
      .primaryKey()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    policyid: integer("policyid").references(() => slaPolicies.id, { onDelete: "set null" }),
    startedat: ts("startedat").notNull(),
    timezone: varchar("timezone", { length: 64 }).notNull(),
    respondby: ts("respondby"),
    respondmetat: ts("respondmetat"),
    onsiteby: ts("onsiteby"),
    onsitemetat: ts("onsitemetat"),
    completeby: ts("completeby"),
    completemetat: ts("completemetat"),
    paused: boolean("paused").notNull().default(false),
    computedat: ts("computedat").notNull(),
    /**
     * When the escalation scan must next look at the order, as a due time compared with now + the warning lead
     * (the scan reads `escalatedue <= now + warnminutes` off the partial index): a clock's due time while its
     * warning is still to send, its due time + the lead once only its breach is left, the earliest of the
     * running clocks; null = nothing left to send (or no clock running). refreshSlaClocks stores the order's
     * next due time (a lower bound: it does not read what was sent); the scan stores the exact value.
     */
    escalatedue: ts("escalatedue"),
  },
  (t) => [
    index("workorderslas_escalate_idx")
      .on(t.escalatedue, t.workorderid)
      .where(sql`${t.escalatedue} is not null`),
  ],
);

/**
 * Orders whose clock inputs changed since their clocks were stored (dates, status, priority, customer, site,
 * a vendor's acceptance, a check-in, a pause, the site's time zone): marked by the triggers of migration 0062,
 * cleared by refreshSlaClocksFor. Writes that refresh in their own transaction leave nothing here; the
 * escalation scan refreshes what is left before it reads the clocks. No foreign key: a deleted order's mark
 * is dropped by the scan.
 */
export const slaStale = pgTable("slastale", {
  workorderid: integer("workorderid").primaryKey(),
  markedat: ts("markedat").notNull().defaultNow(),
});

/** An escalation sent (warning before a breach, or the breach): never twice per order, clock and stage. */
export const slaEscalations = pgTable(
  "slaescalations",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    clock: varchar("clock", { length: 8 }).notNull(),
    stage: varchar("stage", { length: 8 }).notNull(),
    dueat: ts("dueat").notNull(),
    sentat: ts("sentat").notNull(),
  },
  (t) => [uniqueIndex("slaescalations_uq").on(t.workorderid, t.clock, t.stage)],
);
