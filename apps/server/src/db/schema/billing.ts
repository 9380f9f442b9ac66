import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { money, qty, ts } from "./columns.ts";
import { vendors } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders, workOrderVendors } from "./workorders.ts";

/**
 * Customer proposal of a work order (spec 2 §3). Status is derived from the flags (spec 2 §4): Approved,
 * Rejected, Complete or In Progress. `amount` is the proposed amount, kept in step with the lines.
 */
export const customerProposals = pgTable(
  "customerproposals",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    workordervendorid: integer("workordervendorid").references(() => workOrderVendors.id, {
      onDelete: "set null",
    }),
    /** Customer Proposal # (externalproposalnumber in the spec's payloads). */
    proposalnumber: text("proposalnumber"),
    notes: text("notes"),
    vendorquotedamount: money("vendorquotedamount").notNull().default("0"),
    /** Percent, 10 to 100 (spec 2 §9). */
    margin: numeric("margin", { precision: 5, scale: 2 }).notNull().default("30"),
    amount: money("amount").notNull().default("0"),
    /** Sanitised HTML. */
    scopeofwork: text("scopeofwork").notNull().default(""),
    iscomplete: boolean("iscomplete").notNull().default(false),
    completedate: ts("completedate"),
    isapproved: boolean("isapproved").notNull().default(false),
    approveddate: ts("approveddate"),
    approvedby: integer("approvedby").references(() => users.id),
    isrejected: boolean("isrejected").notNull().default(false),
    rejecteddate: ts("rejecteddate"),
    custapproved: boolean("custapproved").notNull().default(false),
    custapproveddate: ts("custapproveddate"),
    custrejected: boolean("custrejected").notNull().default(false),
    /** Customer portal decision (issue 13): when the customer rejected, its Rejection Information, who decided. */
    custrejecteddate: ts("custrejecteddate"),
    custrejectionnote: text("custrejectionnote"),
    custdecidedby: integer("custdecidedby").references(() => users.id),
    custponumber: text("custponumber"),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("customerproposals_wo_idx").on(t.workorderid)],
);

/** Proposal item (spec 2 §3): item types 1 Labor, 2 Material, 3 Travel, 4 Other, 5 Tax, 6 Misc. */
export const proposalItems = pgTable(
  "proposalitems",
  {
    id: serial("id").primaryKey(),
    proposalid: integer("proposalid")
      .notNull()
      .references(() => customerProposals.id, { onDelete: "cascade" }),
    itemtypeid: integer("itemtypeid").notNull(),
    description: text("description").notNull().default(""),
    quantity: qty("quantity").notNull(),
    rate: money("rate").notNull(),
    /** Percent, e.g. 8.250. */
    taxrate: numeric("taxrate", { precision: 6, scale: 3 }).notNull().default("0"),
    /** Units of measure 1 to 7 (spec 2 §3). */
    uomid: integer("uomid"),
  },
  (t) => [index("proposalitems_proposal_idx").on(t.proposalid)],
);

/** Customer invoice of a work order (spec 2 §3 Invoice (staff)). `amount` sums the line totals. */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    /** The customer proposal it was created from (convertproposal). */
    proposalid: integer("proposalid").references(() => customerProposals.id, { onDelete: "set null" }),
    invoicenumber: text("invoicenumber").notNull(),
    invoicedate: ts("invoicedate").notNull().defaultNow(),
    duedate: ts("duedate").notNull(),
    completedate: ts("completedate"),
    sentby: text("sentby"),
    billwithoutsignoff: boolean("billwithoutsignoff").notNull().default(false),
    amount: money("amount").notNull().default("0"),
    isapproved: boolean("isapproved").notNull().default(false),
    approvedby: integer("approvedby").references(() => users.id),
    approveddate: ts("approveddate"),
    isrejected: boolean("isrejected").notNull().default(false),
    rejectreason: text("rejectreason"),
    rejecteddate: ts("rejecteddate"),
    note: text("note"),
    /** Sanitised HTML. */
    scopeofwork: text("scopeofwork"),
    /** Accounting's approval for the QuickBooks push (spec 3 §3 pending customer invoicing row; accounting). */
    approvedbyaccounting: boolean("approvedbyaccounting").notNull().default(false),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    modifieddate: ts("modifieddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("invoices_number_uq").on(t.invoicenumber), index("invoices_wo_idx").on(t.workorderid)],
);

/** Invoice line (spec 2 §3): like a proposal item; invoice lines use item types 1 to 5. */
export const invoiceItems = pgTable(
  "invoiceitems",
  {
    id: serial("id").primaryKey(),
    invoiceid: integer("invoiceid")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    itemtypeid: integer("itemtypeid").notNull(),
    description: text("description").notNull().default(""),
    quantity: qty("quantity").notNull(),
    rate: money("rate").notNull(),
    taxrate: numeric("taxrate", { precision: 6, scale: 3 }).notNull().default("0"),
    uomid: integer("uomid"),
  },
  (t) => [index("invoiceitems_invoice_idx").on(t.invoiceid)],
);

/**
 * Proposal a vendor submits for a work order (spec 2 §3 vendor-submitted proposal).
 * proposalstatusid: 1 draft, 2 submitted (waiting), 3 approved, 4 rejected.
 */
export const vendorProposals = pgTable(
  "vendorproposals",
  {
    id: serial("id").primaryKey(),
    workorderid: integer("workorderid")
      .notNull()
      .references(() => workOrders.id, { onDelete: "cascade" }),
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id),
    workordervendorid: integer("workordervendorid").references(() => workOrderVendors.id, {
      onDelete: "set null",
    }),
    proposalnumber: text("proposalnumber").notNull(),
    proposaldate: ts("proposaldate").notNull().defaultNow(),
    proposalstatusid: integer("proposalstatusid").notNull().default(1),
    description: text("description"),
    note: text("note"),
    rejectionnote: text("rejectionnote"),
    statusdate: ts("statusdate"),
    statusby: integer("statusby").references(() => users.id),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("vendorproposals_wo_idx").on(t.workorderid)],
);

/** Labor line: skill 1 Supervisor 2 Technician 3 Helper; rate type 1 Regular 2 Overtime 3 Double Time. */
export const vendorProposalLabor = pgTable(
  "vendorproposallabor",
  {
    id: serial("id").primaryKey(),
    proposalid: integer("proposalid")
      .notNull()
      .references(() => vendorProposals.id, { onDelete: "cascade" }),
    skilllevelid: integer("skilllevelid").notNull(),
    typeid: integer("typeid").notNull(),
    numberoftechs: integer("numberoftechs").notNull(),
    hourlyrate: money("hourlyrate").notNull(),
    numberofhours: numeric("numberofhours", { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [index("vendorproposallabor_proposal_idx").on(t.proposalid)],
);

export const vendorProposalMaterials = pgTable(
  "vendorproposalmaterials",
  {
    id: serial("id").primaryKey(),
    proposalid: integer("proposalid")
      .notNull()
      .references(() => vendorProposals.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    partnumber: text("partnumber"),
    uomid: integer("uomid"),
    unitprice: money("unitprice").notNull(),
    quantity: qty("quantity").notNull(),
  },
  (t) => [index("vendorproposalmaterials_proposal_idx").on(t.proposalid)],
);

/** Other line: type 1 Other (spec 2 §9). */
export const vendorProposalOther = pgTable(
  "vendorproposalother",
  {
    id: serial("id").primaryKey(),
    proposalid: integer("proposalid")
      .notNull()
      .references(() => vendorProposals.id, { onDelete: "cascade" }),
    typeid: integer("typeid").notNull().default(1),
    description: text("description"),
    quantity: qty("quantity").notNull(),
    unitprice: money("unitprice").notNull(),
  },
  (t) => [index("vendorproposalother_proposal_idx").on(t.proposalid)],
);
