import { bigint, bigserial, index, integer, jsonb, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";

/**
 * The audit trail (issue 33): one append-only row per written row of a business table, written by the generic
 * `fm_audit` row trigger (migration 0049) in the same transaction. The actor and route come from the
 * transaction-local settings `fm.actor` / `fm.route` (platform/audit). Never written or updated by code; the
 * retention job is the only delete.
 */
export const auditLog = pgTable(
  "auditlog",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The table name (workorders, customers, vendortrades, …). */
    entity: varchar("entity", { length: 64 }).notNull(),
    /** The row's key as text ("12"; "3:5" for a two-column key). */
    entityid: varchar("entityid", { length: 128 }).notNull(),
    /** insert | update | delete */
    action: varchar("action", { length: 8 }).notNull(),
    /** Only the changed columns: { column: [before, after] }; secrets left out. */
    changes: jsonb("changes").notNull(),
    /** The record a row belongs to, read from the row itself (a History tab's filter). */
    workorderid: integer("workorderid"),
    customerid: integer("customerid"),
    vendorid: integer("vendorid"),
    /** users.id of the signed-in caller; null for the server itself (jobs, start-up). No FK: rows outlive users. */
    actorid: integer("actorid"),
    /** "PUT /api/workorder/:id", "job:<kind>", or null. */
    route: varchar("route", { length: 200 }),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [
    index("auditlog_entity_idx").on(t.entity, t.entityid, t.id),
    index("auditlog_workorder_idx").on(t.workorderid, t.id),
    index("auditlog_customer_idx").on(t.customerid, t.id),
    index("auditlog_vendor_idx").on(t.vendorid, t.id),
    index("auditlog_actor_idx").on(t.actorid, t.id),
    index("auditlog_at_idx").on(t.at),
  ],
);

/**
 * Live-screen events (issue 33): one row per (transaction, work order, kind), written by the `fm_live_event`
 * triggers on work orders and their children (migration 0049), announced with pg_notify('fm_live', …) and read
 * back by a stream's Last-Event-ID catch-up. Kept for a short time (features/live-events retention).
 */
export const liveEvents = pgTable(
  "liveevents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workorderid: integer("workorderid").notNull(),
    /** workorder | status | vendor | note | attachment | proposal | invoice | checkin */
    kind: varchar("kind", { length: 16 }).notNull(),
    txid: bigint("txid", { mode: "number" }).notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [
    index("liveevents_at_idx").on(t.at),
    uniqueIndex("liveevents_tx_uq").on(t.txid, t.workorderid, t.kind),
  ],
);
