import { bigint, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { vendors } from "./parties.ts";
import { users } from "./users.ts";

/**
 * Compliance documents a vendor uploads from its profile (spec 3 §2.8, §3 "Vendor document upload"):
 * W9, GL, WC or Profile. `filename` is the stored name (base, underscore, UTC timestamp, extension),
 * `displayname` the original, `path` the blob key `vendor/{vendorid}/{filename}`.
 */
export const vendorDocuments = pgTable(
  "vendordocuments",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** W9, GL, WC, Profile */
    doctype: varchar("doctype", { length: 16 }).notNull(),
    filename: text("filename").notNull(),
    displayname: text("displayname").notNull(),
    path: text("path").notNull(),
    contenttype: varchar("contenttype", { length: 128 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [index("vendordocuments_vendor_idx").on(t.vendorid, t.createddate)],
);
