import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** Ids are fixed by the spec for several statuses, so this table has no sequence. */
export const workOrderStatuses = pgTable("workorderstatuses", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  abbreviation: varchar("abbreviation", { length: 8 }).notNull(),
  color: varchar("color", { length: 16 }).notNull(),
  sortorder: integer("sortorder").notNull(),
  isactive: boolean("isactive").notNull().default(true),
  isdefaultonnew: boolean("isdefaultonnew").notNull().default(false),
});

export const priorities = pgTable("priorities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Hours from receipt to the due date this priority sets. */
  responsehours: integer("responsehours").notNull(),
  sortorder: integer("sortorder").notNull(),
});

export const divisions = pgTable("divisions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  isdefaultonnew: boolean("isdefaultonnew").notNull().default(false),
});

export const requestTypes = pgTable("requesttypes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  isdefaultonnew: boolean("isdefaultonnew").notNull().default(false),
});

export const trades = pgTable("trades", {
  id: serial("id").primaryKey(),
  tradename: text("tradename").notNull().unique(),
  isactive: boolean("isactive").notNull().default(true),
});

export const states = pgTable("states", {
  id: serial("id").primaryKey(),
  statecode: varchar("statecode", { length: 2 }).notNull().unique(),
  statename: text("statename").notNull(),
});

export const terms = pgTable("terms", {
  id: integer("id").primaryKey(),
  termdescription: text("termdescription").notNull(),
  days: integer("days").notNull(),
});

export const vendorStatusTypes = pgTable("vendorstatustypes", {
  id: integer("id").primaryKey(),
  type: text("type").notNull(),
});

export const vendorTiers = pgTable("vendortiers", {
  id: integer("id").primaryKey(),
  description: text("description").notNull(),
});

/**
 * Work-order attachment types (spec 2 §3 fixed list). Vendor and customer document types (spec 3 §9) reuse
 * some of these ids for other names (31), so they get their own table with those screens.
 */
export const attachmentTypes = pgTable("attachmenttypes", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** workorder (kept for the entity types' later table) */
  scope: varchar("scope", { length: 16 }).notNull(),
  /** Offered in the vendor and customer portals (spec 2 §3: Invoice, Photo, Proposal, Sign Off, Work Request, Other). */
  portal: boolean("portal").notNull().default(false),
});

/**
 * Field captions (spec 1 §1): tablename + datafieldname → displaynamefield. Admins edit displaynamefield on
 * /admin?tab=labels (versioned, audited); every screen reads them through the web's useFieldLabel hook.
 */
export const siteMeta = pgTable(
  "sitemeta",
  {
    id: serial("id").primaryKey(),
    tablename: text("tablename").notNull(),
    datafieldname: text("datafieldname").notNull(),
    displaynamefield: text("displaynamefield").notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("sitemeta_table_field_uq").on(t.tablename, t.datafieldname)],
);
