import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
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
    importedby: integer("importedby").references(() => users.id),
    importeddate: ts("importeddate").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("workorderimports_workorder_uq").on(t.workorderid),
    index("workorderimports_po_idx").on(t.customerid, t.ponumber),
  ],
);
