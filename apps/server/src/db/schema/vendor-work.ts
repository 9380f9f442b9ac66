import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, vendors } from "./parties.ts";
import { users } from "./users.ts";
import { workOrderVendors } from "./workorders.ts";

/** Vendors a customer does not want dispatched to its sites ("Excluded by Customer", spec 2 §2). */
export const customerVendorExclusions = pgTable(
  "customervendorexclusions",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
  },
  (t) => [uniqueIndex("customervendorexclusions_uq").on(t.customerid, t.vendorid)],
);

/** Vendor QC follow-up of a vendor line (spec 2 §3). Answers: null unanswered, true yes, false no. */
export const vendorQc = pgTable("vendorqc", {
  id: serial("id").primaryKey(),
  workordervendorid: integer("workordervendorid")
    .notNull()
    .references(() => workOrderVendors.id, { onDelete: "cascade" }),
  techarrivedonschedule: boolean("techarrivedonschedule"),
  techwasprofessional: boolean("techwasprofessional"),
  repairsmade: boolean("repairsmade"),
  metexpectations: boolean("metexpectations"),
  expectationcomment: text("expectationcomment"),
  /** 1 Fair, 2 Good, 3 Excellent; 0 = not rated. */
  overallrating: integer("overallrating").notNull().default(0),
  totalscore: integer("totalscore").notNull(),
  comments: text("comments"),
  reviewername: text("reviewername").notNull(),
  reviewdate: timestamp("reviewdate", { withTimezone: true }).notNull().defaultNow(),
  reviewedby: integer("reviewedby").references(() => users.id),
  incurredonly: boolean("incurredonly").notNull().default(false),
});
