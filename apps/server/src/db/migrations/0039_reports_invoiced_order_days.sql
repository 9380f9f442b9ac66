-- 2 Margin and 9 Customer Invoicing (issue 17): per work order and UTC day of its customer invoices (rejected
-- ones left out), their count, total and latest date, with the order's number, customer and vendor cost (every
-- vendor line's invoice amount) copied in. Triggers on invoices, workordervendors and workorders keep it in
-- step in the same transaction, so a year of either report reads about one row per invoiced order from one
-- index range instead of looking up each order and its vendor lines (2 Margin, one year at 1,000,000 orders:
-- 2.3 s before).
CREATE TABLE "invoicedorderdays" (
	"day" date NOT NULL,
	"workorderid" integer NOT NULL,
	"customerid" integer NOT NULL,
	"wonumber" varchar(32) NOT NULL,
	"invoices" integer NOT NULL,
	"invoicetotal" numeric(14, 2) NOT NULL,
	"lastinvoicedate" timestamp with time zone NOT NULL,
	"vendorcost" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoicedorderdays_pk" ON "invoicedorderdays" USING btree ("day","workorderid");
--> statement-breakpoint
CREATE INDEX "invoicedorderdays_wo_idx" ON "invoicedorderdays" USING btree ("workorderid");
--> statement-breakpoint
-- Recomputes the rows of the given orders from their invoices, vendor lines and the order itself.
-- Two transactions changing the same order at once must not leave the figures of the one that computed first:
-- each takes a transaction-scoped advisory lock per order (in id order, so no deadlock) BEFORE it computes; the
-- recompute is a later statement, so under READ COMMITTED it sees what a transaction that held the lock
-- committed. A bulk statement (over 1,000 orders) takes one exclusive lock instead of a lock per order (the lock
-- table holds a few thousand); single-order writers hold that key shared.
CREATE OR REPLACE FUNCTION fm_invoicedorderdays_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM invoicedorderdays d
  USING (SELECT DISTINCT unnest(ids) AS id) u
  WHERE d.workorderid = u.id
    AND NOT EXISTS (
      SELECT 1 FROM invoices i
      WHERE i.workorderid = d.workorderid AND NOT i.isrejected AND (i.invoicedate AT TIME ZONE 'UTC')::date = d.day
    );
  INSERT INTO invoicedorderdays AS r
    (day, workorderid, customerid, wonumber, invoices, invoicetotal, lastinvoicedate, vendorcost)
  SELECT (i.invoicedate AT TIME ZONE 'UTC')::date, i.workorderid, w.customerid, w.wonumber, count(*)::int,
         sum(i.amount), max(i.invoicedate),
         (SELECT coalesce(sum(wv.invoiceamount), 0) FROM workordervendors wv WHERE wv.workorderid = i.workorderid)
  FROM (SELECT DISTINCT unnest(ids) AS id) u
  JOIN invoices i ON i.workorderid = u.id
  JOIN workorders w ON w.id = i.workorderid
  WHERE NOT i.isrejected
  GROUP BY 1, 2, w.customerid, w.wonumber
  ORDER BY 1, 2
  ON CONFLICT (day, workorderid) DO UPDATE SET
    customerid = excluded.customerid, wonumber = excluded.wonumber, invoices = excluded.invoices,
    invoicetotal = excluded.invoicetotal, lastinvoicedate = excluded.lastinvoicedate, vendorcost = excluded.vendorcost;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_invoicedorderdays_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_invoicedorderdays_refresh(array(SELECT DISTINCT workorderid FROM fm_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_invoicedorderdays_refresh(array(SELECT DISTINCT workorderid FROM fm_old));
  ELSE
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT x.workorderid FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.workorderid), (n.workorderid)) x (workorderid)
      WHERE (o.workorderid, o.invoicedate, o.amount, o.isrejected)
            IS DISTINCT FROM (n.workorderid, n.invoicedate, n.amount, n.isrejected)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Vendor lines change often (status, dates) but only their invoice amount or order moves the cost. No "has an
-- invoice" filter here: that would read this transaction's snapshot, before the lock; the refresh reads after it.
CREATE OR REPLACE FUNCTION fm_invoicedorderdays_vendorlines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT n.workorderid FROM fm_new n
      WHERE n.invoiceamount IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT o.workorderid FROM fm_old o
      WHERE o.invoiceamount IS NOT NULL));
  ELSE
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT x.workorderid FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.workorderid), (n.workorderid)) x (workorderid)
      WHERE (o.workorderid, o.invoiceamount) IS DISTINCT FROM (n.workorderid, n.invoiceamount)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_invoicedorderdays_workorders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fm_invoicedorderdays_refresh(array(
    SELECT n.id FROM fm_old o JOIN fm_new n ON n.id = o.id
    WHERE (o.customerid, o.wonumber) IS DISTINCT FROM (n.customerid, n.wonumber)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_inv_ins AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_invoices();
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_inv_upd AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_invoices();
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_inv_del AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_invoices();
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_wov_ins AFTER INSERT ON workordervendors
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_vendorlines();
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_wov_upd AFTER UPDATE ON workordervendors
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_vendorlines();
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_wov_del AFTER DELETE ON workordervendors
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_vendorlines();
--> statement-breakpoint
CREATE TRIGGER invoicedorderdays_wo_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_workorders();
--> statement-breakpoint
INSERT INTO invoicedorderdays (day, workorderid, customerid, wonumber, invoices, invoicetotal, lastinvoicedate, vendorcost)
SELECT (i.invoicedate AT TIME ZONE 'UTC')::date, i.workorderid, w.customerid, w.wonumber, count(*)::int,
       sum(i.amount), max(i.invoicedate), coalesce(v.cost, 0)
FROM invoices i
JOIN workorders w ON w.id = i.workorderid
LEFT JOIN (SELECT workorderid, sum(invoiceamount) AS cost FROM workordervendors GROUP BY 1) v ON v.workorderid = i.workorderid
WHERE NOT i.isrejected
GROUP BY 1, 2, w.customerid, w.wonumber, v.cost
ORDER BY 1, 2;
