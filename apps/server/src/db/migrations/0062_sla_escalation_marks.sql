CREATE TABLE "slastale" (
	"workorderid" integer PRIMARY KEY NOT NULL,
	"markedat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workorderslas" ADD COLUMN "escalatedue" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "workorderslas_escalate_idx" ON "workorderslas" USING btree ("escalatedue","workorderid") WHERE "workorderslas"."escalatedue" is not null;--> statement-breakpoint
-- Issue 32 (s32esc): the escalation scan refreshes only the orders whose clock inputs changed since their clocks
-- were stored. These triggers mark them in slastale (one row per order, markedat = the latest mark);
-- refreshSlaClocksFor deletes the marks of what it recomputed, so a write that refreshes in its own transaction leaves none. A new order is not marked: every
-- creation path refreshes (createWorkOrder).
CREATE FUNCTION fm_sla_mark_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO slastale (workorderid) VALUES (NEW.id)
    ON CONFLICT (workorderid) DO UPDATE SET markedat = clock_timestamp();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION fm_sla_mark_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO slastale (workorderid) VALUES (OLD.workorderid)
      ON CONFLICT (workorderid) DO UPDATE SET markedat = clock_timestamp();
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.workorderid <> OLD.workorderid) THEN
    INSERT INTO slastale (workorderid) VALUES (NEW.workorderid)
      ON CONFLICT (workorderid) DO UPDATE SET markedat = clock_timestamp();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION fm_sla_mark_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO slastale (workorderid)
    SELECT w.id FROM workorders w WHERE w.jobsiteid = NEW.id AND w.sladueat IS NOT NULL
    ON CONFLICT (workorderid) DO UPDATE SET markedat = clock_timestamp();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER fm_sla_mark AFTER UPDATE OF receivedate, onsitedate, completedate, statusid, priorityid, customerid, jobsiteid
  ON workorders FOR EACH ROW
  WHEN (OLD.receivedate IS DISTINCT FROM NEW.receivedate OR OLD.onsitedate IS DISTINCT FROM NEW.onsitedate
     OR OLD.completedate IS DISTINCT FROM NEW.completedate OR OLD.statusid IS DISTINCT FROM NEW.statusid
     OR OLD.priorityid IS DISTINCT FROM NEW.priorityid OR OLD.customerid IS DISTINCT FROM NEW.customerid
     OR OLD.jobsiteid IS DISTINCT FROM NEW.jobsiteid)
  EXECUTE FUNCTION fm_sla_mark_order();--> statement-breakpoint
CREATE TRIGGER fm_sla_mark AFTER INSERT OR DELETE ON workordervendors
  FOR EACH ROW EXECUTE FUNCTION fm_sla_mark_child();--> statement-breakpoint
CREATE TRIGGER fm_sla_mark_update AFTER UPDATE OF acceptedat, workorderid ON workordervendors FOR EACH ROW
  WHEN (OLD.acceptedat IS DISTINCT FROM NEW.acceptedat OR OLD.workorderid <> NEW.workorderid)
  EXECUTE FUNCTION fm_sla_mark_child();--> statement-breakpoint
CREATE TRIGGER fm_sla_mark AFTER INSERT OR DELETE ON workordercheckins
  FOR EACH ROW EXECUTE FUNCTION fm_sla_mark_child();--> statement-breakpoint
CREATE TRIGGER fm_sla_mark_update AFTER UPDATE OF "at", kind, workorderid ON workordercheckins FOR EACH ROW
  WHEN (OLD."at" IS DISTINCT FROM NEW."at" OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.workorderid <> NEW.workorderid)
  EXECUTE FUNCTION fm_sla_mark_child();--> statement-breakpoint
CREATE TRIGGER fm_sla_mark AFTER INSERT OR UPDATE OR DELETE ON slapauses
  FOR EACH ROW EXECUTE FUNCTION fm_sla_mark_child();--> statement-breakpoint
CREATE TRIGGER fm_sla_mark AFTER UPDATE OF timezone ON customerjobsites FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION fm_sla_mark_site();--> statement-breakpoint
-- Every stored clock is looked at once by the next scan (its escalations already sent are not sent again).
UPDATE workorderslas s SET escalatedue = w.sladueat FROM workorders w
 WHERE w.id = s.workorderid AND w.sladueat IS NOT NULL;
