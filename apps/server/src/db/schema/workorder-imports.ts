import { sql } from "drizzle-orm";
import {
  bigint,
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
import { customers } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders } from "./workorders.ts";

/**
 * Where an imported work order came from (issue 18): one row per imported order, kept with the order for
 * audit — the source (ServiceChannel, a Gabes PDF, a Sprouts Outlook message), the customer's PO number and
 * the original payload as received (ServiceChannel's JSON work order, or the fields read from the file and
 * its text).
 */
export const workOrderImports = pgTable(
  "workorderimports",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    /** servicechannel, gabes-pdf, sprouts-msg */
    source: varchar("source", { length: 32 }).notNull(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id),
    ponumber: text("ponumber").notNull(),
    /** ServiceChannel's work order id, or the imported file's name. */
    externalref: text("externalref"),
    payload: jsonb("payload").notNull(),
    /** ServiceChannel's numeric work-order Id (source servicechannel): the link the two-way sync pushes to. */
    scworkorderid: bigint("scworkorderid", { mode: "number" }),
    importedby: integer("importedby").references(() => users.id),
    importeddate: ts("importeddate").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("workorderimports_workorder_uq").on(t.workorderid),
    index("workorderimports_po_idx").on(t.customerid, t.ponumber),
    // A ServiceChannel order is imported once (by PO or by the poll), whoever imports it first.
    uniqueIndex("workorderimports_scworkorder_uq")
      .on(t.scworkorderid)
      .where(sql`${t.scworkorderid} is not null`),
  ],
);

/**
 * ServiceChannel sync outbox (issue 33 §6): one row per change on a linked order (status, check-in, check-out,
 * note), inserted in the writing transaction, sent by the `servicechannel-sync` job. state: pending → sending →
 * sent, or failed (last error = ServiceChannel's ErrorResponse) until a retry sends it, or superseded (a status
 * update not sent because a newer change of the order was delivered first). The id is the per-order sequence
 * (queueServiceChannelSync holds the order's row lock); decision 0047-h33-sc-push.
 */
export const serviceChannelSync = pgTable(
  "servicechannelsync",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    scworkorderid: bigint("scworkorderid", { mode: "number" }).notNull(),
    /** status, checkin, checkout, note */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** The request body sent to ServiceChannel. */
    payload: jsonb("payload").notNull(),
    /** pending, sending, sent, failed, superseded */
    state: varchar("state", { length: 16 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lasterror: text("lasterror"),
    createdat: ts("createdat").notNull().defaultNow(),
    lastattemptat: ts("lastattemptat"),
    sentat: ts("sentat"),
  },
  (t) => [index("servicechannelsync_workorder_idx").on(t.workorderid, t.id)],
);
