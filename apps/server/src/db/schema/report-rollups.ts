import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";

/**
 * Per work order and UTC day of its customer invoices (rejected ones left out): their count, total and latest
 * date, with the order's number, customer and vendor cost copied in (reports 2 Margin and 9 Customer Invoicing,
 * issue 17). Kept by statement-level triggers on invoices, workordervendors and workorders (custom migration
 * 0039_reports_invoiced_order_days, `fm_invoicedorderdays_refresh`); nothing writes it directly.
 */
export const invoicedOrderDays = pgTable(
  "invoicedorderdays",
  {
    day: date("day").notNull(),
    workorderid: integer("workorderid").notNull(),
    customerid: integer("customerid").notNull(),
    wonumber: varchar("wonumber", { length: 32 }).notNull(),
    invoices: integer("invoices").notNull(),
    invoicetotal: numeric("invoicetotal", { precision: 14, scale: 2 }).notNull(),
    lastinvoicedate: ts("lastinvoicedate").notNull(),
    vendorcost: numeric("vendorcost", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex("invoicedorderdays_pk").on(t.day, t.workorderid),
    index("invoicedorderdays_wo_idx").on(t.workorderid),
  ],
);
