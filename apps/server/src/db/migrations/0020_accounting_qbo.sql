CREATE TABLE "qboconnection" (
	"realmid" text PRIMARY KEY NOT NULL,
	"accesstoken" text NOT NULL,
	"refreshtoken" text NOT NULL,
	"accessexpiresat" timestamp with time zone NOT NULL,
	"refreshexpiresat" timestamp with time zone,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qbotransfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sourceid" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"requestid" varchar(50) NOT NULL,
	"qboid" text,
	"lasterror" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sentat" timestamp with time zone,
	"modifiedby" integer,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmissionlogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"typeid" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sourceid" integer NOT NULL,
	"workorderid" integer,
	"workordernumber" text,
	"customername" text,
	"vendorname" text,
	"invoicenumber" text,
	"starttime" timestamp with time zone NOT NULL,
	"endtime" timestamp with time zone,
	"success" boolean DEFAULT false NOT NULL,
	"errormessage" text,
	"qboid" text,
	"startedby" integer
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "approvedbyaccounting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qbotransfers" ADD CONSTRAINT "qbotransfers_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmissionlogs" ADD CONSTRAINT "transmissionlogs_startedby_users_id_fk" FOREIGN KEY ("startedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qbotransfers_source_uq" ON "qbotransfers" USING btree ("kind","sourceid");--> statement-breakpoint
CREATE INDEX "transmissionlogs_start_idx" ON "transmissionlogs" USING btree ("starttime");--> statement-breakpoint
CREATE INDEX "transmissionlogs_source_idx" ON "transmissionlogs" USING btree ("kind","sourceid");