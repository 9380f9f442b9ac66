import { date, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Work orders per job site per UTC day of createddate (map report 13's heat data, issue 17): kept by
 * statement-level triggers on workorders (custom migration maps_site_day_counts_triggers), so a year of heat
 * reads at most 366 × job sites rows instead of every order. Rows may fall to n = 0 after deletes; readers
 * skip them. Rebuild it (as workordercounts) after any bulk change that bypasses triggers.
 */
export const workOrderSiteDays = pgTable(
  "workordersitedays",
  {
    day: date("day").notNull(),
    jobsiteid: integer("jobsiteid").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [uniqueIndex("workordersitedays_pk").on(t.day, t.jobsiteid)],
);
