import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The one queue of background work (imports, the QuickBooks push, reminders, large exports): see
 * platform/jobs. A row is claimed with FOR UPDATE SKIP LOCKED, so any number of server instances share it.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 64 }).notNull(),
    payload: jsonb("payload").notNull(),
    /** queued, running, succeeded, failed */
    state: varchar("state", { length: 16 }).notNull().default("queued"),
    progressdone: integer("progressdone").notNull().default(0),
    progresstotal: integer("progresstotal").notNull().default(0),
    progressmessage: text("progressmessage"),
    result: jsonb("result"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    maxattempts: integer("maxattempts").notNull().default(3),
    runafter: ts("runafter").notNull().defaultNow(),
    lockedby: varchar("lockedby", { length: 64 }),
    lockeduntil: ts("lockeduntil"),
    /** One active (queued or running) job per key, e.g. "jobsite-import:customer:12". */
    exclusivekey: varchar("exclusivekey", { length: 200 }),
    /** Enqueueing the same key again answers the existing job instead of adding one. */
    idempotencykey: varchar("idempotencykey", { length: 200 }),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    startedat: ts("startedat"),
    finishedat: ts("finishedat"),
  },
  (t) => [
    index("jobs_due_idx").on(t.state, t.runafter),
    index("jobs_kind_key_idx").on(t.kind, t.exclusivekey, t.id),
    uniqueIndex("jobs_active_exclusive_uq")
      .on(t.exclusivekey)
      .where(sql`state in ('queued', 'running') and exclusivekey is not null`),
    uniqueIndex("jobs_idempotency_uq").on(t.idempotencykey),
  ],
);
