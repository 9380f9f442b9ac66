CREATE TABLE "vendorscorecards" (
	"vendorid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"lines" integer NOT NULL,
	"accepted" integer NOT NULL,
	"declined" integer NOT NULL,
	"acceptseconds" bigint NOT NULL,
	"arrivals" integer NOT NULL,
	"ontimearrivals" integer NOT NULL,
	"slajudged" integer NOT NULL,
	"slamet" integer NOT NULL,
	"completed" integer NOT NULL,
	"recalled" integer NOT NULL,
	"invoicesjudged" integer NOT NULL,
	"invoicesexact" integer NOT NULL,
	"bills" integer NOT NULL,
	"billcents" bigint NOT NULL,
	"refreshedat" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendorscorecards_pk" PRIMARY KEY("vendorid","tradeid")
);
--> statement-breakpoint
CREATE TABLE "invoicerules" (
	"key" varchar(16) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"tolerance" numeric(10, 2) DEFAULT '0' NOT NULL,
	"modifiedby" integer,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nteraises" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"requestedby" integer,
	"currentnte" numeric(12, 2),
	"requestednte" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decidedby" integer,
	"decidedat" timestamp with time zone,
	"decisionnote" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD COLUMN "submittedamount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD COLUMN "failedrules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD COLUMN "autoapproved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "acceptedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "declinedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "declinereason" text;--> statement-breakpoint
ALTER TABLE "workorders" ADD COLUMN "recallof" integer;--> statement-breakpoint
ALTER TABLE "vendorscorecards" ADD CONSTRAINT "vendorscorecards_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicerules" ADD CONSTRAINT "invoicerules_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nteraises" ADD CONSTRAINT "nteraises_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nteraises" ADD CONSTRAINT "nteraises_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nteraises" ADD CONSTRAINT "nteraises_requestedby_users_id_fk" FOREIGN KEY ("requestedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nteraises" ADD CONSTRAINT "nteraises_decidedby_users_id_fk" FOREIGN KEY ("decidedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nteraises_workorder_idx" ON "nteraises" USING btree ("workorderid");--> statement-breakpoint
CREATE UNIQUE INDEX "nteraises_pending_uq" ON "nteraises" USING btree ("workorderid","vendorid") WHERE "nteraises"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "workorders_recallof_idx" ON "workorders" USING btree ("recallof") WHERE "workorders"."recallof" is not null;--> statement-breakpoint
-- Issue 32 §4: vendor scorecards kept by statement triggers (decision 0045-s32score). Any change to a figure's
-- source (a vendor line, its order's dates / status / recall link, a check-in, a portal invoice) recomputes the
-- rows of the vendors concerned from their own lines (one index range per vendor), never every order per read.
--
-- SLA compliance until the SLA clocks land: completed by the due date. The SLA work replaces this one function.
CREATE OR REPLACE FUNCTION fm_scorecard_sla_met(workorderid integer, completed timestamptz, due timestamptz)
  RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT completed <= due $$;
--> statement-breakpoint
-- The rows of the given vendors from the live tables: per trade of a line, and over all lines (tradeid 0).
-- Completed = a complete date or a work-done status other than Cancelled / Denied (4, 10, 12, 15, 17).
CREATE OR REPLACE FUNCTION fm_vendorscorecards_of(ids integer[]) RETURNS SETOF vendorscorecards LANGUAGE sql STABLE AS $$
  WITH f AS (
    SELECT l.vendorid, l.tradeid,
           (NOT l.quoteonly) AS dispatched,
           l.acceptedat IS NOT NULL AS accepted,
           l.declinedat IS NOT NULL AS declined,
           CASE WHEN l.acceptedat IS NOT NULL
                THEN greatest(0, extract(epoch FROM l.acceptedat - l.createddate))::bigint ELSE 0 END AS acceptseconds,
           coalesce(ci.at, w.onsitedate) AS arrival,
           coalesce(w.scheduledate, w.duedate) AS onsiteby,
           (w.completedate IS NOT NULL OR w.statusid IN (4, 10, 12, 15, 17)) AS completed,
           w.completedate, w.duedate, w.id AS workorderid,
           EXISTS (SELECT 1 FROM workorders r WHERE r.recallof = w.id AND r.statusid NOT IN (5, 6)) AS recalled,
           vi.submittedamount, (vi.id IS NOT NULL) AS invoicejudged,
           (l.isapproved AND l.invoicenumber IS NOT NULL) AS bill,
           coalesce(l.invoiceamount, 0) AS billamount,
           l.invoiceamount
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
    WHERE l.vendorid = ANY (ids) AND w.statusid <> 6
  )
  SELECT vendorid,
         CASE WHEN grouping(tradeid) = 1 THEN 0 ELSE tradeid END,
         count(*) FILTER (WHERE dispatched)::int,
         count(*) FILTER (WHERE accepted)::int,
         count(*) FILTER (WHERE declined)::int,
         coalesce(sum(acceptseconds), 0)::bigint,
         count(*) FILTER (WHERE arrival IS NOT NULL AND onsiteby IS NOT NULL)::int,
         count(*) FILTER (WHERE arrival IS NOT NULL AND onsiteby IS NOT NULL AND arrival <= onsiteby)::int,
         count(*) FILTER (WHERE completed AND completedate IS NOT NULL AND duedate IS NOT NULL)::int,
         count(*) FILTER (WHERE completed AND completedate IS NOT NULL AND duedate IS NOT NULL
                          AND fm_scorecard_sla_met(workorderid, completedate, duedate))::int,
         count(*) FILTER (WHERE completed)::int,
         count(*) FILTER (WHERE completed AND recalled)::int,
         count(*) FILTER (WHERE invoicejudged)::int,
         count(*) FILTER (WHERE invoicejudged AND invoiceamount = submittedamount)::int,
         count(*) FILTER (WHERE bill)::int,
         coalesce(sum(round(billamount * 100)) FILTER (WHERE bill), 0)::bigint,
         now()
  FROM f
  GROUP BY GROUPING SETS ((vendorid, tradeid), (vendorid))
  HAVING grouping(tradeid) = 1 OR tradeid IS NOT NULL
$$;
--> statement-breakpoint
-- One advisory key per vendor (class 17003, in id order) so two transactions refreshing a vendor take turns and
-- the second reads the first's committed lines; taken at the end of a statement, after the order's row lock.
CREATE OR REPLACE FUNCTION fm_vendorscorecards_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(17003, v.id) FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) v WHERE v.id IS NOT NULL;
  DELETE FROM vendorscorecards WHERE vendorid = ANY (ids);
  INSERT INTO vendorscorecards SELECT * FROM fm_vendorscorecards_of(ids) ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_vendorscorecards_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fm_vendorscorecards_refresh(array(SELECT DISTINCT vendorid FROM fm_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fm_vendorscorecards_refresh(array(SELECT DISTINCT vendorid FROM fm_old));
  ELSE
    -- wostatusid follows the order's status (its own trigger); the order's trigger below covers that change.
    PERFORM fm_vendorscorecards_refresh(array(
      SELECT DISTINCT x.vendorid FROM fm_old o JOIN fm_new n ON n.id = o.id,
        LATERAL (VALUES (o.vendorid), (n.vendorid)) x (vendorid)
      WHERE (o.vendorid, o.tradeid, o.quoteonly, o.acceptedat, o.declinedat, o.isapproved, o.invoicenumber,
             o.invoiceamount, o.createddate)
            IS DISTINCT FROM (n.vendorid, n.tradeid, n.quoteonly, n.acceptedat, n.declinedat, n.isapproved,
             n.invoicenumber, n.invoiceamount, n.createddate)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_vendorscorecards_workorders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new recall counts against the vendors of the order it recalls.
    PERFORM fm_vendorscorecards_refresh(array(
      SELECT DISTINCT l.vendorid FROM workordervendors l
      WHERE l.workorderid IN (SELECT recallof FROM fm_new WHERE recallof IS NOT NULL)));
  ELSE
    PERFORM fm_vendorscorecards_refresh(array(
      SELECT DISTINCT l.vendorid FROM workordervendors l
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
CREATE OR REPLACE FUNCTION fm_vendorscorecards_checkins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fm_vendorscorecards_refresh(array(
    SELECT DISTINCT l.vendorid FROM workordervendors l WHERE l.workorderid IN (SELECT workorderid FROM fm_new)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_vendorscorecards_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fm_vendorscorecards_refresh(array(
    SELECT DISTINCT n.vendorid FROM fm_old o JOIN fm_new n ON n.id = o.id
    WHERE (o.invoicestatusid, o.submittedamount, o.workordervendorid)
          IS DISTINCT FROM (n.invoicestatusid, n.submittedamount, n.workordervendorid)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_wov_ins AFTER INSERT ON workordervendors
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_lines();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_wov_upd AFTER UPDATE ON workordervendors
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_lines();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_wov_del AFTER DELETE ON workordervendors
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_lines();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_wo_ins AFTER INSERT ON workorders
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_workorders();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_wo_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_workorders();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_checkin_ins AFTER INSERT ON workordercheckins
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_checkins();
--> statement-breakpoint
CREATE TRIGGER vendorscorecards_vi_upd AFTER UPDATE ON vendorinvoices
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_invoices();
--> statement-breakpoint
-- A trade's average bill over every vendor (cost vs the trade) reads one range of this index.
CREATE INDEX "vendorscorecards_trade_idx" ON "vendorscorecards" USING btree ("tradeid") INCLUDE ("bills", "billcents");
--> statement-breakpoint
-- Backfill: every vendor with a line.
SELECT fm_vendorscorecards_refresh(array(SELECT DISTINCT vendorid FROM workordervendors));
--> statement-breakpoint
-- Invoice rules (issue 32 §5): one row per rule, all off, so nothing is auto-approved until an Admin turns one on.
INSERT INTO invoicerules (key, enabled, tolerance) VALUES
  ('nte', false, 0), ('rates', false, 0), ('hours', false, 0.5), ('photos', false, 1)
ON CONFLICT (key) DO NOTHING;
