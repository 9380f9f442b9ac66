-- Issue 34 §4: a searched list's capped total (SEARCH_TOTAL_CAP) ANDed a bitmap of every trigram match with one
-- of every row of the status, so it grew with the table (the "leak" page on status 9: 29 → 183 ms from 1,000,000
-- to 5,000,000 orders). This index holds each open order's searchtext beside its status: a common term's count
-- reads index entries until the 1,001st match (≈ 20,000 for a term on 5 % of orders, whatever the table's size),
-- without the heap; a rare term still takes the trigram index (the planner chooses from the term's estimate).
-- Partial on the open statuses (10, 6 = INACTIVE_STATUS_IDS, like the list's other partial indexes): it serves
-- All Active and each open status. 53 MB at 1,000,000 orders.
CREATE INDEX IF NOT EXISTS "workorders_active_search_idx" ON "workorders" USING btree ("statusid") INCLUDE ("searchtext") WHERE "workorders"."statusid" not in (10, 6);
