-- Work-order lists at 1,000,000 rows (bench/RESULTS.md): trigram search, sort indexes that include the
-- id tie-breaker, the Dispatcher Dashboard ETA index, and per-customer / per-dispatcher status counters.
-- These objects are not in the Drizzle schema on purpose (drizzle-kit cannot express them); queries reach
-- them through raw SQL in the features that use them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE workorders ADD COLUMN searchtext text
  GENERATED ALWAYS AS (lower(wonumber || ' ' || coalesce(ponumber, '') || ' ' || briefdescription)) STORED;
--> statement-breakpoint
CREATE INDEX workorders_search_trgm ON workorders USING gin (searchtext gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX customerjobsites_search_trgm ON customerjobsites
  USING gin ((lower(jobsite || ' ' || streetaddress || ' ' || city)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX customers_name_trgm ON customers USING gin ((lower(customername)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX workorders_created_desc_idx ON workorders (createddate DESC NULLS LAST, id DESC);
--> statement-breakpoint
CREATE INDEX workorders_status_created_desc_idx ON workorders (statusid, createddate DESC NULLS LAST, id DESC);
--> statement-breakpoint
CREATE INDEX workorders_status_dispatch_desc_idx ON workorders (statusid, dispatchdate DESC NULLS LAST, id DESC);
--> statement-breakpoint
CREATE INDEX workorders_eta_active_idx ON workorders ((least(scheduledate, promisedate)) ASC NULLS LAST, id DESC)
  WHERE statusid NOT IN (10, 6);
--> statement-breakpoint
CREATE INDEX workorders_dispatcher_created_idx ON workorders (dispatcherid, createddate);
