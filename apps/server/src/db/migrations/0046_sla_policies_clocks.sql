CREATE TABLE "slaescalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"clock" varchar(8) NOT NULL,
	"stage" varchar(8) NOT NULL,
	"dueat" timestamp with time zone NOT NULL,
	"sentat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slaholidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer,
	"holidaydate" date NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slapauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"pausedat" timestamp with time zone NOT NULL,
	"resumedat" timestamp with time zone,
	"reason" text NOT NULL,
	"pausedby" integer,
	"resumedby" integer
);
--> statement-breakpoint
CREATE TABLE "slapolicies" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer,
	"priorityid" integer NOT NULL,
	"respondminutes" integer,
	"onsiteminutes" integer,
	"completeminutes" integer,
	"twentyfourseven" boolean DEFAULT false NOT NULL,
	"weekhours" jsonb NOT NULL,
	"modifiedby" integer,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slasettings" (
	"id" integer PRIMARY KEY NOT NULL,
	"atriskminutes" integer DEFAULT 60 NOT NULL,
	"warnminutes" integer DEFAULT 60 NOT NULL,
	"notifyvendor" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workorderslas" (
	"workorderid" integer PRIMARY KEY NOT NULL,
	"policyid" integer,
	"startedat" timestamp with time zone NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"respondby" timestamp with time zone,
	"respondmetat" timestamp with time zone,
	"onsiteby" timestamp with time zone,
	"onsitemetat" timestamp with time zone,
	"completeby" timestamp with time zone,
	"completemetat" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"computedat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customerjobsites" ADD COLUMN "timezone" varchar(64) DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD COLUMN IF NOT EXISTS "acceptedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workorders" ADD COLUMN "sladueat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slaescalations" ADD CONSTRAINT "slaescalations_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slaholidays" ADD CONSTRAINT "slaholidays_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slapauses" ADD CONSTRAINT "slapauses_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slapauses" ADD CONSTRAINT "slapauses_pausedby_users_id_fk" FOREIGN KEY ("pausedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slapauses" ADD CONSTRAINT "slapauses_resumedby_users_id_fk" FOREIGN KEY ("resumedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slapolicies" ADD CONSTRAINT "slapolicies_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slapolicies" ADD CONSTRAINT "slapolicies_priorityid_priorities_id_fk" FOREIGN KEY ("priorityid") REFERENCES "public"."priorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slapolicies" ADD CONSTRAINT "slapolicies_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderslas" ADD CONSTRAINT "workorderslas_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderslas" ADD CONSTRAINT "workorderslas_policyid_slapolicies_id_fk" FOREIGN KEY ("policyid") REFERENCES "public"."slapolicies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slaescalations_uq" ON "slaescalations" USING btree ("workorderid","clock","stage");--> statement-breakpoint
CREATE INDEX "slaholidays_date_idx" ON "slaholidays" USING btree ("holidaydate");--> statement-breakpoint
CREATE INDEX "slapauses_workorder_idx" ON "slapauses" USING btree ("workorderid","pausedat");--> statement-breakpoint
CREATE UNIQUE INDEX "slapauses_open_uq" ON "slapauses" USING btree ("workorderid") WHERE "slapauses"."resumedat" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slapolicies_customer_uq" ON "slapolicies" USING btree ("customerid","priorityid") WHERE "slapolicies"."customerid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "slapolicies_default_uq" ON "slapolicies" USING btree ("priorityid") WHERE "slapolicies"."customerid" is null;--> statement-breakpoint
CREATE INDEX "workorders_sladue_idx" ON "workorders" USING btree ("sladueat") WHERE "workorders"."sladueat" is not null;--> statement-breakpoint
UPDATE "customerjobsites" SET "timezone" = case upper("statecode") when 'AL' then 'America/Chicago' when 'AK' then 'America/Anchorage' when 'AZ' then 'America/Phoenix' when 'AR' then 'America/Chicago' when 'CA' then 'America/Los_Angeles' when 'CO' then 'America/Denver' when 'CT' then 'America/New_York' when 'DE' then 'America/New_York' when 'DC' then 'America/New_York' when 'FL' then 'America/New_York' when 'GA' then 'America/New_York' when 'HI' then 'Pacific/Honolulu' when 'ID' then 'America/Boise' when 'IL' then 'America/Chicago' when 'IN' then 'America/Indiana/Indianapolis' when 'IA' then 'America/Chicago' when 'KS' then 'America/Chicago' when 'KY' then 'America/New_York' when 'LA' then 'America/Chicago' when 'ME' then 'America/New_York' when 'MD' then 'America/New_York' when 'MA' then 'America/New_York' when 'MI' then 'America/Detroit' when 'MN' then 'America/Chicago' when 'MS' then 'America/Chicago' when 'MO' then 'America/Chicago' when 'MT' then 'America/Denver' when 'NE' then 'America/Chicago' when 'NV' then 'America/Los_Angeles' when 'NH' then 'America/New_York' when 'NJ' then 'America/New_York' when 'NM' then 'America/Denver' when 'NY' then 'America/New_York' when 'NC' then 'America/New_York' when 'ND' then 'America/Chicago' when 'OH' then 'America/New_York' when 'OK' then 'America/Chicago' when 'OR' then 'America/Los_Angeles' when 'PA' then 'America/New_York' when 'RI' then 'America/New_York' when 'SC' then 'America/New_York' when 'SD' then 'America/Chicago' when 'TN' then 'America/Chicago' when 'TX' then 'America/Chicago' when 'UT' then 'America/Denver' when 'VT' then 'America/New_York' when 'VA' then 'America/New_York' when 'WA' then 'America/Los_Angeles' when 'WV' then 'America/New_York' when 'WI' then 'America/Chicago' when 'WY' then 'America/Denver' when 'PR' then 'America/Puerto_Rico' when 'GU' then 'Pacific/Guam' when 'VI' then 'America/St_Thomas' when 'AS' then 'Pacific/Pago_Pago' when 'MP' then 'Pacific/Saipan' else 'America/New_York' end;--> statement-breakpoint
INSERT INTO "slasettings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
