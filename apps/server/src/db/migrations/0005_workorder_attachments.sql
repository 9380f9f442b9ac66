CREATE TABLE "workorderattachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"attachmenttypeid" integer NOT NULL,
	"filename" text NOT NULL,
	"displayname" text NOT NULL,
	"path" text NOT NULL,
	"contenttype" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"createdby" integer,
	"createdbyname" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workorderattachments" ADD CONSTRAINT "workorderattachments_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachments" ADD CONSTRAINT "workorderattachments_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachments" ADD CONSTRAINT "workorderattachments_attachmenttypeid_attachmenttypes_id_fk" FOREIGN KEY ("attachmenttypeid") REFERENCES "public"."attachmenttypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachments" ADD CONSTRAINT "workorderattachments_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "woattachments_workorder_idx" ON "workorderattachments" USING btree ("workorderid","createddate");--> statement-breakpoint
CREATE INDEX "woattachments_wovendor_idx" ON "workorderattachments" USING btree ("workordervendorid");