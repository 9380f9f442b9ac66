import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { customers } from "./parties.ts";
import { tradeRates } from "./rates.ts";
import { users } from "./users.ts";

/** A customer's contact people (spec 3 §3 Customer contact). */
export const customerContacts = pgTable(
  "customercontacts",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 50 }),
    isprimary: boolean("isprimary").notNull().default(false),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    emailaddress: text("emailaddress"),
    phone: text("phone"),
    mobilephone: text("mobilephone"),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("customercontacts_customer_idx").on(t.customerid)],
);

/** Rich-text notes on a customer; the customer portal shows those flagged visible (spec 3 §3 Customer note). */
export const customerNotes = pgTable(
  "customernotes",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    isvisibletocustomer: boolean("isvisibletocustomer").notNull().default(false),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    createddate: ts("createddate").notNull().defaultNow(),
    updateddate: ts("updateddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("customernotes_customer_idx").on(t.customerid, t.createddate)],
);

/** Documents kept on a customer (spec 3 §2.10): stored under customer/{id}/{filename} in the blob store. */
export const customerAttachments = pgTable(
  "customerattachments",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Customer document types of spec 3 §9 (CUSTOMER_ATTACHMENT_TYPES in the domain package). */
    attachmenttypeid: integer("attachmenttypeid").notNull(),
    filename: text("filename").notNull(),
    displayname: text("displayname").notNull(),
    path: text("path").notNull(),
    contenttype: varchar("contenttype", { length: 128 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    createddate: ts("createddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("customerattachments_customer_idx").on(t.customerid)],
);

/** Cities, counties and ZIPs that narrow a trade rate within its states (spec 3 §2.9). */
export const tradeRateCities = pgTable(
  "traderatecities",
  {
    id: serial("id").primaryKey(),
    traderateid: integer("traderateid")
      .notNull()
      .references(() => tradeRates.id, { onDelete: "cascade" }),
    city: text("city").notNull(),
    statecode: varchar("statecode", { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex("traderatecities_uq").on(t.traderateid, t.statecode, t.city)],
);

export const tradeRateCounties = pgTable(
  "traderatecounties",
  {
    id: serial("id").primaryKey(),
    traderateid: integer("traderateid")
      .notNull()
      .references(() => tradeRates.id, { onDelete: "cascade" }),
    county: text("county").notNull(),
    statecode: varchar("statecode", { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex("traderatecounties_uq").on(t.traderateid, t.statecode, t.county)],
);

export const tradeRateZips = pgTable(
  "traderatezips",
  {
    id: serial("id").primaryKey(),
    traderateid: integer("traderateid")
      .notNull()
      .references(() => tradeRates.id, { onDelete: "cascade" }),
    zipcode: varchar("zipcode", { length: 5 }).notNull(),
    statecode: varchar("statecode", { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex("traderatezips_uq").on(t.traderateid, t.zipcode)],
);
