import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";

/**
 * What the QuickBooks push did with one source row (spec 3 §2.12, §4): a vendor bill (kind "bill", sourceid =
 * workordervendors.id), a customer invoice ("invoice", invoices.id) or a vendor's details ("vendor", vendors.id).
 *
 * `requestid` is written (committed) BEFORE the create call and reused by every later attempt, so a retry after a
 * dropped connection carries the same QBO requestid and QuickBooks answers with the entity it already made instead
 * of a duplicate. state: "sending" (an attempt is under way or was cut off), "sent", "error" (the last attempt
 * failed: an error row), "removed" (a vendor bill taken off the pending list).
 */
export const qboTransfers = pgTable(
  "qbotransfers",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 8 }).notNull(),
    sourceid: integer("sourceid").notNull(),
    state: varchar("state", { length: 10 }).notNull(),
    requestid: varchar("requestid", { length: 50 }).notNull(),
    qboid: text("qboid"),
    lasterror: text("lasterror"),
    attempts: integer("attempts").notNull().default(0),
    /** When it was last sent (for vendors: compared with vendors.modifieddate for Pending Vendor Updates). */
    sentat: ts("sentat"),
    modifiedby: integer("modifiedby").references(() => users.id),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("qbotransfers_source_uq").on(t.kind, t.sourceid)],
);

/** Transmission log (spec 3 §3): one entry per row per push attempt. typeid 1 vendor/complete billing, 2 customer. */
export const transmissionLogs = pgTable(
  "transmissionlogs",
  {
    id: serial("id").primaryKey(),
    typeid: integer("typeid").notNull(),
    kind: varchar("kind", { length: 8 }).notNull(),
    sourceid: integer("sourceid").notNull(),
    workorderid: integer("workorderid"),
    workordernumber: text("workordernumber"),
    customername: text("customername"),
    vendorname: text("vendorname"),
    invoicenumber: text("invoicenumber"),
    starttime: ts("starttime").notNull(),
    endtime: ts("endtime"),
    success: boolean("success").notNull().default(false),
    errormessage: text("errormessage"),
    qboid: text("qboid"),
    startedby: integer("startedby").references(() => users.id),
  },
  (t) => [
    index("transmissionlogs_start_idx").on(t.starttime),
    index("transmissionlogs_source_idx").on(t.kind, t.sourceid),
  ],
);

/**
 * A connected QuickBooks company (one row per realm): OAuth tokens sealed with APP_ENCRYPTION_KEY. Intuit rotates
 * the refresh token on every refresh, so the newest one is always written back here before it is used.
 */
export const qboConnection = pgTable("qboconnection", {
  realmid: text("realmid").primaryKey(),
  accesstoken: text("accesstoken").notNull(),
  refreshtoken: text("refreshtoken").notNull(),
  accessexpiresat: ts("accessexpiresat").notNull(),
  refreshexpiresat: ts("refreshexpiresat"),
  modifieddate: ts("modifieddate").notNull().defaultNow(),
});
