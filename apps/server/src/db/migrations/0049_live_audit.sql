CREATE TABLE "auditlog" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entityid" varchar(128) NOT NULL,
	"action" varchar(8) NOT NULL,
	"changes" jsonb NOT NULL,
	"workorderid" integer,
	"customerid" integer,
	"vendorid" integer,
	"actorid" integer,
	"route" varchar(200),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liveevents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"txid" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auditlog_entity_idx" ON "auditlog" USING btree ("entity","entityid","id");--> statement-breakpoint
CREATE INDEX "auditlog_workorder_idx" ON "auditlog" USING btree ("workorderid","id");--> statement-breakpoint
CREATE INDEX "auditlog_customer_idx" ON "auditlog" USING btree ("customerid","id");--> statement-breakpoint
CREATE INDEX "auditlog_vendor_idx" ON "auditlog" USING btree ("vendorid","id");--> statement-breakpoint
CREATE INDEX "auditlog_actor_idx" ON "auditlog" USING btree ("actorid","id");--> statement-breakpoint
CREATE INDEX "auditlog_at_idx" ON "auditlog" USING btree ("at");--> statement-breakpoint
CREATE INDEX "liveevents_at_idx" ON "liveevents" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "liveevents_tx_uq" ON "liveevents" USING btree ("txid","workorderid","kind");--> statement-breakpoint
-- Issue 33 item 2: the audit trail. One generic row trigger on every business table writes the changed
-- columns (before → after) with the actor and route of the transaction-local settings fm.actor / fm.route
-- (set by platform/audit for every transaction). TG_ARGV[0]: the key columns ("id" when empty), TG_ARGV[1]:
-- more columns to leave out. Secrets are never copied: a changed secret column is recorded as "(hidden)".
CREATE OR REPLACE FUNCTION fm_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  keys text[] := string_to_array(coalesce(nullif(TG_ARGV[0], ''), 'id'), ',');
  skipped text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',');
  diff jsonb;
  key_text text;
BEGIN
  SELECT jsonb_object_agg(
           k,
           CASE WHEN k ~* '(password|token|secret|hash)'
                THEN '["(hidden)","(hidden)"]'::jsonb
                ELSE jsonb_build_array(old_row -> k, new_row -> k) END)
    INTO diff
    FROM jsonb_object_keys(any_row) AS k
   WHERE coalesce(old_row -> k, 'null'::jsonb) IS DISTINCT FROM coalesce(new_row -> k, 'null'::jsonb)
     AND k <> 'searchtext'
     AND NOT (k = ANY (skipped));
  IF diff IS NULL AND TG_OP = 'UPDATE' THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(any_row ->> k, ':' ORDER BY o) INTO key_text FROM unnest(keys) WITH ORDINALITY AS u(k, o);
  INSERT INTO auditlog (entity, entityid, action, changes, workorderid, customerid, vendorid, actorid, route)
  VALUES (
    TG_TABLE_NAME,
    coalesce(key_text, '?'),
    lower(TG_OP),
    coalesce(diff, '{}'::jsonb),
    CASE WHEN TG_TABLE_NAME = 'workorders' THEN (any_row ->> 'id')::int ELSE (any_row ->> 'workorderid')::int END,
    CASE WHEN TG_TABLE_NAME = 'customers' THEN (any_row ->> 'id')::int ELSE (any_row ->> 'customerid')::int END,
    CASE WHEN TG_TABLE_NAME = 'vendors' THEN (any_row ->> 'id')::int ELSE (any_row ->> 'vendorid')::int END,
    nullif(current_setting('fm.actor', true), '')::int,
    nullif(current_setting('fm.route', true), '')
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Append-only: no update; a delete only from the retention job (it sets fm.audit_retention for its transaction).
CREATE OR REPLACE FUNCTION fm_auditlog_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('fm.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'auditlog is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auditlog_append_only BEFORE UPDATE OR DELETE ON auditlog
  FOR EACH ROW EXECUTE FUNCTION fm_auditlog_append_only();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'attachmenttypes', 'customerattachments', 'customercontacts', 'customerjobsites', 'customernotes',
    'customerproposals', 'customers', 'customertrades', 'customervendorexclusions', 'dispatchvendors',
    'divisions', 'invoiceitems', 'invoices', 'jobsiteprocedures', 'managementproviders', 'priorities',
    'proposalitems', 'requesttypes', 'sitemeta', 'states', 'terms', 'traderatecities', 'traderatecounties',
    'traderates', 'traderatezips', 'trades', 'users', 'vendorattachments', 'vendorcontacts', 'vendordocuments',
    'vendorinvoicelabor', 'vendorinvoicematerials', 'vendorinvoiceother', 'vendorinvoices', 'vendornotes',
    'vendorpaymentlines', 'vendorpayments', 'vendorproposallabor', 'vendorproposalmaterials',
    'vendorproposalother', 'vendorproposals', 'vendorqc', 'vendorratings', 'vendors', 'vendorstatustypes',
    'vendortiers', 'vendortrades', 'workorderattachments', 'workordercheckins', 'workorderevents',
    'workorderimports', 'workordernotes', 'workorders', 'workorderstatuses', 'workordervendors'
  ] LOOP
    EXECUTE format('CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fm_audit()', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON vendorservicestates
  FOR EACH ROW EXECUTE FUNCTION fm_audit('vendorid,stateid');
--> statement-breakpoint
CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON vendorzips
  FOR EACH ROW EXECUTE FUNCTION fm_audit('vendorid,zipcode');
--> statement-breakpoint
CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON workordertrades
  FOR EACH ROW EXECUTE FUNCTION fm_audit('workorderid,tradeid');
--> statement-breakpoint
CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON vendorproposalattachments
  FOR EACH ROW EXECUTE FUNCTION fm_audit('proposalid,attachmentid');
--> statement-breakpoint
CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON checkincodes
  FOR EACH ROW EXECUTE FUNCTION fm_audit('id', 'code');
--> statement-breakpoint
-- Issue 33 item 1: live screens. One event per (transaction, work order, kind) on a work order or one of its
-- children, announced on channel fm_live after commit (NOTIFY is transactional); the server fans it out to the
-- open streams that may see the order (features/live-events). TG_ARGV[0]: the kind.
CREATE OR REPLACE FUNCTION fm_live_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  wo int := CASE WHEN TG_TABLE_NAME = 'workorders' THEN (r ->> 'id')::int ELSE (r ->> 'workorderid')::int END;
  k text := TG_ARGV[0];
  eid bigint;
BEGIN
  IF wo IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'workorders' AND TG_OP = 'UPDATE'
     AND (to_jsonb(OLD) -> 'statusid') IS DISTINCT FROM (r -> 'statusid') THEN
    k := 'status';
  END IF;
  INSERT INTO liveevents (workorderid, kind, txid) VALUES (wo, k, txid_current())
    ON CONFLICT DO NOTHING RETURNING id INTO eid;
  IF eid IS NOT NULL THEN
    PERFORM pg_notify('fm_live', json_build_object('id', eid, 'workorderid', wo, 'kind', k)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON workorders FOR EACH ROW EXECUTE FUNCTION fm_live_event('workorder');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON workordertrades FOR EACH ROW EXECUTE FUNCTION fm_live_event('workorder');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON workordervendors FOR EACH ROW EXECUTE FUNCTION fm_live_event('vendor');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON workordernotes FOR EACH ROW EXECUTE FUNCTION fm_live_event('note');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON workorderattachments FOR EACH ROW EXECUTE FUNCTION fm_live_event('attachment');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON customerproposals FOR EACH ROW EXECUTE FUNCTION fm_live_event('proposal');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON vendorproposals FOR EACH ROW EXECUTE FUNCTION fm_live_event('proposal');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION fm_live_event('invoice');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON vendorinvoices FOR EACH ROW EXECUTE FUNCTION fm_live_event('invoice');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON workordercheckins FOR EACH ROW EXECUTE FUNCTION fm_live_event('checkin');
