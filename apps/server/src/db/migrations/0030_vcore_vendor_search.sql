-- Vendors list search (issue 15, vcore): the text the search box matches (name, city, ZIP, primary phone,
-- primary and dispatch e-mail), lower-cased once per write in a stored generated column, with a trigram index.
-- features/vendors/vendor-list.service.ts matches `searchtext like '%term%'`: no concatenation or lower() per
-- row at read time, and the index serves rare terms (bench/RESULTS.md, "Pending summary rows (vcore)").
-- Not in the Drizzle schema on purpose (like workorders.searchtext): reached through raw SQL only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE vendors ADD COLUMN IF NOT EXISTS searchtext text GENERATED ALWAYS AS (
  lower(coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postalcode, '') || ' ' || coalesce(primaryphone, '') || ' ' || coalesce(primaryemail, '') || ' ' || coalesce(dispatchemail, ''))
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vendors_searchtext_trgm ON vendors USING gin (searchtext gin_trgm_ops);
