-- Issue 34 §3: the load's technician journey at 1,000,000 orders spent 84 % of PostgreSQL's time in Today's query
-- (2.7 s a call: no index led to a technician's orders, and "awaiting your answer" hashed every dispatch notice)
-- and 10 % in the dispatch-notice lookup of Today's lines (0.34 s: a sequential scan of workorderevents). A
-- technician's open orders are a few dozen of a million rows; a line's notices a handful. Both indexes are small.
CREATE INDEX IF NOT EXISTS "workorders_tech_open_idx" ON "workorders" USING btree ("techid", "scheduledate", "id") WHERE "workorders"."techid" is not null and "workorders"."completedate" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workorderevents_line_idx" ON "workorderevents" USING btree ("workordervendorid", "actiontype") WHERE "workorderevents"."workordervendorid" is not null;
