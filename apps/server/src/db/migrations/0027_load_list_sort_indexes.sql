-- The Active work-order list's sorts (issue 11 load, bench/RESULTS.md): without an index that matches
-- "<column> desc nulls last, id desc" on the Active rows, a page sorted by dispatch date, schedule date or
-- WO number sorted every Active order (a parallel scan and top-N sort of ~70,000 rows at 100,000 orders,
-- 30–110 ms) on each request. Partial on the Active statuses like workorders_eta_active_idx; the predicate is
-- the literal list the list query uses (ACTIVE_CONDITION). IF NOT EXISTS: the bench database may carry them.
CREATE INDEX IF NOT EXISTS workorders_active_dispatch_desc_idx ON workorders (dispatchdate DESC NULLS LAST, id DESC)
  WHERE statusid NOT IN (10, 6);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workorders_active_schedule_desc_idx ON workorders (scheduledate DESC NULLS LAST, id DESC)
  WHERE statusid NOT IN (10, 6);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS workorders_active_wonumber_desc_idx ON workorders (wonumber DESC NULLS LAST, id DESC)
  WHERE statusid NOT IN (10, 6);
