-- Reports 3, 5, 16, 18, 19 and 20 (issue 17) read two rollups kept by triggers, so a month at 1,000,000 orders is
-- one index range of adjacent entries instead of 16,000 random look-ups of orders and their vendor lines
-- (3, 5, 16, 20: 150–400 ms a month before) or a pass over every open order (19: 280 ms).
--
-- orderlinefacts: one row per (order, vendor) of its vendor lines (kind 'v') and per (order, trade) of its trades
-- or of its lines' trades (kind 't'), with the order's customer, received and completed UTC days, cancelled flag
-- and days to complete copied in; for 'v' the lines' quoted and invoiced sums and how many lines carry a vendor
-- invoice number, for 't' whether the order lists the trade and the invoiced sum of the lines of that trade.
CREATE TABLE "orderlinefacts" (
	"workorderid" integer NOT NULL,
	"kind" char(1) NOT NULL,
	"dimid" integer NOT NULL,
	"customerid" integer NOT NULL,
	"createdday" date NOT NULL,
	"completedday" date,
	"cancelled" boolean NOT NULL,
	"completedays" double precision,
	"listed" boolean NOT NULL,
	"quoted" numeric(14, 2),
	"invoiced" numeric(14, 2),
	"invoicedlines" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orderlinefacts_pk" ON "orderlinefacts" USING btree ("workorderid","kind","dimid");
--> statement-breakpoint
CREATE INDEX "orderlinefacts_created_idx" ON "orderlinefacts" USING btree ("kind","createdday")
  INCLUDE ("dimid","customerid","listed","completedday","completedays","cancelled","invoiced");
--> statement-breakpoint
CREATE INDEX "orderlinefacts_completed_idx" ON "orderlinefacts" USING btree ("kind","completedday")
  INCLUDE ("dimid","customerid","quoted","invoiced","invoicedlines") WHERE "completedday" IS NOT NULL;
--> statement-breakpoint
-- The rows of the given orders, computed from the live tables (the backfill below passes every order's id).
CREATE OR REPLACE FUNCTION fm_orderlinefacts_of(ids integer[]) RETURNS SETOF orderlinefacts LANGUAGE sql STABLE AS $$
  SELECT x.workorderid, x.kind, x.dimid, w.customerid, (w.createddate AT TIME ZONE 'UTC')::date,
         (w.completedate AT TIME ZONE 'UTC')::date, w.statusid = 6,
         extract(epoch FROM w.completedate - w.createddate)::double precision / 86400,
         x.listed, x.quoted, x.invoiced, x.invoicedlines
  FROM (
    SELECT wv.workorderid, 'v'::char(1) AS kind, wv.vendorid AS dimid, true AS listed,
           sum(wv.quotedamount) AS quoted, sum(wv.invoiceamount) AS invoiced,
           count(wv.invoicenumber)::int AS invoicedlines
    FROM workordervendors wv
    WHERE wv.workorderid = ANY (ids)
    GROUP BY 1, 3
    UNION ALL
    SELECT coalesce(wt.workorderid, c.workorderid), 't'::char(1), coalesce(wt.tradeid, c.tradeid),
           wt.workorderid IS NOT NULL, NULL::numeric, c.invoiced, 0
    FROM (SELECT * FROM workordertrades WHERE workorderid = ANY (ids)) wt
    FULL JOIN (
      SELECT workorderid, tradeid, sum(invoiceamount) AS invoiced FROM workordervendors
      WHERE tradeid IS NOT NULL AND workorderid = ANY (ids)
      GROUP BY 1, 2
    ) c ON c.workorderid = wt.workorderid AND c.tradeid = wt.tradeid
  ) x
  JOIN workorders w ON w.id = x.workorderid
$$;
--> statement-breakpoint
-- Same locking as fm_invoicedorderdays_refresh (0039) and on the SAME advisory class 17002 (per order in id order,
-- one exclusive key 0 for a statement over more than 1,000 orders): a transaction holding an order's key for one
-- rollup holds it for both, so two transactions can never take the two rollups' locks in opposite orders.
CREATE OR REPLACE FUNCTION fm_orderlinefacts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer := coalesce(array_length(ids, 1), 0);
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  IF n > 1000 THEN
    PERFORM pg_advisory_xact_lock(17002, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(17002, 0);
    PERFORM pg_advisory_xact_lock(17002, o.id) FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) o;
  END IF;
  DELETE FROM orderlinefacts WHERE workorderid = ANY (ids);
  INSERT INTO orderlinefacts SELECT * FROM fm_orderlinefacts_of(ids) ORDER BY 1, 2, 3;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_orderlinefacts_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_orderlinefacts_refresh(array(SELECT DISTINCT workorderid FROM fm_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_orderlinefacts_refresh(array(SELECT DISTINCT workorderid FROM fm_old));
  ELSIF TG_TABLE_NAME = 'workordertrades' THEN
    PERFORM fm_orderlinefacts_refresh(array(
      SELECT DISTINCT x.workorderid FROM (SELECT workorderid FROM fm_old UNION SELECT workorderid FROM fm_new) x));
  ELSE
    -- Vendor lines change often (status, dates); only these columns move a figure.
    PERFORM fm_orderlinefacts_refresh(array(
      SELECT DISTINCT x.workorderid FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.workorderid), (n.workorderid)) x (workorderid)
      WHERE (o.workorderid, o.vendorid, o.tradeid, o.quotedamount, o.invoiceamount, o.invoicenumber IS NULL)
            IS DISTINCT FROM (n.workorderid, n.vendorid, n.tradeid, n.quotedamount, n.invoiceamount, n.invoicenumber IS NULL)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_orderlinefacts_workorders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fm_orderlinefacts_refresh(array(
    SELECT n.id FROM fm_old o JOIN fm_new n ON n.id = o.id
    WHERE (o.customerid, o.createddate, o.completedate, o.statusid = 6)
          IS DISTINCT FROM (n.customerid, n.createddate, n.completedate, n.statusid = 6)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wov_ins AFTER INSERT ON workordervendors
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_lines();
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wov_upd AFTER UPDATE ON workordervendors
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_lines();
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wov_del AFTER DELETE ON workordervendors
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_lines();
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wot_ins AFTER INSERT ON workordertrades
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_lines();
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wot_upd AFTER UPDATE ON workordertrades
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_lines();
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wot_del AFTER DELETE ON workordertrades
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_lines();
--> statement-breakpoint
CREATE TRIGGER orderlinefacts_wo_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_workorders();
--> statement-breakpoint
INSERT INTO orderlinefacts SELECT * FROM fm_orderlinefacts_of(array(SELECT id FROM workorders ORDER BY id)) ORDER BY 1, 2, 3;
--> statement-breakpoint
-- workorderdaycounts: orders per UTC day, customer and dispatcher (0 = none) and kind: 'r' received (created),
-- 'd' dispatched, 'c' completed, 'x' received and now cancelled, 'o' open (not Invoiced, Cancelled or Denied)
-- by due day (dispatcher always 0: report 19 does not ask, and the open rows stay one per customer and day). Kept by deltas like workordercounts (0003/0010): report 18 sums a range of days, report 19's count
-- the open orders due before today.
CREATE TABLE "workorderdaycounts" (
	"kind" char(1) NOT NULL,
	"day" date NOT NULL,
	"customerid" integer NOT NULL,
	"dispatcherid" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workorderdaycounts_pk" ON "workorderdaycounts" USING btree ("kind","day","customerid","dispatcherid") INCLUDE ("n");
--> statement-breakpoint
-- What one order adds to the counters (a row of workorders in, its (kind, day, customer, dispatcher) out).
CREATE OR REPLACE FUNCTION fm_workorderdaycounts_keys(
  createddate timestamptz, dispatchdate timestamptz, completedate timestamptz, duedate timestamptz,
  statusid integer, customerid integer, dispatcherid integer
) RETURNS TABLE (kind char(1), day date, customerid integer, dispatcherid integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.kind, (k.at AT TIME ZONE 'UTC')::date, $6, CASE WHEN k.kind = 'o' THEN 0 ELSE coalesce($7, 0) END
  FROM (VALUES ('r', $1), ('d', $2), ('c', $3),
               ('x', CASE WHEN $5 = 6 THEN $1 END),
               ('o', CASE WHEN $5 NOT IN (10, 6, 5) THEN $4 END)) k (kind, at)
  WHERE k.at IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_workorderdaycounts_add(olds workorders[], news workorders[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO workorderdaycounts AS c (kind, day, customerid, dispatcherid, n)
  SELECT k.kind, k.day, k.customerid, k.dispatcherid, sum(d.sign)::int
  FROM (
    SELECT -1 AS sign, o.createddate, o.dispatchdate, o.completedate, o.duedate, o.statusid, o.customerid, o.dispatcherid
    FROM unnest(olds) o
    UNION ALL
    SELECT 1, n.createddate, n.dispatchdate, n.completedate, n.duedate, n.statusid, n.customerid, n.dispatcherid
    FROM unnest(news) n
  ) d,
  LATERAL fm_workorderdaycounts_keys(d.createddate, d.dispatchdate, d.completedate, d.duedate, d.statusid,
                                     d.customerid, d.dispatcherid) k
  GROUP BY 1, 2, 3, 4 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (kind, day, customerid, dispatcherid) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_workorderdaycounts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_workorderdaycounts_add('{}', array(SELECT n::workorders FROM fm_new n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_workorderdaycounts_add(array(SELECT o::workorders FROM fm_old o), '{}');
  ELSE
    -- Only the rows whose counted columns moved (status changes that stay open, or stay closed, cancel out too).
    PERFORM fm_workorderdaycounts_add(array(SELECT o::workorders FROM fm_old o JOIN fm_new n ON n.id = o.id WHERE
        (o.createddate, o.dispatchdate, o.completedate, o.duedate, o.statusid, o.customerid, o.dispatcherid)
        IS DISTINCT FROM (n.createddate, n.dispatchdate, n.completedate, n.duedate, n.statusid, n.customerid, n.dispatcherid)),
      array(SELECT n::workorders FROM fm_old o JOIN fm_new n ON n.id = o.id WHERE
        (o.createddate, o.dispatchdate, o.completedate, o.duedate, o.statusid, o.customerid, o.dispatcherid)
        IS DISTINCT FROM (n.createddate, n.dispatchdate, n.completedate, n.duedate, n.statusid, n.customerid, n.dispatcherid)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workorderdaycounts_ins AFTER INSERT ON workorders
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workorderdaycounts_apply();
--> statement-breakpoint
CREATE TRIGGER workorderdaycounts_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workorderdaycounts_apply();
--> statement-breakpoint
CREATE TRIGGER workorderdaycounts_del AFTER DELETE ON workorders
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_workorderdaycounts_apply();
--> statement-breakpoint
INSERT INTO workorderdaycounts (kind, day, customerid, dispatcherid, n)
SELECT k.kind, k.day, k.customerid, k.dispatcherid, count(*)::int
FROM workorders w,
LATERAL fm_workorderdaycounts_keys(w.createddate, w.dispatchdate, w.completedate, w.duedate, w.statusid,
                                   w.customerid, w.dispatcherid) k
GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
