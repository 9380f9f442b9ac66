-- Issue 31 (technician in the field): check-in / check-out events and the dispatcher check-in codes.
CREATE TABLE "checkincodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"userid" integer NOT NULL,
	"code" varchar(6) NOT NULL,
	"createdat" timestamp with time zone NOT NULL,
	"expiresat" timestamp with time zone NOT NULL,
	"usedat" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workordercheckins" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"userid" integer NOT NULL,
	"kind" varchar(3) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"distance" double precision,
	"method" varchar(8) NOT NULL,
	"confirmedby" integer,
	"resolution" text,
	"workcomplete" boolean,
	"closedat" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkincodes" ADD CONSTRAINT "checkincodes_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkincodes" ADD CONSTRAINT "checkincodes_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD CONSTRAINT "workordercheckins_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD CONSTRAINT "workordercheckins_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD CONSTRAINT "workordercheckins_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD CONSTRAINT "workordercheckins_confirmedby_users_id_fk" FOREIGN KEY ("confirmedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkincodes_order_code_uq" ON "checkincodes" USING btree ("workorderid","code");--> statement-breakpoint
CREATE INDEX "woci_workorder_idx" ON "workordercheckins" USING btree ("workorderid","at");--> statement-breakpoint
CREATE INDEX "woci_open_order_idx" ON "workordercheckins" USING btree ("workorderid") WHERE "workordercheckins"."kind" = 'in' and "workordercheckins"."closedat" is null;--> statement-breakpoint
CREATE INDEX "woci_open_user_idx" ON "workordercheckins" USING btree ("userid") WHERE "workordercheckins"."kind" = 'in' and "workordercheckins"."closedat" is null;