-- Map report 13 (issue 17): keep workordersitedays (orders per job site per UTC day of createddate) in step
-- with workorders, in the same transaction, one statement at a time (statement-level triggers with transition
-- tables, as workordercounts in 0003), so a year of heat data reads days × sites rows, not every order.
CREATE OR REPLACE FUNCTION fm_workordersitedays_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO workordersitedays AS c (day, jobsiteid, n)
    SELECT (createddate AT TIME ZONE 'UTC')::date, jobsiteid, count(*)::int FROM fm_new GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, jobsiteid) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO workordersitedays AS c (day, jobsiteid, n)
    SELECT (createddate AT TIME ZONE 'UTC')::date, jobsiteid, -count(*)::int FROM fm_old GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, jobsiteid) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO workordersitedays AS c (day, jobsiteid, n)
    SELECT d, s, sum(k)::int FROM (
      SELECT (createddate AT TIME ZONE 'UTC')::date AS d, jobsiteid AS s, -1 AS k FROM fm_old
      UNION ALL
      SELECT (createddate AT TIME ZONE 'UTC')::date, jobsiteid, 1 FROM fm_new
    ) x GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, jobsiteid) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workordersitedays_ins AFTER INSERT ON workorders
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workordersitedays_apply();
--> statement-breakpoint
CREATE TRIGGER workordersitedays_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workordersitedays_apply();
--> statement-breakpoint
CREATE TRIGGER workordersitedays_del AFTER DELETE ON workorders
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_workordersitedays_apply();
--> statement-breakpoint
INSERT INTO workordersitedays (day, jobsiteid, n)
SELECT (createddate AT TIME ZONE 'UTC')::date, jobsiteid, count(*)::int FROM workorders GROUP BY 1, 2
ON CONFLICT (day, jobsiteid) DO UPDATE SET n = excluded.n;
