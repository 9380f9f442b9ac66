import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { trades } from "./lookups.ts";
import { customers, vendors } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders, workOrderVendors } from "./workorders.ts";

/**
 * Issue 32: the single-use Accept / Decline links of a dispatch e-mail. Only the SHA-256 of the random token is
 * kept; a link works until it expires, is used, or its line is decided another way.
 */
export const vendorResponseLinks = pgTable(
  "vendorresponselinks",
  {
    id: serial("id").primaryKey(),
    tokenhash: varchar("tokenhash", { length: 64 }).notNull(),
    workordervendorid: integer("workordervendorid")
      .notNull()
      .references(() => workOrderVendors.id, { onDelete: "cascade" }),
    /** "accept" or "decline". */
    decision: varchar("decision", { length: 8 }).notNull(),
    expiresat: ts("expiresat").notNull(),
    usedat: ts("usedat"),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendorresponselinks_token_uq").on(t.tokenhash),
    index("vendorresponselinks_line_idx").on(t.workordervendorid),
  ],
);

/** Issue 32: automatic dispatch is opt-in per customer × trade; the wait is how long an offer stays open. */
export const autoDispatchSettings = pgTable(
  "autodispatchsettings",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tradeid: integer("tradeid")
      .notNull()
      .references(() => trades.id),
    enabled: boolean("enabled").notNull().default(true),
    waitminutes: integer("waitminutes").notNull().default(60),
    modifiedby: integer("modifiedby").references(() => users.id),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("autodispatchsettings_uq").on(t.customerid, t.tradeid)],
);

/** One automatic dispatch of an order: running until a vendor accepts, the list is exhausted or staff stop it. */
export const autoDispatchRuns = pgTable(
  "autodispatchruns",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    tradeid: integer("tradeid")
      .notNull()
      .references(() => trades.id),
    /** running / accepted / exhausted / stopped */
    state: varchar("state", { length: 12 }).notNull(),
    waitminutes: integer("waitminutes").notNull(),
    startedat: ts("startedat").notNull(),
    endedat: ts("endedat"),
    stoppedby: integer("stoppedby").references(() => users.id),
  },
  (t) => [uniqueIndex("autodispatchruns_order_uq").on(t.workorderid)],
);

/** Each offer of a run: an order is never offered to the same vendor twice (the unique index). */
export const autoDispatchOffers = pgTable(
  "autodispatchoffers",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
    workordervendorid: integer("workordervendorid").references(() => workOrderVendors.id, {
      onDelete: "set null",
    }),
    rank: integer("rank").notNull(),
    offeredat: ts("offeredat").notNull(),
    expiresat: ts("expiresat").notNull(),
    /** pending / accepted / declined / expired / stopped */
    outcome: varchar("outcome", { length: 10 }).notNull().default("pending"),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("autodispatchoffers_order_vendor_uq").on(t.workorderid, t.vendorid),
    index("autodispatchoffers_pending_idx").on(t.workorderid).where(sql`${t.outcome} = 'pending'`),
  ],
);
