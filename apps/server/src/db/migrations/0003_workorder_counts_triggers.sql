-- Keep workordercounts in step with workorders, in the same transaction, one statement at a time
-- (statement-level triggers with transition tables, so bulk inserts cost one aggregate, not one row each).
CREATE OR REPLACE FUNCTION fm_workordercounts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO workordercounts AS c (statusid, priorityid, n)
    SELECT statusid, coalesce(priorityid, 0), count(*)::int FROM fm_new GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (statusid, priorityid) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO workordercounts AS c (statusid, priorityid, n)
    SELECT statusid, coalesce(priorityid, 0), -count(*)::int FROM fm_old GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (statusid, priorityid) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO workordercounts AS c (statusid, priorityid, n)
    SELECT statusid, p, sum(k)::int FROM (
      SELECT statusid, coalesce(priorityid, 0) AS p, -1 AS k FROM fm_old
      UNION ALL
      SELECT statusid, coalesce(priorityid, 0), 1 FROM fm_new
    ) d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
    ON CONFLICT (statusid, priorityid) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workordercounts_ins AFTER INSERT ON workorders
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workordercounts_apply();
--> statement-breakpoint
CREATE TRIGGER workordercounts_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_workordercounts_apply();
--> statement-breakpoint
CREATE TRIGGER workordercounts_del AFTER DELETE ON workorders
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_workordercounts_apply();
--> statement-breakpoint
INSERT INTO workordercounts (statusid, priorityid, n)
SELECT statusid, coalesce(priorityid, 0), count(*)::int FROM workorders GROUP BY 1, 2
ON CONFLICT (statusid, priorityid) DO UPDATE SET n = excluded.n;
