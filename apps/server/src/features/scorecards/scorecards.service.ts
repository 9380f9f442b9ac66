import { type ScorecardCounts, type ScorecardMetrics, scorecardOf, tradeAverageCents } from "@fm/domain";
import type { VendorScorecard } from "@fm/domain/contracts";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { tradeScorecardTotals, trades, vendorScorecards, vendors } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";

/** tradeid of the row over every trade. */
const ALL_TRADES = 0;

type Row = typeof vendorScorecards.$inferSelect;

const NO_LINES: ScorecardCounts = {
  lines: 0,
  accepted: 0,
  declined: 0,
  acceptseconds: 0,
  arrivals: 0,
  ontimearrivals: 0,
  slajudged: 0,
  slamet: 0,
  completed: 0,
  recalled: 0,
  invoicesjudged: 0,
  invoicesexact: 0,
  bills: 0,
  billcents: 0,
};

const countsOf = (r: Row): ScorecardCounts => ({
  lines: r.lines,
  accepted: r.accepted,
  declined: r.declined,
  acceptseconds: r.acceptseconds,
  arrivals: r.arrivals,
  ontimearrivals: r.ontimearrivals,
  slajudged: r.slajudged,
  slamet: r.slamet,
  completed: r.completed,
  recalled: r.recalled,
  invoicesjudged: r.invoicesjudged,
  invoicesexact: r.invoicesexact,
  bills: r.bills,
  billcents: r.billcents,
});

/** Each trade's average bill over every vendor: one row of the per-trade totals per trade (migration 0065). */
const tradeAverages = async (db: DbOrTx, tradeids: number[]) => {
  if (!tradeids.length) return new Map<number, number | null>();
  const rows = await db
    .select()
    .from(tradeScorecardTotals)
    .where(inArray(tradeScorecardTotals.tradeid, tradeids));
  return new Map(rows.map((r) => [r.tradeid, tradeAverageCents(r.bills, r.billcents)]));
};

/** Σ over a vendor's trade rows of its bills × the trade's average bill: what its bills would cost at average. */
const expectedCents = (rows: Row[], averages: Map<number, number | null>) => {
  let total = 0;
  for (const r of rows) {
    const avg = averages.get(r.tradeid);
    if (avg && r.bills) total += r.bills * avg;
  }
  return total || null;
};

/** GET /api/vendor/scorecard: the vendor's overall and per-trade metrics, all from the rollup. */
export const getVendorScorecard = async (db: DbOrTx, vendorid: number): Promise<VendorScorecard> => {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorid));
  if (!vendor) throw notFound("Vendor");
  const rows = await db
    .select({ row: vendorScorecards, tradename: trades.tradename })
    .from(vendorScorecards)
    .leftJoin(trades, eq(trades.id, vendorScorecards.tradeid))
    .where(eq(vendorScorecards.vendorid, vendorid))
    .orderBy(vendorScorecards.tradeid);
  const tradeRows = rows.filter((r) => r.row.tradeid !== ALL_TRADES);
  const averages = await tradeAverages(
    db,
    tradeRows.map((r) => r.row.tradeid),
  );
  const overall = rows.find((r) => r.row.tradeid === ALL_TRADES)?.row;
  return {
    vendorid,
    overall: overall
      ? scorecardOf(
          countsOf(overall),
          expectedCents(
            tradeRows.map((r) => r.row),
            averages,
          ),
        )
      : scorecardOf(NO_LINES),
    trades: tradeRows.map((r) => ({
      tradeid: r.row.tradeid,
      tradename: r.tradename ?? `Trade ${r.row.tradeid}`,
      ...scorecardOf(countsOf(r.row), expectedCents([r.row], averages)),
    })),
    refreshedat: overall?.refreshedat.toISOString() ?? null,
  };
};

/**
 * scorecardOf's `score` (packages/domain/src/scorecards.ts) in SQL, over the vendorscorecards row aliased
 * `alias` (null when the row is missing or nothing was measured): the vendor ranking orders by it in the
 * statement that pages Select Vendor (decision 0045-s32rank). Float arithmetic in the same order as the
 * domain's (Math.round = floor(x + 0.5)), so both give the same number: scorecards.test.ts holds them equal.
 */
export const scoreSql = (alias: "sc"): SQL => {
  const c = (col: keyof ScorecardCounts) => `${alias}.${col}`;
  const rates: [string, string][] = [
    [c("accepted"), `(${c("accepted")} + ${c("declined")})`],
    [c("ontimearrivals"), c("arrivals")],
    [c("slamet"), c("slajudged")],
    [`(${c("completed")} - ${c("recalled")})`, c("completed")],
    [c("invoicesexact"), c("invoicesjudged")],
  ];
  const pct = ([part, whole]: [string, string]) =>
    `case when ${whole} > 0 then floor(${part}::float8 / ${whole} * 1000 + 0.5) / 10 end`;
  const sum = rates.map((r) => `coalesce(${pct(r)}, 0)`).join(" + ");
  const measured = rates.map(([, whole]) => `(${whole} > 0)::int`).join(" + ");
  return sql.raw(`(case when (${measured}) > 0 then floor((${sum}) / (${measured}) * 10 + 0.5) / 10 end)`);
};

/**
 * The scores of many vendors at once (Select Vendor, vendor search): the trade's row when a trade is given,
 * else the vendor's overall row. One index look-up per vendor of the rollup; never the orders.
 */
export const scoresOf = async (
  db: DbOrTx,
  vendorids: readonly number[],
  tradeid: number | null = null,
): Promise<Map<number, ScorecardMetrics>> => {
  if (!vendorids.length) return new Map();
  const rows = await db
    .select()
    .from(vendorScorecards)
    .where(
      and(
        inArray(vendorScorecards.vendorid, [...vendorids]),
        eq(vendorScorecards.tradeid, tradeid ?? ALL_TRADES),
      ),
    );
  const averages = tradeid ? await tradeAverages(db, [tradeid]) : new Map<number, number | null>();
  return new Map(
    rows.map((r) => [r.vendorid, scorecardOf(countsOf(r), tradeid ? expectedCents([r], averages) : null)]),
  );
};
