-- Vendor lines copy their work order's status: set on insert, kept on every status change, so a vendor's
-- status counts are one index range (vendorid, wostatusid) however many orders it has.
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
    -- Vendor lines carry their work order's status (vendor counts read one index).
    UPDATE workordervendors v SET wostatusid = n.statusid
    FROM fm_new n JOIN fm_old o ON o.id = n.id
    WHERE v.workorderid = n.id AND n.statusid IS DISTINCT FROM o.statusid;
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
CREATE OR REPLACE FUNCTION fm_workordervendors_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT statusid INTO NEW.wostatusid FROM workorders WHERE id = NEW.workorderid;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workordervendors_status BEFORE INSERT OR UPDATE OF workorderid ON workordervendors
  FOR EACH ROW EXECUTE FUNCTION fm_workordervendors_status();
--> statement-breakpoint
UPDATE workordervendors v SET wostatusid = w.statusid FROM workorders w WHERE w.id = v.workorderid;
