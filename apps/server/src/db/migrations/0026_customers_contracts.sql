CREATE TABLE "customerattachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"attachmenttypeid" integer NOT NULL,
	"filename" text NOT NULL,
	"displayname" text NOT NULL,
	"path" text NOT NULL,
	"contenttype" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"createdby" integer,
	"createdbyname" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customercontacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"title" varchar(50),
	"isprimary" boolean DEFAULT false NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"emailaddress" text,
	"phone" text,
	"mobilephone" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customernotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"note" text NOT NULL,
	"isvisibletocustomer" boolean DEFAULT false NOT NULL,
	"createdby" integer,
	"createdbyname" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"updateddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traderatecities" (
	"id" serial PRIMARY KEY NOT NULL,
	"traderateid" integer NOT NULL,
	"city" text NOT NULL,
	"statecode" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traderatecounties" (
	"id" serial PRIMARY KEY NOT NULL,
	"traderateid" integer NOT NULL,
	"county" text NOT NULL,
	"statecode" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traderatezips" (
	"id" serial PRIMARY KEY NOT NULL,
	"traderateid" integer NOT NULL,
	"zipcode" varchar(5) NOT NULL,
	"statecode" varchar(2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customerjobsites" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "managementproviders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "traderates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customerattachments" ADD CONSTRAINT "customerattachments_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerattachments" ADD CONSTRAINT "customerattachments_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customercontacts" ADD CONSTRAINT "customercontacts_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customernotes" ADD CONSTRAINT "customernotes_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customernotes" ADD CONSTRAINT "customernotes_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traderatecities" ADD CONSTRAINT "traderatecities_traderateid_traderates_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."traderates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traderatecounties" ADD CONSTRAINT "traderatecounties_traderateid_traderates_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."traderates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traderatezips" ADD CONSTRAINT "traderatezips_traderateid_traderates_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."traderates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customerattachments_customer_idx" ON "customerattachments" USING btree ("customerid");--> statement-breakpoint
CREATE INDEX "customercontacts_customer_idx" ON "customercontacts" USING btree ("customerid");--> statement-breakpoint
CREATE INDEX "customernotes_customer_idx" ON "customernotes" USING btree ("customerid","createddate");--> statement-breakpoint
CREATE UNIQUE INDEX "traderatecities_uq" ON "traderatecities" USING btree ("traderateid","statecode","city");--> statement-breakpoint
CREATE UNIQUE INDEX "traderatecounties_uq" ON "traderatecounties" USING btree ("traderateid","statecode","county");--> statement-breakpoint
CREATE UNIQUE INDEX "traderatezips_uq" ON "traderatezips" USING btree ("traderateid","zipcode");