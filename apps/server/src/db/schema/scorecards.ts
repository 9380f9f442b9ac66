import { bigint, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { vendors } from "./parties.ts";

/**
 * Issue 32 §4: a vendor's scorecard counts, per trade (tradeid) and over all its lines (tradeid 0). Kept by the
 * statement triggers of migration 0048 (fm_vendorscorecards_refresh), never written by code; the rates a page
 * shows are computed from these counts by `scorecardOf` (packages/domain/src/scorecards.ts).
 */
export const vendorScorecards = pgTable(
  "vendorscorecards",
  {
    vendorid: integer("vendorid")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** 0 = every trade. */
    tradeid: integer("tradeid").notNull(),
    /** Dispatched lines (not quote-only). */
    lines: integer("lines").notNull(),
    accepted: integer("accepted").notNull(),
    declined: integer("declined").notNull(),
    /** Sum over accepted lines of the seconds from dispatch to acceptance. */
    acceptseconds: bigint("acceptseconds", { mode: "number" }).notNull(),
    /** Lines with an arrival (first check-in, else the order's on-site date) and an on-site-by target. */
    arrivals: integer("arrivals").notNull(),
    ontimearrivals: integer("ontimearrivals").notNull(),
    /** Completed lines with a complete date and a due date; those within their SLA. */
    slajudged: integer("slajudged").notNull(),
    slamet: integer("slamet").notNull(),
    /** Completed lines; those whose order was recalled (a later order names it in recallof). */
    completed: integer("completed").notNull(),
    recalled: integer("recalled").notNull(),
    /** Lines with an approved portal invoice; those approved at the amount the vendor submitted. */
    invoicesjudged: integer("invoicesjudged").notNull(),
    invoicesexact: integer("invoicesexact").notNull(),
    /** Vendor bills (approved line with an invoice number): how many and their sum in cents. */
    bills: integer("bills").notNull(),
    billcents: bigint("billcents", { mode: "number" }).notNull(),
    refreshedat: ts("refreshedat").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorid, t.tradeid], name: "vendorscorecards_pk" })],
);
