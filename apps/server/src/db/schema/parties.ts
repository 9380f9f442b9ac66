import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { terms, trades, vendorStatusTypes, vendorTiers } from "./lookups.ts";

export const managementProviders = pgTable("managementproviders", {
  id: serial("id").primaryKey(),
  managementprovider: text("managementprovider").notNull(),
  webaddress: text("webaddress"),
  userid: text("userid"),
  password: text("password"),
  version: integer("version").notNull().default(1),
});

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    customername: text("customername").notNull(),
    customerprefix: varchar("customerprefix", { length: 10 }),
    dispatcherid: integer("dispatcherid"),
    salesrepid: integer("salesrepid"),
    isactive: boolean("isactive").notNull().default(true),
    contactfirstname: text("contactfirstname"),
    contactlastname: text("contactlastname"),
    streetaddress: text("streetaddress").notNull(),
    streetaddress2: text("streetaddress2"),
    city: text("city").notNull(),
    statecode: varchar("statecode", { length: 2 }).notNull(),
    postalcode: varchar("postalcode", { length: 10 }).notNull(),
    contactphone: text("contactphone"),
    contactcellphone: text("contactcellphone"),
    contactfax: text("contactfax"),
    contactemail: text("contactemail"),
    ccemails: text("ccemails"),
    billingfirstname: text("billingfirstname"),
    billinglastname: text("billinglastname"),
    billingphone: text("billingphone"),
    billingcellphone: text("billingcellphone"),
    billingfax: text("billingfax"),
    billingemail: text("billingemail"),
    termid: integer("termid").references(() => terms.id),
    nte: numeric("nte", { precision: 12, scale: 2 }),
    managementproviderid: integer("managementproviderid").references(() => managementProviders.id),
    servicechannelsubscriberid: text("servicechannelsubscriberid"),
    notifyproposaladded: boolean("notifyproposaladded").notNull().default(false),
    notifyinvoiceadded: boolean("notifyinvoiceadded").notNull().default(false),
    notifystatuschange: boolean("notifystatuschange").notNull().default(false),
    createddate: timestamp("createddate", { withTimezone: true }).notNull().defaultNow(),
    modifieddate: timestamp("modifieddate", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("customers_name_idx").on(t.customername)],
);

export const jobSites = pgTable(
  "customerjobsites",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id),
    jobsite: text("jobsite").notNull(),
    jobsitedescription: text("jobsitedescription").notNull(),
    streetaddress: text("streetaddress").notNull(),
    streetaddress2: text("streetaddress2"),
    city: text("city").notNull(),
    statecode: varchar("statecode", { length: 2 }).notNull(),
    postalcode: varchar("postalcode", { length: 10 }).notNull(),
    phone: text("phone"),
    contactperson: text("contactperson"),
    email: text("email"),
    specialprocedure: text("specialprocedure"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    isactive: boolean("isactive").notNull().default(true),
    version: integer("version").notNull().default(1),
    /** Issue 32: the site's IANA zone (SLA business hours); filled from the state, editable. */
    timezone: varchar("timezone", { length: 64 }).notNull().default("America/New_York"),
  },
  (t) => [index("jobsites_customer_idx").on(t.customerid)],
);

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    firstname: text("firstname"),
    lastname: text("lastname"),
    address: text("address").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    statecode: varchar("statecode", { length: 2 }).notNull(),
    postalcode: varchar("postalcode", { length: 10 }).notNull(),
    county: text("county"),
    country: text("country").default("US"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    primaryphone: text("primaryphone"),
    primaryext: text("primaryext"),
    secondaryphone: text("secondaryphone"),
    secondaryext: text("secondaryext"),
    primaryemail: text("primaryemail"),
    secondaryemail: text("secondaryemail"),
    dispatchemail: text("dispatchemail"),
    glexpirationdate: date("glexpirationdate"),
    wcexpirationdate: date("wcexpirationdate"),
    wcexempt: boolean("wcexempt").notNull().default(false),
    w9date: date("w9date"),
    profiledate: date("profiledate"),
    minnte: numeric("minnte", { precision: 12, scale: 2 }),
    tierid: integer("tierid").references(() => vendorTiers.id),
    termid: integer("termid").references(() => terms.id),
    vendorstatustypeid: integer("vendorstatustypeid").references(() => vendorStatusTypes.id),
    paperworkcomplete: boolean("paperworkcomplete").notNull().default(false),
    backgroundchecksrun: boolean("backgroundchecksrun").notNull().default(false),
    allowlogin: boolean("allowlogin").notNull().default(false),
    billingvendorid: text("billingvendorid"),
    /** Tax id: the last four digits in clear for masked display, the whole number sealed by platform/secrets. */
    ssnlast4: varchar("ssnlast4", { length: 4 }),
    ssnsealed: text("ssnsealed"),
    isactive: boolean("isactive").notNull().default(true),
    autoattachenabled: boolean("autoattachenabled").notNull().default(false),
    isnationwide: boolean("isnationwide").notNull().default(false),
    isstatewide: boolean("isstatewide").notNull().default(false),
    isbadgerequired: boolean("isbadgerequired").notNull().default(false),
    isquoteonly: boolean("isquoteonly").notNull().default(false),
    ispreferredvendor: boolean("ispreferredvendor").notNull().default(false),
    ratingsum: numeric("ratingsum", { precision: 10, scale: 1 }).notNull().default("0"),
    numberofratings: integer("numberofratings").notNull().default(0),
    createddate: timestamp("createddate", { withTimezone: true }).notNull().defaultNow(),
    modifieddate: timestamp("modifieddate", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("vendors_name_idx").on(t.name),
    index("vendors_postal_idx").on(t.postalcode),
    // Vendor search by radius (issue 15): a lat/lon bounding box prunes on this btree (docs/decisions/0015v).
    index("vendors_latlon_idx").on(t.latitude, t.longitude),
  ],
);

export const vendorTrades = pgTable(
  "vendortrades",
  {
    id: serial("id").primaryKey(),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
    tradeid: integer("tradeid")
      .notNull()
      .references(() => trades.id),
    isdeleted: boolean("isdeleted").notNull().default(false),
  },
  (t) => [
    uniqueIndex("vendortrades_vendor_trade_uq").on(t.vendorid, t.tradeid),
    // (tradeid, vendorid): Select Vendor reads the vendors of a trade from the index alone.
    index("vendortrades_trade_vendor_idx").on(t.tradeid, t.vendorid).where(sql`not ${t.isdeleted}`),
  ],
);

/** Admin "Dispatch" table (spec 3 §2.11): preferred vendors per trade with a numeric priority. */
export const dispatchVendors = pgTable(
  "dispatchvendors",
  {
    id: serial("id").primaryKey(),
    tradeid: integer("tradeid")
      .notNull()
      .references(() => trades.id),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
    priority: integer("priority").notNull().default(0),
  },
  (t) => [uniqueIndex("dispatchvendors_trade_vendor_uq").on(t.tradeid, t.vendorid)],
);
