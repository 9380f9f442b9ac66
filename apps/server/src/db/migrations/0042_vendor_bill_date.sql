-- One cost per order (issue 35, docs/decisions/0042-one-cost-per-order.md): a vendor line carries its bill's date
-- (the portal invoice's, or the one staff enter with the bill on the Vendor tab), and the rollup of the Margin
-- reports (2 and 9) costs a line as packages/domain vendorLineCostCents does: its bill amount once billed, else
-- its quoted amount. So a quote change moves the cost too.
ALTER TABLE "workordervendors" ADD COLUMN "invoicedate" date;
--> statement-breakpoint
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
         (SELECT coalesce(sum(coalesce(wv.invoiceamount, wv.quotedamount)), 0)
          FROM workordervendors wv WHERE wv.workorderid = i.workorderid)
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
CREATE OR REPLACE FUNCTION fm_invoicedorderdays_vendorlines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT n.workorderid FROM fm_new n
      WHERE coalesce(n.invoiceamount, n.quotedamount) <> 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT o.workorderid FROM fm_old o
      WHERE coalesce(o.invoiceamount, o.quotedamount) <> 0));
  ELSE
    PERFORM fm_invoicedorderdays_refresh(array(
      SELECT DISTINCT x.workorderid FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.workorderid), (n.workorderid)) x (workorderid)
      WHERE (o.workorderid, coalesce(o.invoiceamount, o.quotedamount))
            IS DISTINCT FROM (n.workorderid, coalesce(n.invoiceamount, n.quotedamount))));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE invoicedorderdays d
SET vendorcost = c.cost
FROM (SELECT workorderid, sum(coalesce(invoiceamount, quotedamount)) AS cost FROM workordervendors GROUP BY 1) c
WHERE c.workorderid = d.workorderid AND d.vendorcost IS DISTINCT FROM c.cost;
