CREATE TABLE "apitokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secrethash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"customerid" integer,
	"vendorid" integer,
	"ratelimitperminute" integer DEFAULT 120 NOT NULL,
	"expiresat" timestamp with time zone,
	"revokedat" timestamp with time zone,
	"lastusedat" timestamp with time zone,
	"lastusedip" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrationsettings" (
	"id" integer PRIMARY KEY NOT NULL,
	"allowprivatewebhookurls" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhookdeliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscriptionid" integer NOT NULL,
	"messageid" text NOT NULL,
	"eventtype" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"responsecode" integer,
	"latencyms" integer,
	"error" text,
	"lastattemptat" timestamp with time zone,
	"deliveredat" timestamp with time zone,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooksubscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"secretsealed" text NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"consecutivefailures" integer DEFAULT 0 NOT NULL,
	"disabledat" timestamp with time zone,
	"disabledreason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apitokens" ADD CONSTRAINT "apitokens_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apitokens" ADD CONSTRAINT "apitokens_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apitokens" ADD CONSTRAINT "apitokens_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apitokens" ADD CONSTRAINT "apitokens_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhookdeliveries" ADD CONSTRAINT "webhookdeliveries_subscriptionid_webhooksubscriptions_id_fk" FOREIGN KEY ("subscriptionid") REFERENCES "public"."webhooksubscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooksubscriptions" ADD CONSTRAINT "webhooksubscriptions_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apitokens_secrethash_uq" ON "apitokens" USING btree ("secrethash");--> statement-breakpoint
CREATE INDEX "apitokens_user_idx" ON "apitokens" USING btree ("userid");--> statement-breakpoint
CREATE INDEX "webhookdeliveries_subscription_idx" ON "webhookdeliveries" USING btree ("subscriptionid","id");