import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { jobSites } from "./parties.ts";

/**
 * A job site's list of procedures (spec 3 §3: "procedures (list with procedure text)"), in order. The free
 * text `customerjobsites.specialprocedure` stays beside it (Update Special Instructions, the import).
 */
export const jobSiteProcedures = pgTable(
  "jobsiteprocedures",
  {
    id: serial("id").primaryKey(),
    jobsiteid: integer("jobsiteid")
      .notNull()
      .references(() => jobSites.id, { onDelete: "cascade" }),
    procedure: text("procedure").notNull(),
    sortorder: integer("sortorder").notNull().default(0),
  },
  (t) => [index("jobsiteprocedures_jobsite_idx").on(t.jobsiteid, t.sortorder)],
);
