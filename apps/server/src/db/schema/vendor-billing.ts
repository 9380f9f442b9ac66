import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { workOrderAttachments } from "./attachments.ts";
import { vendorProposals } from "./billing.ts";
import { money, qty, ts } from "./columns.ts";
import { vendors } from "./parties.ts";
import { users } from "./users.ts";
import { workOrders, workOrderVendors } from "./workorders.ts";

/**
 * Invoice a vendor prepares in the vendor portal (spec 2 §3 Portal invoice), always created from one of its
 * approved proposals. invoicestatusid: 1 draft, 2 submitted (waiting), 3 approved (staff approved the
 * vendor line's invoice), 4 rejected. Its lines mirror the vendor proposal's labor, materials and other.
 */
export const vendorInvoices = pgTable(
  "vendorinvoices",
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
    proposalid: integer("proposalid").references(() => vendorProposals.id, { onDelete: "set null" }),
    invoicenumber: text("invoicenumber").notNull(),
    invoicedate: ts("invoicedate").notNull().defaultNow(),
    invoicestatusid: integer("invoicestatusid").notNull().default(1),
    description: text("description").notNull(),
    note: text("note"),
    statusdate: ts("statusdate"),
    statusby: integer("statusby").references(() => users.id),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    /** The total the vendor submitted (issue 32: "approved without change" compares the line's bill with it). */
    submittedamount: money("submittedamount"),
    /** Issue 32 §5: the invoice rules it failed when submitted (empty: none or no rule enabled). */
    failedrules: jsonb("failedrules").$type<{ key: string; message: string }[]>().notNull().default([]),
    /** Approved by the system because every enabled invoice rule held. */
    autoapproved: boolean("autoapproved").notNull().default(false),
  },
  (t) => [
    index("vendorinvoices_wo_idx").on(t.workorderid),
    index("vendorinvoices_vendor_idx").on(t.vendorid, t.invoicestatusid),
    // A line's last approved invoice for its scorecard (migration 0067; INCLUDE (submittedamount) there).
    index("vendorinvoices_line_approved_idx")
      .on(t.workordervendorid, t.id.desc())
      .where(sql`${t.invoicestatusid} = 3 and ${t.submittedamount} is not null`),
  ],
);

export const vendorInvoiceLabor = pgTable(
  "vendorinvoicelabor",
  {
    id: serial("id").primaryKey(),
    invoiceid: integer("invoiceid")
      .notNull()
      .references(() => vendorInvoices.id, { onDelete: "cascade" }),
    skilllevelid: integer("skilllevelid").notNull(),
    typeid: integer("typeid").notNull(),
    numberoftechs: integer("numberoftechs").notNull(),
    hourlyrate: money("hourlyrate").notNull(),
    numberofhours: numeric("numberofhours", { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [index("vendorinvoicelabor_invoice_idx").on(t.invoiceid)],
);

export const vendorInvoiceMaterials = pgTable(
  "vendorinvoicematerials",
  {
    id: serial("id").primaryKey(),
    invoiceid: integer("invoiceid")
      .notNull()
      .references(() => vendorInvoices.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    partnumber: text("partnumber"),
    uomid: integer("uomid"),
    unitprice: money("unitprice").notNull(),
    quantity: qty("quantity").notNull(),
  },
  (t) => [index("vendorinvoicematerials_invoice_idx").on(t.invoiceid)],
);

export const vendorInvoiceOther = pgTable(
  "vendorinvoiceother",
  {
    id: serial("id").primaryKey(),
    invoiceid: integer("invoiceid")
      .notNull()
      .references(() => vendorInvoices.id, { onDelete: "cascade" }),
    typeid: integer("typeid").notNull().default(1),
    description: text("description"),
    quantity: qty("quantity").notNull(),
    unitprice: money("unitprice").notNull(),
  },
  (t) => [index("vendorinvoiceother_invoice_idx").on(t.invoiceid)],
);

/** Files a vendor attached to one of its proposals (work-order attachments of type Vendor Proposal). */
export const vendorProposalAttachments = pgTable(
  "vendorproposalattachments",
  {
    proposalid: integer("proposalid")
      .notNull()
      .references(() => vendorProposals.id, { onDelete: "cascade" }),
    attachmentid: integer("attachmentid")
      .notNull()
      .references(() => workOrderAttachments.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("vendorproposalattachments_pk").on(t.proposalid, t.attachmentid),
    index("vendorproposalattachments_att_idx").on(t.attachmentid),
  ],
);
