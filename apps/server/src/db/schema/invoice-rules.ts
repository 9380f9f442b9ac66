import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { money, ts } from "./columns.ts";
import { vendors } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders } from "./workorders.ts";

/**
 * Issue 32 §5: the invoice rules an Admin / accounting user configures (one row per rule of INVOICE_RULE_KEYS,
 * inserted by migration 0048, all disabled). A vendor's portal invoice is auto-approved when every enabled
 * rule holds (packages/domain/src/invoice-rules.ts).
 */
export const invoiceRules = pgTable("invoicerules", {
  key: varchar("key", { length: 16 }).primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  /** The rule's allowance: dollars over NTE, percent over a rate, hours of difference, photos required. */
  tolerance: numeric("tolerance", { precision: 10, scale: 2 }).notNull().default("0"),
  modifiedby: integer("modifiedby").references(() => users.id),
  modifieddate: ts("modifieddate").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

/**
 * Issue 32 §5: a vendor's request for a higher NTE on an order, with its reason, and the dispatcher's decision
 * (pending → approved | declined; one pending request per order and vendor).
 */
export const nteRaises = pgTable(
  "nteraises",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
    requestedby: integer("requestedby").references(() => users.id),
    /** The order's NTE when asked (null: it had none). */
    currentnte: money("currentnte"),
    requestednte: money("requestednte").notNull(),
    reason: text("reason").notNull(),
    /** pending, approved, declined (NTE_RAISE_STATUSES). */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    decidedby: integer("decidedby").references(() => users.id),
    decidedat: ts("decidedat"),
    decisionnote: text("decisionnote"),
    createddate: ts("createddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("nteraises_workorder_idx").on(t.workorderid),
    uniqueIndex("nteraises_pending_uq").on(t.workorderid, t.vendorid).where(sql`${t.status} = 'pending'`),
  ],
);
