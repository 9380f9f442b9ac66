import { bigint, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { attachmentTypes } from "./lookups.ts";
import { users } from "./users.ts";
import { workOrders, workOrderVendors } from "./workorders.ts";

/**
 * Files attached to a work order (spec 2 §3 Attachment), optionally to one of its vendor lines.
 * `filename` is the stored name (base, underscore, UTC timestamp, extension); `displayname` the original;
 * `path` the blob key `workorder/{workorderid}/{filename}` in the configured blob store.
 */
export const workOrderAttachments = pgTable(
  "workorderattachments",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    workordervendorid: integer("workordervendorid").references(() => workOrderVendors.id, {
      onDelete: "set null",
    }),
    attachmenttypeid: integer("attachmenttypeid")
      .notNull()
      .references(() => attachmentTypes.id),
    filename: text("filename").notNull(),
    displayname: text("displayname").notNull(),
    path: text("path").notNull(),
    contenttype: varchar("contenttype", { length: 128 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    /** When added, or (a technician's photo queued offline) the device's time it was taken. */
    createddate: timestamp("createddate", { withTimezone: true }).notNull().defaultNow(),
    /** When the server received a file the device recorded offline (null: received when added). */
    receivedat: timestamp("receivedat", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    /** A technician's photo: Before or After (issue 31, PHOTO_TAGS). */
    phototag: varchar("phototag", { length: 6 }),
  },
  (t) => [
    index("woattachments_workorder_idx").on(t.workorderid, t.createddate),
    index("woattachments_wovendor_idx").on(t.workordervendorid),
  ],
);
