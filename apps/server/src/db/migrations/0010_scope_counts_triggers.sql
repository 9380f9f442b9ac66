-- Per-customer and per-dispatcher status counters join the trigger that keeps workordercounts.
CREATE OR REPLACE FUNCTION fm_workordercounts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO workordercounts AS c (statusid, priorityid, n)
    SELECT statusid, coalesce(priorityid, 0), count(*)::int FROM fm_new GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (statusid, priorityid) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO workorderscopecounts AS c (kind, ownerid, statusid, n)
    SELECT k, o, s, count(*)::int FROM (
      SELECT 'c' AS k, customerid AS o, statusid AS s FROM fm_new
      UNION ALL SELECT 'd', dispatcherid, statusid FROM fm_new WHERE dispatcherid IS NOT NULL
    ) d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (kind, ownerid, statusid) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO workordercounts AS c (statusid, priorityid, n)
    SELECT statusid, coalesce(priorityid, 0), -count(*)::int FROM fm_old GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (statusid, priorityid) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO workorderscopecounts AS c (kind, ownerid, statusid, n)
    SELECT k, o, s, -count(*)::int FROM (
      SELECT 'c' AS k, customerid AS o, statusid AS s FROM fm_old
      UNION ALL SELECT 'd', dispatcherid, statusid FROM fm_old WHERE dispatcherid IS NOT NULL
    ) d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (kind, ownerid, statusid) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO workordercounts AS c (statusid, priorityid, n)
    SELECT statusid, p, sum(k)::int FROM (
      SELECT statusid, coalesce(priorityid, 0) AS p, -1 AS k FROM fm_old
      UNION ALL
      SELECT statusid, coalesce(priorityid, 0), 1 FROM fm_new
    ) d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
    ON CONFLICT (statusid, priorityid) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO workorderscopecounts AS c (kind, ownerid, statusid, n)
    SELECT k, o, s, sum(x)::int FROM (
      SELECT 'c' AS k, customerid AS o, statusid AS s, -1 AS x FROM fm_old
      UNION ALL SELECT 'd', dispatcherid, statusid, -1 FROM fm_old WHERE dispatcherid IS NOT NULL
      UNION ALL SELECT 'c', customerid, statusid, 1 FROM fm_new
      UNION ALL SELECT 'd', dispatcherid, statusid, 1 FROM fm_new WHERE dispatcherid IS NOT NULL
    ) d GROUP BY 1, 2, 3 HAVING sum(x) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (kind, ownerid, statusid) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO workorderscopecounts (kind, ownerid, statusid, n)
SELECT 'c', customerid, statusid, count(*)::int FROM workorders GROUP BY 2, 3
UNION ALL
SELECT 'd', dispatcherid, statusid, count(*)::int FROM workorders WHERE dispatcherid IS NOT NULL GROUP BY 2, 3;
