CREATE TABLE "servicechannelsync" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"scworkorderid" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lasterror" text,
	"createdat" timestamp with time zone DEFAULT now() NOT NULL,
	"lastattemptat" timestamp with time zone,
	"sentat" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workorderimports" ADD COLUMN "scworkorderid" bigint;--> statement-breakpoint
-- Orders imported before: ServiceChannel's Id is the leading number of externalref ("180001001 (96001001)");
-- the first import of an Id keeps the link.
UPDATE "workorderimports" w SET "scworkorderid" = x.scid
  FROM (SELECT DISTINCT ON (substring("externalref" from '^[0-9]+')::bigint) id, substring("externalref" from '^[0-9]+')::bigint AS scid
          FROM "workorderimports"
         WHERE "source" = 'servicechannel' AND "externalref" ~ '^[0-9]{1,18}'
         ORDER BY substring("externalref" from '^[0-9]+')::bigint, id) x
 WHERE w.id = x.id;--> statement-breakpoint
ALTER TABLE "servicechannelsync" ADD CONSTRAINT "servicechannelsync_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "servicechannelsync_workorder_idx" ON "servicechannelsync" USING btree ("workorderid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workorderimports_scworkorder_uq" ON "workorderimports" USING btree ("scworkorderid") WHERE "workorderimports"."scworkorderid" is not null;--> statement-breakpoint
CREATE TRIGGER fm_live_event AFTER INSERT OR UPDATE OR DELETE ON servicechannelsync FOR EACH ROW EXECUTE FUNCTION fm_live_event('workorder');
