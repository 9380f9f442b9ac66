CREATE TABLE "customervendorexclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"vendorid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorqc" (
	"id" serial PRIMARY KEY NOT NULL,
	"workordervendorid" integer NOT NULL,
	"techarrivedonschedule" boolean,
	"techwasprofessional" boolean,
	"repairsmade" boolean,
	"metexpectations" boolean,
	"expectationcomment" text,
	"overallrating" integer DEFAULT 0 NOT NULL,
	"totalscore" integer NOT NULL,
	"comments" text,
	"reviewername" text NOT NULL,
	"reviewdate" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewedby" integer,
	"incurredonly" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customervendorexclusions" ADD CONSTRAINT "customervendorexclusions_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customervendorexclusions" ADD CONSTRAINT "customervendorexclusions_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorqc" ADD CONSTRAINT "vendorqc_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorqc" ADD CONSTRAINT "vendorqc_reviewedby_users_id_fk" FOREIGN KEY ("reviewedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customervendorexclusions_uq" ON "customervendorexclusions" USING btree ("customerid","vendorid");