-- Vendors list search (issue 15, vcore): one trigram index over the text the search box matches
-- (name, city, ZIP, primary phone, primary and dispatch e-mail); features/vendors/vendor-list.service.ts
-- builds the same expression (vendorSearchText), so an ilike '%term%' on it is a bitmap index scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vendors_search_trgm_idx ON vendors USING gin (
  (coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postalcode, '') || ' ' || coalesce(primaryphone, '') || ' ' || coalesce(primaryemail, '') || ' ' || coalesce(dispatchemail, '')) gin_trgm_ops
);
