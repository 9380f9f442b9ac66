-- Issues 31, 32, 34 (decision 0048-h31roll): the vendor scorecard rollup becomes incremental. Until now every
-- write to a source (a vendor line, its order, a check-in, a portal invoice) recomputed ALL the rows of the
-- vendors concerned from ALL their lines (fm_vendorscorecards_refresh, 0048 / 0065): at 1,000,000 orders the demo
-- vendor has 17,801 lines and a technician's check-in took 1.4–1.7 s. Now each counted line keeps its own
-- contribution to the rollup (one row per line, below); a trigger recomputes only the lines its statement
-- touched, and adds (new − old contribution) to the vendor's rows and the trade totals' queue. Every rollup
-- column is a count or a sum over lines (none is an average or a maximum), so the rows are exact sums of the
-- lines' contributions.
--
-- vendorscorecardlines: one row per vendor line whose order is not Cancelled (a full recompute counts no other
-- line). Each boolean counts one in the vendorscorecards column of the same name; acceptseconds and billcents
-- are the line's amounts of those sums. tradeid null: the line counts in the vendor's overall row (tradeid 0) only.
CREATE TABLE "vendorscorecardlines" (
	"lineid" integer PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"tradeid" integer,
	"acceptseconds" bigint NOT NULL,
	"billcents" bigint NOT NULL,
	"lines" boolean NOT NULL,
	"accepted" boolean NOT NULL,
	"declined" boolean NOT NULL,
	"arrivals" boolean NOT NULL,
	"ontimearrivals" boolean NOT NULL,
	"slajudged" boolean NOT NULL,
	"slamet" boolean NOT NULL,
	"completed" boolean NOT NULL,
	"recalled" boolean NOT NULL,
	"invoicesjudged" boolean NOT NULL,
	"invoicesexact" boolean NOT NULL,
	"bills" boolean NOT NULL
);
--> statement-breakpoint
-- Whether a rollup row still has a line (a row none of whose lines is left goes, as a full recompute has none).
CREATE INDEX "vendorscorecardlines_vendor_idx" ON "vendorscorecardlines" USING btree ("vendorid","tradeid");
--> statement-breakpoint
-- A line's approved portal invoice (its last), one look-up per recomputed line instead of a pass over the table.
CREATE INDEX "vendorinvoices_line_approved_idx" ON "vendorinvoices" USING btree ("workordervendorid","id" DESC)
  INCLUDE ("submittedamount") WHERE "invoicestatusid" = 3 AND "submittedamount" IS NOT NULL;
--> statement-breakpoint
-- THE per-line rule of the scorecard (was the body of fm_vendorscorecards_of): the contribution of each given line,
-- from the live tables. Completed = a complete date or a work-done status other than Cancelled / Denied
-- (4, 10, 12, 15, 17); arrival = the line's first check-in (one naming the line or no line), else the order's
-- on-site date, against its schedule date, else its due date; recalled = a later, non-cancelled order names the
-- line's order in recallof; invoice judged = the line's last approved portal invoice with a submitted amount.
CREATE OR REPLACE FUNCTION fm_vendorscorecardlines_of(lineids integer[]) RETURNS SETOF vendorscorecardlines
LANGUAGE sql STABLE AS $$
  SELECT l.id, l.vendorid, l.tradeid,
         CASE WHEN l.acceptedat IS NOT NULL
              THEN greatest(0, extract(epoch FROM l.acceptedat - l.createddate))::bigint ELSE 0 END,
         CASE WHEN l.isapproved AND l.invoicenumber IS NOT NULL
              THEN round(coalesce(l.invoiceamount, 0) * 100)::bigint ELSE 0 END,
         NOT l.quoteonly,
         l.acceptedat IS NOT NULL,
         l.declinedat IS NOT NULL,
         x.arrival IS NOT NULL AND x.onsiteby IS NOT NULL,
         coalesce(x.arrival <= x.onsiteby, false),
         x.completed AND w.completedate IS NOT NULL AND w.duedate IS NOT NULL,
         x.completed AND w.completedate IS NOT NULL AND w.duedate IS NOT NULL
           AND coalesce(fm_scorecard_sla_met(w.id, w.completedate, w.duedate), false),
         x.completed,
         x.completed AND EXISTS (SELECT 1 FROM workorders r WHERE r.recallof = w.id AND r.statusid NOT IN (5, 6)),
         vi.id IS NOT NULL,
         vi.id IS NOT NULL AND coalesce(l.invoiceamount = vi.submittedamount, false),
         l.isapproved AND l.invoicenumber IS NOT NULL
  FROM workordervendors l
  JOIN workorders w ON w.id = l.workorderid
  LEFT JOIN LATERAL (
    SELECT min(c.at) AS at FROM workordercheckins c
    WHERE c.workorderid = l.workorderid AND c.kind = 'in'
      AND (c.workordervendorid IS NULL OR c.workordervendorid = l.id)
  ) ci ON true
  LEFT JOIN LATERAL (
    SELECT i.id, i.submittedamount FROM vendorinvoices i
    WHERE i.workordervendorid = l.id AND i.invoicestatusid = 3 AND i.submittedamount IS NOT NULL
    ORDER BY i.id DESC LIMIT 1
  ) vi ON true
  CROSS JOIN LATERAL (
    SELECT coalesce(ci.at, w.onsitedate) AS arrival, coalesce(w.scheduledate, w.duedate) AS onsiteby,
           (w.completedate IS NOT NULL OR w.statusid IN (4, 10, 12, 15, 17)) AS completed
  ) x
  WHERE l.id = ANY (lineids) AND w.statusid <> 6
$$;
--> statement-breakpoint
-- Adds the lines' new contributions and takes their old ones away: per vendor, over each line's trade and over
-- all lines (tradeid 0), rows in (vendorid, tradeid) order; a row that changes only in its number of lines (a
-- quote-only line comes or goes) is written too, so a row exists exactly while it has a line. The net change of
-- the bills per trade is queued for the trade totals (folded at commit, migration 0065). Call it after the lines'
-- rows of vendorscorecardlines are written: a row whose last line left is deleted.
CREATE OR REPLACE FUNCTION fm_vendorscorecards_add(olds vendorscorecardlines[], news vendorscorecardlines[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  left_vendors integer[];
  left_trades integer[];
BEGIN
  WITH d AS (
    SELECT x.vendorid, k.tradeid, sum(x.sign)::int AS members,
           sum(x.sign * x.lines::int)::int AS lines,
           sum(x.sign * x.accepted::int)::int AS accepted,
           sum(x.sign * x.declined::int)::int AS declined,
           sum(x.sign * x.acceptseconds)::bigint AS acceptseconds,
           sum(x.sign * x.arrivals::int)::int AS arrivals,
           sum(x.sign * x.ontimearrivals::int)::int AS ontimearrivals,
           sum(x.sign * x.slajudged::int)::int AS slajudged,
           sum(x.sign * x.slamet::int)::int AS slamet,
           sum(x.sign * x.completed::int)::int AS completed,
           sum(x.sign * x.recalled::int)::int AS recalled,
           sum(x.sign * x.invoicesjudged::int)::int AS invoicesjudged,
           sum(x.sign * x.invoicesexact::int)::int AS invoicesexact,
           sum(x.sign * x.bills::int)::int AS bills,
           sum(x.sign * x.billcents)::bigint AS billcents
    FROM (SELECT -1 AS sign, o.* FROM unnest(olds) o UNION ALL SELECT 1, n.* FROM unnest(news) n) x
    CROSS JOIN LATERAL (VALUES (x.tradeid), (0)) k (tradeid)
    WHERE k.tradeid IS NOT NULL
    GROUP BY 1, 2
  ),
  changed AS (
    SELECT * FROM d
    WHERE (members, lines, accepted, declined, acceptseconds, arrivals, ontimearrivals, slajudged, slamet, completed,
           recalled, invoicesjudged, invoicesexact, bills, billcents)
          <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ),
  queued AS (
    INSERT INTO tradescorecardpending (tradeid, bills, billcents)
    SELECT tradeid, sum(bills), sum(billcents) FROM changed
    WHERE tradeid <> 0 GROUP BY tradeid HAVING sum(bills) <> 0 OR sum(billcents) <> 0
  ),
  added AS (
    INSERT INTO vendorscorecards AS s (vendorid, tradeid, lines, accepted, declined, acceptseconds, arrivals,
      ontimearrivals, slajudged, slamet, completed, recalled, invoicesjudged, invoicesexact, bills, billcents,
      refreshedat)
    SELECT vendorid, tradeid, lines, accepted, declined, acceptseconds, arrivals, ontimearrivals, slajudged, slamet,
           completed, recalled, invoicesjudged, invoicesexact, bills, billcents, now()
    FROM changed ORDER BY vendorid, tradeid
    ON CONFLICT (vendorid, tradeid) DO UPDATE SET
      lines = s.lines + excluded.lines,
      accepted = s.accepted + excluded.accepted,
      declined = s.declined + excluded.declined,
      acceptseconds = s.acceptseconds + excluded.acceptseconds,
      arrivals = s.arrivals + excluded.arrivals,
      ontimearrivals = s.ontimearrivals + excluded.ontimearrivals,
      slajudged = s.slajudged + excluded.slajudged,
      slamet = s.slamet + excluded.slamet,
      completed = s.completed + excluded.completed,
      recalled = s.recalled + excluded.recalled,
      invoicesjudged = s.invoicesjudged + excluded.invoicesjudged,
      invoicesexact = s.invoicesexact + excluded.invoicesexact,
      bills = s.bills + excluded.bills,
      billcents = s.billcents + excluded.billcents,
      refreshedat = excluded.refreshedat
  )
  -- The rows that lost lines on balance: only these can have none left.
  SELECT array_agg(vendorid ORDER BY vendorid, tradeid), array_agg(tradeid ORDER BY vendorid, tradeid)
    INTO left_vendors, left_trades
    FROM changed WHERE members < 0;
  IF left_vendors IS NOT NULL THEN
    DELETE FROM vendorscorecards s
    USING unnest(left_vendors, left_trades) e (vendorid, tradeid)
    WHERE s.vendorid = e.vendorid AND s.tradeid = e.tradeid
      AND NOT EXISTS (SELECT 1 FROM vendorscorecardlines f WHERE e.tradeid = 0 AND f.vendorid = e.vendorid)
      AND NOT EXISTS (SELECT 1 FROM vendorscorecardlines f WHERE f.vendorid = e.vendorid AND f.tradeid = e.tradeid);
  END IF;
END
$$;
--> statement-breakpoint
-- The vendor locks of the rollup's writers: one advisory key per vendor (class 17003) in id order, under a shared
-- key 0; a statement over more than 1,000 vendors (a bulk update, a rebuild of every vendor) takes key 0
-- exclusively instead, so it never needs a lock per vendor (as fm_orderlinefacts_refresh, 0040). `held`: the
-- vendors this statement already locked; `more`: those to lock now, in id order.
CREATE OR REPLACE FUNCTION fm_vendorscorecards_lock(held integer[], more integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(held) + cardinality(more) > 1000 THEN
    PERFORM pg_advisory_xact_lock(17003, 0);
    RETURN;
  END IF;
  IF cardinality(held) = 0 THEN
    PERFORM pg_advisory_xact_lock_shared(17003, 0);
  END IF;
  PERFORM pg_advisory_xact_lock(17003, v.id) FROM unnest(more) WITH ORDINALITY v (id, n) ORDER BY v.n;
END
$$;
--> statement-breakpoint
-- The incremental writer, called by every trigger with the lines its statement touched. Locking as in 0048 /
-- 0065: one advisory key per vendor (fm_vendorscorecards_lock), taken at the end of the statement, after the
-- order's row lock, so two transactions changing one vendor take turns and the second reads the first's
-- committed rows (each statement below takes a new snapshot). The vendors are those of the lines now and of their
-- stored rows; read again once locked, since a line may have moved to another vendor meanwhile. Only the lines
-- whose contribution changed are written (most check-ins after the first, and most order saves, change none).
CREATE OR REPLACE FUNCTION fm_vendorscorecards_apply(lineids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  locked integer[] := '{}';
  more integer[];
  olds vendorscorecardlines[];
  news vendorscorecardlines[];
BEGIN
  lineids := array(SELECT DISTINCT x FROM unnest(lineids) x WHERE x IS NOT NULL ORDER BY 1);
  IF cardinality(lineids) = 0 THEN
    RETURN;
  END IF;
  LOOP
    more := array(
      SELECT DISTINCT v.vendorid FROM (
        SELECT l.vendorid FROM workordervendors l WHERE l.id = ANY (lineids)
        UNION ALL
        SELECT f.vendorid FROM vendorscorecardlines f WHERE f.lineid = ANY (lineids)) v
      WHERE v.vendorid <> ALL (locked) ORDER BY 1);
    EXIT WHEN cardinality(more) = 0;
    PERFORM fm_vendorscorecards_lock(locked, more);
    locked := locked || more;
  END LOOP;
  SELECT array_agg(a.f ORDER BY (a.f).lineid) FILTER (WHERE (a.f).lineid IS NOT NULL),
         array_agg(b.f ORDER BY (b.f).lineid) FILTER (WHERE (b.f).lineid IS NOT NULL)
    INTO olds, news
    FROM (SELECT f FROM vendorscorecardlines f WHERE f.lineid = ANY (lineids)) a
    FULL JOIN (SELECT f FROM fm_vendorscorecardlines_of(lineids) f) b ON (b.f).lineid = (a.f).lineid
   WHERE a.f IS DISTINCT FROM b.f;
  IF olds IS NULL AND news IS NULL THEN
    RETURN;
  END IF;
  olds := coalesce(olds, '{}');
  news := coalesce(news, '{}');
  INSERT INTO vendorscorecardlines AS f SELECT * FROM unnest(news) n ORDER BY n.lineid
  ON CONFLICT (lineid) DO UPDATE SET
    vendorid = excluded.vendorid, tradeid = excluded.tradeid, acceptseconds = excluded.acceptseconds,
    billcents = excluded.billcents, lines = excluded.lines, accepted = excluded.accepted,
    declined = excluded.declined, arrivals = excluded.arrivals, ontimearrivals = excluded.ontimearrivals,
    slajudged = excluded.slajudged, slamet = excluded.slamet, completed = excluded.completed,
    recalled = excluded.recalled, invoicesjudged = excluded.invoicesjudged, invoicesexact = excluded.invoicesexact,
    bills = excluded.bills;
  DELETE FROM vendorscorecardlines f
  WHERE f.lineid IN (SELECT o.lineid FROM unnest(olds) o)
    AND f.lineid NOT IN (SELECT n.lineid FROM unnest(news) n);
  PERFORM fm_vendorscorecards_add(olds, news);
END
$$;
--> statement-breakpoint
-- The full rebuild, for repair (after a bulk change with the triggers off, or to check the rollup): recomputes
-- every line of the given vendors and their rows from those lines, queueing the net change of their bills for the
-- trade totals. The vendors of any line whose stored row names another vendor come too, so the rows stay the sums
-- of their lines. Same locks as the incremental writer.
CREATE OR REPLACE FUNCTION fm_vendorscorecards_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  locked integer[] := '{}';
  more integer[];
BEGIN
  ids := array(SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL ORDER BY 1);
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  LOOP
    more := array(
      SELECT DISTINCT v.vendorid FROM (
        SELECT unnest(ids)
        UNION ALL
        SELECT l.vendorid FROM workordervendors l
        WHERE l.id IN (SELECT f.lineid FROM vendorscorecardlines f WHERE f.vendorid = ANY (ids))
        UNION ALL
        SELECT f.vendorid FROM vendorscorecardlines f
        WHERE f.lineid IN (SELECT l.id FROM workordervendors l WHERE l.vendorid = ANY (ids))) v (vendorid)
      WHERE v.vendorid <> ALL (locked) ORDER BY 1);
    EXIT WHEN cardinality(more) = 0;
    PERFORM fm_vendorscorecards_lock(locked, more);
    locked := locked || more;
    ids := array(SELECT DISTINCT x FROM unnest(locked) x ORDER BY 1);
  END LOOP;
  DELETE FROM vendorscorecardlines WHERE vendorid = ANY (ids);
  INSERT INTO vendorscorecardlines
  SELECT * FROM fm_vendorscorecardlines_of(array(SELECT l.id FROM workordervendors l WHERE l.vendorid = ANY (ids)))
  ORDER BY lineid;
  -- The old rows come out whole (their bills leave the trade totals), then every line is added from nothing.
  WITH g AS (DELETE FROM vendorscorecards WHERE vendorid = ANY (ids) RETURNING tradeid, bills, billcents)
  INSERT INTO tradescorecardpending (tradeid, bills, billcents)
  SELECT g.tradeid, -sum(g.bills), -sum(g.billcents) FROM g
  WHERE g.tradeid <> 0 GROUP BY g.tradeid HAVING sum(g.bills) <> 0 OR sum(g.billcents) <> 0;
  PERFORM fm_vendorscorecards_add('{}', array(SELECT f FROM vendorscorecardlines f WHERE f.vendorid = ANY (ids)));
END
$$;
--> statement-breakpoint
-- Replaced by fm_vendorscorecardlines_of (per line) and the sums above.
DROP FUNCTION IF EXISTS fm_vendorscorecards_of(integer[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_vendorscorecards_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_vendorscorecards_apply(array(SELECT id FROM fm_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_vendorscorecards_apply(array(SELECT id FROM fm_old));
  ELSE
    -- wostatusid follows the order's status (its own trigger); the order's trigger below covers that change.
    PERFORM fm_vendorscorecards_apply(array(
      SELECT n.id FROM fm_old o JOIN fm_new n ON n.id = o.id
      WHERE (o.workorderid, o.vendorid, o.tradeid, o.quoteonly, o.acceptedat, o.declinedat, o.isapproved,
             o.invoicenumber, o.invoiceamount, o.createddate)
            IS DISTINCT FROM (n.workorderid, n.vendorid, n.tradeid, n.quoteonly, n.acceptedat, n.declinedat,
             n.isapproved, n.invoicenumber, n.invoiceamount, n.createddate)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_vendorscorecards_workorders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new recall counts against the lines of the order it recalls.
    PERFORM fm_vendorscorecards_apply(array(
      SELECT l.id FROM workordervendors l
      WHERE l.workorderid IN (SELECT recallof FROM fm_new WHERE recallof IS NOT NULL)));
  ELSIF TG_OP = 'DELETE' THEN
    -- A deleted recall no longer does (the deleted order's own lines go by their own trigger).
    PERFORM fm_vendorscorecards_apply(array(
      SELECT l.id FROM workordervendors l
      WHERE l.workorderid IN (SELECT recallof FROM fm_old WHERE recallof IS NOT NULL)));
  ELSE
    PERFORM fm_vendorscorecards_apply(array(
      SELECT l.id FROM workordervendors l
      WHERE l.workorderid IN (
        SELECT n.id FROM fm_old o JOIN fm_new n ON n.id = o.id
        WHERE (o.statusid, o.completedate, o.duedate, o.scheduledate, o.onsitedate)
              IS DISTINCT FROM (n.statusid, n.completedate, n.duedate, n.scheduledate, n.onsitedate)
        UNION
        SELECT x.recallof FROM fm_old o JOIN fm_new n ON n.id = o.id,
          LATERAL (VALUES (o.recallof), (n.recallof)) x (recallof)
        WHERE x.recallof IS NOT NULL
          AND (o.recallof, o.statusid) IS DISTINCT FROM (n.recallof, n.statusid))));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only a check-in ("in") moves a figure: the lines it names (or all the order's lines when it names none).
CREATE OR REPLACE FUNCTION fm_vendorscorecards_checkins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_vendorscorecards_apply(array(
      SELECT l.id FROM fm_new c JOIN workordervendors l ON l.workorderid = c.workorderid
      WHERE c.kind = 'in' AND (c.workordervendorid IS NULL OR c.workordervendorid = l.id)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_vendorscorecards_apply(array(
      SELECT l.id FROM fm_old c JOIN workordervendors l ON l.workorderid = c.workorderid
      WHERE c.kind = 'in' AND (c.workordervendorid IS NULL OR c.workordervendorid = l.id)));
  ELSE
    -- A check-out closing its check-in (closedat) changes nothing counted.
    PERFORM fm_vendorscorecards_apply(array(
      SELECT l.id
      FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.workorderid, o.workordervendorid, o.kind),
                        (n.workorderid, n.workordervendorid, n.kind)) c (workorderid, workordervendorid, kind)
        JOIN workordervendors l ON l.workorderid = c.workorderid
      WHERE (o.workorderid, o.workordervendorid, o.kind, o.at)
            IS DISTINCT FROM (n.workorderid, n.workordervendorid, n.kind, n.at)
        AND c.kind = 'in' AND (c.workordervendorid IS NULL OR c.workordervendorid = l.id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An approved portal invoice with a submitted amount counts for its line.
CREATE OR REPLACE FUNCTION fm_vendorscorecards_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_vendorscorecards_apply(array(
      SELECT workordervendorid FROM fm_new WHERE invoicestatusid = 3 AND submittedamount IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_vendorscorecards_apply(array(
      SELECT workordervendorid FROM fm_old WHERE invoicestatusid = 3 AND submittedamount IS NOT NULL));
  ELSE
    PERFORM fm_vendorscorecards_apply(array(
      SELECT x.id FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.workordervendorid), (n.workordervendorid)) x (id)
      WHERE (o.invoicestatusid, o.submittedamount, o.workordervendorid)
            IS DISTINCT FROM (n.invoicestatusid, n.submittedamount, n.workordervendorid)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_wo_del AFTER DELETE ON workorders
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_workorders();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_checkin_upd AFTER UPDATE ON workordercheckins
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_checkins();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_checkin_del AFTER DELETE ON workordercheckins
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_checkins();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_vi_ins AFTER INSERT ON vendorinvoices
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_invoices();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_vi_del AFTER DELETE ON vendorinvoices
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_invoices();
--> statement-breakpoint
-- Backfill (no other writer runs during a migration): every counted line, then every vendor's rows and the trade
-- totals rebuilt from the lines, so the rows are exactly the sums the triggers keep from here on (a row the old
-- triggers had left stale, e.g. after a recall was deleted, is corrected).
INSERT INTO vendorscorecardlines
SELECT * FROM fm_vendorscorecardlines_of(array(SELECT id FROM workordervendors ORDER BY id)) ORDER BY lineid;
--> statement-breakpoint
DELETE FROM vendorscorecards;
--> statement-breakpoint
SELECT fm_vendorscorecards_add('{}', array_agg(f)) FROM vendorscorecardlines f GROUP BY f.vendorid;
--> statement-breakpoint
DELETE FROM tradescorecardpending;
--> statement-breakpoint
DELETE FROM tradescorecardtotals;
--> statement-breakpoint
INSERT INTO tradescorecardtotals (tradeid, bills, billcents)
SELECT tradeid, sum(bills), sum(billcents) FROM vendorscorecards WHERE tradeid <> 0 GROUP BY tradeid;
--> statement-breakpoint
-- The rebuild above left every old entry of the rollup's indexes dead: rebuilt compact (at 20,000 vendors the
-- ranking index Select Vendor reads was 39 MB after the rebuild, 7.6 MB reindexed; p95 105 → 84 ms).
REINDEX TABLE vendorscorecards;
