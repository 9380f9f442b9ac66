-- Issue 34 §3 (migration 0071): what the statement-level rollup triggers cost a work-order UPDATE that moves no
-- rollup column. 2,000 single-row UPDATEs of briefdescription in one DO block, each run rolled back:
-- the one trigger of migration 0071; the seven it replaced (recreated inside the transaction); the one again;
-- no trigger at all (session_replication_role = replica: no audit, live event or rollup either).
--   psql -h 127.0.0.1 -U postgres -d fm_1m -f bench/src/workorder-update-triggers.sql | grep -E '^Time'
-- The DO blocks' times ÷ 2,000 are the per-UPDATE costs (the first run of a fresh connection is cold).
\timing on
begin;
DO $$ BEGIN FOR i IN 1..2000 LOOP UPDATE workorders SET briefdescription = briefdescription || 'x' WHERE id = 5000 + i; END LOOP; END $$;
rollback;
begin;
DROP TRIGGER workorders_rollups_upd ON workorders;
CREATE TRIGGER dispatcherquartercounts_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_dispatcherquartercounts_apply();
CREATE TRIGGER invoicedorderdays_wo_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_invoicedorderdays_workorders();
CREATE TRIGGER orderlinefacts_wo_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_orderlinefacts_workorders();
CREATE TRIGGER vendorscorecards_wo_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_vendorscorecards_workorders();
CREATE TRIGGER workordercounts_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workordercounts_apply();
CREATE TRIGGER workorderdaycounts_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workorderdaycounts_apply();
CREATE TRIGGER workordersitedays_upd AFTER UPDATE ON workorders REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workordersitedays_apply();
DO $$ BEGIN FOR i IN 1..2000 LOOP UPDATE workorders SET briefdescription = briefdescription || 'x' WHERE id = 5000 + i; END LOOP; END $$;
rollback;
begin;
DO $$ BEGIN FOR i IN 1..2000 LOOP UPDATE workorders SET briefdescription = briefdescription || 'x' WHERE id = 5000 + i; END LOOP; END $$;
rollback;
begin;
set local session_replication_role = replica;
DO $$ BEGIN FOR i IN 1..2000 LOOP UPDATE workorders SET briefdescription = briefdescription || 'x' WHERE id = 5000 + i; END LOOP; END $$;
rollback;
