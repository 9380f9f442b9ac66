import { bigint, boolean, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { vendors } from "./parties.ts";

/**
 * Issue 32 §4: a vendor's scorecard counts, per trade (tradeid) and over all its lines (tradeid 0): the sums of
 * its lines' rows of `vendorScorecardLines`. Kept by statement triggers (migrations 0048, 0067:
 * `fm_vendorscorecards_apply` adds each touched line's new contribution minus its old one), never written by code;
 * a row exists while the vendor has a counted line of the trade. The rates a page shows are computed from these
 * counts by `scorecardOf` (packages/domain/src/scorecards.ts).
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

/**
 * Each trade's vendor bills over every vendor (the sums of `vendorscorecards.bills` / `billcents` of the trade's
 * rows), so the trade's average bill (cost vs the trade) is one look-up per trade. Kept in the writing
 * transaction by the rollup's writer (migrations 0065, 0067): the net change of a write is queued in
 * `tradescorecardpending` and folded in at commit (decision 0047-h32p-rollups); never written by code.
 */
export const tradeScorecardTotals = pgTable("tradescorecardtotals", {
  tradeid: integer("tradeid").primaryKey(),
  bills: bigint("bills", { mode: "number" }).notNull(),
  billcents: bigint("billcents", { mode: "number" }).notNull(),
});

/**
 * Net changes of `tradescorecardtotals` not yet folded in: rows exist only inside the transaction that wrote
 * them, until its commit folds them (a deferred trigger of migration 0065); never written by code.
 */
export const tradeScorecardPending = pgTable("tradescorecardpending", {
  tradeid: integer("tradeid").notNull(),
  bills: bigint("bills", { mode: "number" }).notNull(),
  billcents: bigint("billcents", { mode: "number" }).notNull(),
});

/**
 * One row per vendor line whose order is not Cancelled: the line's contribution to its vendor's scorecard rows
 * (its trade's and the overall one), recomputed by the triggers of migration 0067 for the lines a statement
 * touches (`fm_vendorscorecardlines_of`, the one per-line rule) — decision 0048-h31roll. Each boolean counts one
 * in the `vendorScorecards` column of the same name; never written by code. `fm_vendorscorecards_refresh(vendorids)`
 * rebuilds the lines and rows of the given vendors from the live tables (repair).
 */
export const vendorScorecardLines = pgTable(
  "vendorscorecardlines",
  {
    /** workordervendors.id (no foreign key: the line's delete trigger takes its contribution away first). */
    lineid: integer("lineid").primaryKey(),
    vendorid: integer("vendorid").notNull(),
    /** Null: the line counts in the vendor's overall row only. */
    tradeid: integer("tradeid"),
    acceptseconds: bigint("acceptseconds", { mode: "number" }).notNull(),
    billcents: bigint("billcents", { mode: "number" }).notNull(),
    lines: boolean("lines").notNull(),
    accepted: boolean("accepted").notNull(),
    declined: boolean("declined").notNull(),
    arrivals: boolean("arrivals").notNull(),
    ontimearrivals: boolean("ontimearrivals").notNull(),
    slajudged: boolean("slajudged").notNull(),
    slamet: boolean("slamet").notNull(),
    completed: boolean("completed").notNull(),
    recalled: boolean("recalled").notNull(),
    invoicesjudged: boolean("invoicesjudged").notNull(),
    invoicesexact: boolean("invoicesexact").notNull(),
    bills: boolean("bills").notNull(),
  },
  (t) => [index("vendorscorecardlines_vendor_idx").on(t.vendorid, t.tradeid)],
);
