CREATE TABLE "vendordocuments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"doctype" varchar(16) NOT NULL,
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
ALTER TABLE "vendordocuments" ADD CONSTRAINT "vendordocuments_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendordocuments" ADD CONSTRAINT "vendordocuments_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendordocuments_vendor_idx" ON "vendordocuments" USING btree ("vendorid","createddate");