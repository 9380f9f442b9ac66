import { index, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";
import { workOrders } from "./workorders.ts";

/**
 * Page-view tracking (spec 2 §6): who opened which work-order tab, and when. Written in batches by
 * POST /api/workorder/pageviews (features/pageviews); staff read the trail of one order newest first.
 */
export const workOrderPageViews = pgTable(
  "workorderpageviews",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    userid: integer("userid")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** workorder, notes, vendor, proposal, attachment, invoice (PAGE_VIEW_TABS in the contracts). */
    tab: varchar("tab", { length: 16 }).notNull(),
    vieweddate: ts("vieweddate").notNull().defaultNow(),
  },
  (t) => [index("workorderpageviews_wo_idx").on(t.workorderid, t.vieweddate)],
);
