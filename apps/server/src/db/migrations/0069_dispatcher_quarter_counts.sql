-- Issue 34 §4: home's Today's Dispatcher Counts counted each dispatcher's orders created since the start of the
-- caller's day off workorders_dispatcher_created_idx, so its cost followed the day's volume (2.2 → 7.8 ms from
-- 1,000,000 to 5,000,000 orders). Orders received per dispatcher and quarter hour (UTC, binned from
-- 2000-01-01 00:00 UTC): every time zone's midnight falls on a quarter hour, so a day is at most 96 rows of one
-- dispatcher, whatever the volume. Kept by deltas from statement-level triggers, like workorderdaycounts (0040).
CREATE TABLE IF NOT EXISTS "dispatcherquartercounts" (
	"dispatcherid" integer NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "dispatcherquartercounts_pk" ON "dispatcherquartercounts" USING btree ("dispatcherid","quarter") INCLUDE ("n");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_quarter_of(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fm_dispatcherquartercounts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dispatcherquartercounts AS c (dispatcherid, quarter, n)
    SELECT n.dispatcherid, fm_quarter_of(n.createddate), count(*)::int FROM fm_new n
    WHERE n.dispatcherid IS NOT NULL AND n.createddate IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dispatcherid, quarter) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dispatcherquartercounts AS c (dispatcherid, quarter, n)
    SELECT o.dispatcherid, fm_quarter_of(o.createddate), -count(*)::int FROM fm_old o
    WHERE o.dispatcherid IS NOT NULL AND o.createddate IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dispatcherid, quarter) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Only the rows whose dispatcher or received time moved.
    INSERT INTO dispatcherquartercounts AS c (dispatcherid, quarter, n)
    SELECT d.dispatcherid, fm_quarter_of(d.createddate), sum(d.sign)::int
    FROM fm_old o JOIN fm_new n ON n.id = o.id,
    LATERAL (VALUES (-1, o.dispatcherid, o.createddate), (1, n.dispatcherid, n.createddate)) d (sign, dispatcherid, createddate)
    WHERE (o.dispatcherid, o.createddate) IS DISTINCT FROM (n.dispatcherid, n.createddate)
      AND d.dispatcherid IS NOT NULL AND d.createddate IS NOT NULL
    GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (dispatcherid, quarter) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dispatcherquartercounts_ins ON workorders;
--> statement-breakpoint
CREATE TRIGGER dispatcherquartercounts_ins AFTER INSERT ON workorders
  REFERENCING NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_dispatcherquartercounts_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dispatcherquartercounts_upd ON workorders;
--> statement-breakpoint
CREATE TRIGGER dispatcherquartercounts_upd AFTER UPDATE ON workorders
  REFERENCING OLD TABLE AS fm_old NEW TABLE AS fm_new FOR EACH STATEMENT EXECUTE FUNCTION fm_dispatcherquartercounts_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dispatcherquartercounts_del ON workorders;
--> statement-breakpoint
CREATE TRIGGER dispatcherquartercounts_del AFTER DELETE ON workorders
  REFERENCING OLD TABLE AS fm_old FOR EACH STATEMENT EXECUTE FUNCTION fm_dispatcherquartercounts_apply();
--> statement-breakpoint
TRUNCATE dispatcherquartercounts;
--> statement-breakpoint
INSERT INTO dispatcherquartercounts (dispatcherid, quarter, n)
SELECT dispatcherid, fm_quarter_of(createddate), count(*)::int FROM workorders
WHERE dispatcherid IS NOT NULL AND createddate IS NOT NULL
GROUP BY 1, 2 ORDER BY 1, 2;
