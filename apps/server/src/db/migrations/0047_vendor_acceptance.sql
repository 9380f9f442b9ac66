CREATE TABLE "autodispatchoffers" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"workordervendorid" integer,
	"rank" integer NOT NULL,
	"offeredat" timestamp with time zone NOT NULL,
	"expiresat" timestamp with time zone NOT NULL,
	"outcome" varchar(10) DEFAULT 'pending' NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "autodispatchruns" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"waitminutes" integer NOT NULL,
	"startedat" timestamp with time zone NOT NULL,
	"endedat" timestamp with time zone,
	"stoppedby" integer
);
--> statement-breakpoint
CREATE TABLE "autodispatchsettings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"waitminutes" integer DEFAULT 60 NOT NULL,
	"modifiedby" integer,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorresponselinks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tokenhash" varchar(64) NOT NULL,
	"workordervendorid" integer NOT NULL,
	"decision" varchar(8) NOT NULL,
	"expiresat" timestamp with time zone NOT NULL,
	"usedat" timestamp with time zone,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "acceptedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "declinedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "declinereason" text;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "acceptedeta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "autodispatchoffers" ADD CONSTRAINT "autodispatchoffers_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchoffers" ADD CONSTRAINT "autodispatchoffers_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchoffers" ADD CONSTRAINT "autodispatchoffers_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchruns" ADD CONSTRAINT "autodispatchruns_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchruns" ADD CONSTRAINT "autodispatchruns_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchruns" ADD CONSTRAINT "autodispatchruns_stoppedby_users_id_fk" FOREIGN KEY ("stoppedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchsettings" ADD CONSTRAINT "autodispatchsettings_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchsettings" ADD CONSTRAINT "autodispatchsettings_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodispatchsettings" ADD CONSTRAINT "autodispatchsettings_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorresponselinks" ADD CONSTRAINT "vendorresponselinks_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autodispatchoffers_order_vendor_uq" ON "autodispatchoffers" USING btree ("workorderid","vendorid");--> statement-breakpoint
CREATE INDEX "autodispatchoffers_pending_idx" ON "autodispatchoffers" USING btree ("workorderid") WHERE "autodispatchoffers"."outcome" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "autodispatchruns_order_uq" ON "autodispatchruns" USING btree ("workorderid");--> statement-breakpoint
CREATE UNIQUE INDEX "autodispatchsettings_uq" ON "autodispatchsettings" USING btree ("customerid","tradeid");--> statement-breakpoint
CREATE UNIQUE INDEX "vendorresponselinks_token_uq" ON "vendorresponselinks" USING btree ("tokenhash");--> statement-breakpoint
CREATE INDEX "vendorresponselinks_line_idx" ON "vendorresponselinks" USING btree ("workordervendorid");--> statement-breakpoint
-- Issue 32 (s32accept): automatic dispatch starts when an order gets a trade its customer opted in for, by every
-- path that creates orders (form, import, customer portal): one queued job per order (exclusive and idempotent
-- key), only while the order has no vendor line, no run yet and is still Received.
CREATE OR REPLACE FUNCTION fm_autodispatch_on_trade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM workorders w
    JOIN autodispatchsettings s ON s.customerid = w.customerid AND s.tradeid = NEW.tradeid AND s.enabled
    WHERE w.id = NEW.workorderid AND w.statusid = 1
      AND NOT EXISTS (SELECT 1 FROM workordervendors l WHERE l.workorderid = w.id)
      AND NOT EXISTS (SELECT 1 FROM autodispatchruns r WHERE r.workorderid = w.id)
  ) THEN
    INSERT INTO jobs (kind, payload, exclusivekey, idempotencykey)
    VALUES ('autodispatch', jsonb_build_object('workorderid', NEW.workorderid),
            'autodispatch:' || NEW.workorderid || ':start', 'autodispatch:' || NEW.workorderid || ':start')
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fm_autodispatch_on_trade AFTER INSERT ON workordertrades
  FOR EACH ROW EXECUTE FUNCTION fm_autodispatch_on_trade();
