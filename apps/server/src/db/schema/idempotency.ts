import { index, integer, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";

/**
 * The answers of writes sent with an `Idempotency-Key` header (platform/idempotency, docs/api-idempotency.md):
 * one row per caller and key; `status` null while the first request runs. Rows older than 24 h are removed
 * by a daily job of the runner.
 */
export const idempotencyKeys = pgTable(
  "idempotencykeys",
  {
    key: varchar("key", { length: 255 }).notNull(),
    /** `user:<id>` of the signed-in caller (keys of two users never meet). */
    subject: varchar("subject", { length: 100 }).notNull(),
    method: varchar("method", { length: 8 }).notNull(),
    path: text("path").notNull(),
    /** sha-256 (hex) of the request body as received. */
    bodyhash: varchar("bodyhash", { length: 64 }).notNull(),
    status: integer("status"),
    contenttype: varchar("contenttype", { length: 200 }),
    responsebody: text("responsebody"),
    createdat: ts("createdat").notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.key] }), index("idempotencykeys_created_idx").on(t.createdat)],
);
