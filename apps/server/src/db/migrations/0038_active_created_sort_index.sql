-- The Active lists' default sort, created date ↓ (issue 19, docs/decisions/0019s-list-endpoints-peer-search.md):
-- the vendor and customer portals (status "open"), the home popups and the work-order list open on
-- "createddate desc nulls last, id desc" under the Active condition. workorders_created_desc_idx covers the
-- sort but not the condition, so a page visited the heap of every order it walked to drop Invoiced/Cancelled
-- ones (the vendor portal's first page at 1,000,000 orders: 16,600 heap pages, ≈450 ms under load). Partial on
-- the Active statuses like the dispatch/schedule/WO-number indexes of 0027, so the walk is index-only.
-- IF NOT EXISTS: bench copies may carry it.
CREATE INDEX IF NOT EXISTS workorders_active_created_desc_idx ON workorders (createddate DESC NULLS LAST, id DESC)
  WHERE statusid NOT IN (10, 6);
