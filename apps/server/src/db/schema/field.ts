import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";
import { workOrders, workOrderVendors } from "./workorders.ts";

/**
 * Issue 31: each check-in and check-out of a technician on a work order (who, when, where, how verified).
 * A check-in row stays open (closedat null) until its check-out, so "on site" reads one partial index.
 */
export const workOrderCheckins = pgTable(
  "workordercheckins",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    workordervendorid: integer("workordervendorid").references(() => workOrderVendors.id, {
      onDelete: "cascade",
    }),
    userid: integer("userid")
      .notNull()
      .references(() => users.id),
    /** "in" or "out". */
    kind: varchar("kind", { length: 3 }).notNull(),
    at: ts("at").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** The device's reported accuracy, metres. */
    accuracy: doublePrecision("accuracy"),
    /** From the job site's point, metres; null without a position or a site point. */
    distance: doublePrecision("distance"),
    /** gps / override / code (CHECKIN_METHODS); a check-out repeats its check-in's. */
    method: varchar("method", { length: 8 }).notNull(),
    /** The dispatcher who confirmed a check-in code. */
    confirmedby: integer("confirmedby").references(() => users.id),
    resolution: text("resolution"),
    workcomplete: boolean("workcomplete"),
    /** On a check-in: when its check-out closed it. */
    closedat: ts("closedat"),
    /** When the server received an event the device recorded offline (`at` is the device's time then). */
    receivedat: ts("receivedat"),
    /** On a check-out: the customer's printed name, and the signature drawn on the phone (PNG, base64). */
    signername: varchar("signername", { length: 100 }),
    signaturepng: text("signaturepng"),
  },
  (t) => [
    index("woci_workorder_idx").on(t.workorderid, t.at),
    index("woci_open_order_idx").on(t.workorderid).where(sql`${t.kind} = 'in' and ${t.closedat} is null`),
    index("woci_open_user_idx").on(t.userid).where(sql`${t.kind} = 'in' and ${t.closedat} is null`),
  ],
);

/** A check-in code a technician outside the fence reads to the dispatcher (the phone fallback). */
export const checkinCodes = pgTable(
  "checkincodes",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    userid: integer("userid")
      .notNull()
      .references(() => users.id),
    code: varchar("code", { length: 6 }).notNull(),
    createdat: ts("createdat").notNull(),
    expiresat: ts("expiresat").notNull(),
    usedat: ts("usedat"),
  },
  (t) => [uniqueIndex("checkincodes_order_code_uq").on(t.workorderid, t.code)],
);
