import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { money, ts } from "./columns.ts";
import { states } from "./lookups.ts";
import { vendors } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders } from "./workorders.ts";

/**
 * The vendor-management records of spec 3 §2.8 / §3 (Vendor: servicestates, contacts, notes, attachments,
 * vendorratings, paymentinfo) and the coverage ZIPs of Import Zips (§2.15).
 */

/** States Serviced (multi-select tags on the Details tab). */
export const vendorServiceStates = pgTable(
  "vendorservicestates",
  {
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    stateid: integer("stateid")
      .notNull()
      .references(() => states.id),
  },
  (t) => [primaryKey({ columns: [t.vendorid, t.stateid] })],
);

/** A vendor's contact people (same shape as a customer contact). */
export const vendorContacts = pgTable(
  "vendorcontacts",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 50 }),
    isprimary: boolean("isprimary").notNull().default(false),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    emailaddress: text("emailaddress"),
    phone: text("phone"),
    mobilephone: text("mobilephone"),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("vendorcontacts_vendor_idx").on(t.vendorid)],
);

/** Rich-text notes on a vendor; the vendor portal shows those with canvendorsee (spec 3 §3 Vendor note). */
export const vendorNotes = pgTable(
  "vendornotes",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    canvendorsee: boolean("canvendorsee").notNull().default(false),
    cancustomersee: boolean("cancustomersee").notNull().default(false),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    createddate: ts("createddate").notNull().defaultNow(),
    updateddate: ts("updateddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("vendornotes_vendor_idx").on(t.vendorid, t.createddate)],
);

/**
 * Documents staff keep on a vendor (spec 3 §2.10, attachment types 11–15 and 23): stored under
 * vendor/{id}/{filename}. `expirationdate` is the coverage end of a COI / WC certificate, when given.
 */
export const vendorAttachments = pgTable(
  "vendorattachments",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    attachmenttypeid: integer("attachmenttypeid").notNull(),
    filename: text("filename").notNull(),
    displayname: text("displayname").notNull(),
    path: text("path").notNull(),
    contenttype: varchar("contenttype", { length: 128 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    expirationdate: date("expirationdate"),
    createdby: integer("createdby").references(() => users.id),
    createdbyname: text("createdbyname").notNull(),
    createddate: ts("createddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("vendorattachments_vendor_idx").on(t.vendorid)],
);

/** One rating given to a vendor (1 … 5 in half steps); vendors.ratingsum / numberofratings keep the average. */
export const vendorRatings = pgTable(
  "vendorratings",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    rating: numeric("rating", { precision: 2, scale: 1 }).notNull(),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [index("vendorratings_vendor_idx").on(t.vendorid)],
);

/**
 * Payments made to a vendor (spec 3 §3 Vendor payment: txnDate, paymentType, refNumber, amount) — the
 * accounting system's bill payments, kept here so the Payments tab and the payments report read one table.
 */
export const vendorPayments = pgTable(
  "vendorpayments",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    txndate: date("txndate").notNull(),
    /** Check, CreditCard, ACH … as the accounting system names it. */
    paymenttype: varchar("paymenttype", { length: 32 }).notNull(),
    refnumber: text("refnumber"),
    amount: money("amount").notNull(),
    /** The accounting system's id of the payment (QuickBooks BillPayment Id); unique so a re-sync is idempotent. */
    externalid: text("externalid"),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [
    index("vendorpayments_vendor_idx").on(t.vendorid, t.txndate),
    index("vendorpayments_txndate_idx").on(t.txndate),
    uniqueIndex("vendorpayments_external_uq").on(t.externalid),
  ],
);

/** The lines of a payment: memo = work order number, applied-to reference = vendor invoice number. */
export const vendorPaymentLines = pgTable(
  "vendorpaymentlines",
  {
    id: serial("id").primaryKey(),
    paymentid: integer("paymentid")
      .notNull()
      .references(() => vendorPayments.id, { onDelete: "cascade" }),
    memo: text("memo"),
    appliedtotxnrefnumber: text("appliedtotxnrefnumber"),
    appliedtotxnamount: money("appliedtotxnamount").notNull(),
    workorderid: integer("workorderid").references(() => workOrders.id),
  },
  (t) => [
    index("vendorpaymentlines_payment_idx").on(t.paymentid),
    index("vendorpaymentlines_workorder_idx").on(t.workorderid),
  ],
);

/** ZIP codes a vendor covers (Import Zips, spec 3 §2.15); vendor search and Select Vendor read them. */
export const vendorZips = pgTable(
  "vendorzips",
  {
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    zipcode: varchar("zipcode", { length: 5 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorid, t.zipcode] }), index("vendorzips_zip_idx").on(t.zipcode)],
);

/**
 * Compliance reminders already sent (one per vendor, document, expiry date and threshold: 30 and 7 days),
 * so the daily job never sends the same reminder twice.
 */
export const vendorComplianceReminders = pgTable(
  "vendorcompliancereminders",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** GL, WC or W9 */
    doctype: varchar("doctype", { length: 8 }).notNull(),
    expirationdate: date("expirationdate").notNull(),
    thresholddays: integer("thresholddays").notNull(),
    sentdate: ts("sentdate").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendorcompliancereminders_uq").on(t.vendorid, t.doctype, t.expirationdate, t.thresholddays),
  ],
);
