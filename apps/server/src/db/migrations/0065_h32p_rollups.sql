-- Issue 32 bench (decision 0047-h32p-rollups), part 1: each trade's bills over every vendor in one row, so a
-- scorecard's "cost vs the trade" reads one row per trade instead of summing every vendor's row of the trade
-- (≈ 116,000 rows for a vendor in 40 trades at 20,000 vendors).
CREATE TABLE "tradescorecardtotals" (
	"tradeid" integer PRIMARY KEY NOT NULL,
	"bills" bigint NOT NULL,
	"billcents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradescorecardpending" (
	"tradeid" integer NOT NULL,
	"bills" bigint NOT NULL,
	"billcents" bigint NOT NULL
);
--> statement-breakpoint
-- The rollup writer (migration 0048) now also queues the net change of the refreshed vendors' bills per trade:
-- only a refresh that changes a bill queues a row (most refreshes change none), so writers that touch no bill
-- never meet the totals at all.
CREATE OR REPLACE FUNCTION fm_vendorscorecards_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_trades integer[];
  old_bills bigint[];
  old_cents bigint[];
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(17003, v.id) FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) v WHERE v.id IS NOT NULL;
  WITH gone AS (DELETE FROM vendorscorecards WHERE vendorid = ANY (ids) RETURNING tradeid, bills, billcents)
  SELECT array_agg(tradeid), array_agg(bills::bigint), array_agg(billcents)
    INTO old_trades, old_bills, old_cents
    FROM gone WHERE tradeid <> 0 AND (bills <> 0 OR billcents <> 0);
  WITH added AS (
    INSERT INTO vendorscorecards SELECT * FROM fm_vendorscorecards_of(ids) ORDER BY 1, 2
    RETURNING tradeid, bills::bigint AS bills, billcents
  )
  INSERT INTO tradescorecardpending (tradeid, bills, billcents)
  SELECT d.tradeid, sum(d.bills), sum(d.billcents)
    FROM (SELECT a.tradeid, a.bills, a.billcents FROM added a WHERE a.tradeid <> 0
          UNION ALL
          SELECT o.tradeid, -o.bills, -o.billcents
            FROM unnest(old_trades, old_bills, old_cents) AS o (tradeid, bills, billcents)) d
   GROUP BY d.tradeid
  HAVING sum(d.bills) <> 0 OR sum(d.billcents) <> 0;
END
$$;
--> statement-breakpoint
-- At commit, the transaction's queued changes are added to the totals, in trade order. Deferred so the totals'
-- rows are locked last of all (after the order, the vendor advisory locks of every statement) and only for the
-- commit: two transactions billing different vendors of one trade never wait on each other mid-transaction, and
-- never deadlock (each waits only on totals rows, taken in one order). Fired once per queued row; the first
-- firing folds them all, the others find nothing left. Committed leftovers (none unless a session deferred
-- nothing) are folded by whoever folds next.
CREATE OR REPLACE FUNCTION fm_tradescorecardtotals_fold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (DELETE FROM tradescorecardpending RETURNING tradeid, bills, billcents)
  INSERT INTO tradescorecardtotals AS t (tradeid, bills, billcents)
  SELECT tradeid, sum(bills), sum(billcents) FROM d
   GROUP BY tradeid HAVING sum(bills) <> 0 OR sum(billcents) <> 0
   ORDER BY tradeid
  ON CONFLICT (tradeid) DO UPDATE SET bills = t.bills + excluded.bills, billcents = t.billcents + excluded.billcents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tradescorecardpending_fold AFTER INSERT ON tradescorecardpending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fm_tradescorecardtotals_fold();
--> statement-breakpoint
-- Backfill from the rollup as it stands.
INSERT INTO tradescorecardtotals (tradeid, bills, billcents)
SELECT tradeid, sum(bills), sum(billcents) FROM vendorscorecards WHERE tradeid <> 0 GROUP BY tradeid;
--> statement-breakpoint
-- Part 2: Select Vendor's ranking reads narrow rows (decision 0047-h32p-rollups). The trade sums above replace the
-- old per-trade range of the rollup; the ranking reads a vendor's Score counts off an index in (tradeid, vendorid)
-- order, and an active vendor's coordinates off another, never the rows themselves.
DROP INDEX IF EXISTS "vendorscorecards_trade_idx";
--> statement-breakpoint
CREATE INDEX "vendorscorecards_rank_idx" ON "vendorscorecards" USING btree ("tradeid", "vendorid")
  INCLUDE ("accepted", "declined", "arrivals", "ontimearrivals", "slajudged", "slamet", "completed", "recalled",
           "invoicesjudged", "invoicesexact");
--> statement-breakpoint
CREATE INDEX "vendors_rank_idx" ON "vendors" USING btree ("id") INCLUDE ("latitude", "longitude") WHERE "isactive";
