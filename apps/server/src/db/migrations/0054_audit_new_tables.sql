-- The audit trail (migration 0049, issue 33) on the business tables that issues 31-33 added beside it:
-- SLA policies, holidays, settings and pauses; automatic dispatch settings, runs and offers; NTE raises and
-- invoice rules; API tokens, webhook subscriptions and integration settings (token hashes and webhook secrets
-- show as "(hidden)"). Bookkeeping tables stay out (audit-coverage.guard.test.ts lists why).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'slapolicies', 'slaholidays', 'slasettings', 'slapauses', 'autodispatchsettings', 'autodispatchruns',
    'autodispatchoffers', 'nteraises', 'apitokens', 'webhooksubscriptions', 'integrationsettings'
  ] LOOP
    EXECUTE format('CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fm_audit()', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fm_audit AFTER INSERT OR UPDATE OR DELETE ON invoicerules
  FOR EACH ROW EXECUTE FUNCTION fm_audit('key');
--> statement-breakpoint
-- Live screens: a paused clock and an NTE raise change what the order's open screens show.
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON slapauses FOR EACH ROW EXECUTE FUNCTION fm_live_event('workorder');
--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON nteraises FOR EACH ROW EXECUTE FUNCTION fm_live_event('vendor');
