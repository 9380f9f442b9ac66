-- Reports (issue 17) at 1,000,000 orders: the OPEN orders (status not Invoiced 10, Cancelled 6, Denied 5 — the
-- list and order of CLOSED in features/reports/report-defs-workorders.ts, so the planner matches the predicate).
-- 10 Open Work Orders: oldest first; the page walks this index and stops after 100 rows, the count is an
-- index-only scan of it.
CREATE INDEX IF NOT EXISTS "workorders_open_created_idx" ON "workorders" USING btree ("createddate", "id") WHERE "statusid" NOT IN (10, 6, 5);--> statement-breakpoint
-- 19 Overdue Work Orders: earliest due date (= most days overdue) first, open orders due before today.
CREATE INDEX IF NOT EXISTS "workorders_open_due_idx" ON "workorders" USING btree ("duedate", "id") WHERE "statusid" NOT IN (10, 6, 5);
