CREATE TABLE "workorderimports" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"source" varchar(32) NOT NULL,
	"customerid" integer NOT NULL,
	"ponumber" text NOT NULL,
	"externalref" text,
	"payload" jsonb NOT NULL,
	"importedby" integer,
	"importeddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workorderimports" ADD CONSTRAINT "workorderimports_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderimports" ADD CONSTRAINT "workorderimports_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderimports" ADD CONSTRAINT "workorderimports_importedby_users_id_fk" FOREIGN KEY ("importedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workorderimports_workorder_uq" ON "workorderimports" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "workorderimports_po_idx" ON "workorderimports" USING btree ("customerid","ponumber");