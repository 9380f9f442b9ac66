CREATE TABLE "attachmenttypes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scope" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "priorities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"responsehours" integer NOT NULL,
	"sortorder" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requesttypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sitemeta" (
	"id" serial PRIMARY KEY NOT NULL,
	"tablename" text NOT NULL,
	"datafieldname" text NOT NULL,
	"displaynamefield" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"statecode" varchar(2) NOT NULL,
	"statename" text NOT NULL,
	CONSTRAINT "states_statecode_unique" UNIQUE("statecode")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"termdescription" text NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"tradename" text NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	CONSTRAINT "trades_tradename_unique" UNIQUE("tradename")
);
--> statement-breakpoint
CREATE TABLE "vendorstatustypes" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendortiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workorderstatuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" varchar(8) NOT NULL,
	"color" varchar(16) NOT NULL,
	"sortorder" integer NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customername" text NOT NULL,
	"customerprefix" varchar(10),
	"dispatcherid" integer,
	"salesrepid" integer,
	"isactive" boolean DEFAULT true NOT NULL,
	"contactfirstname" text,
	"contactlastname" text,
	"streetaddress" text NOT NULL,
	"streetaddress2" text,
	"city" text NOT NULL,
	"statecode" varchar(2) NOT NULL,
	"postalcode" varchar(10) NOT NULL,
	"contactphone" text,
	"contactcellphone" text,
	"contactfax" text,
	"contactemail" text,
	"ccemails" text,
	"billingfirstname" text,
	"billinglastname" text,
	"billingphone" text,
	"billingcellphone" text,
	"billingfax" text,
	"billingemail" text,
	"termid" integer,
	"nte" numeric(12, 2),
	"managementproviderid" integer,
	"servicechannelsubscriberid" text,
	"notifyproposaladded" boolean DEFAULT false NOT NULL,
	"notifyinvoiceadded" boolean DEFAULT false NOT NULL,
	"notifystatuschange" boolean DEFAULT false NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatchvendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"tradeid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customerjobsites" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"jobsite" text NOT NULL,
	"jobsitedescription" text NOT NULL,
	"streetaddress" text NOT NULL,
	"streetaddress2" text,
	"city" text NOT NULL,
	"statecode" varchar(2) NOT NULL,
	"postalcode" varchar(10) NOT NULL,
	"phone" text,
	"contactperson" text,
	"email" text,
	"specialprocedure" text,
	"latitude" double precision,
	"longitude" double precision,
	"isactive" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managementproviders" (
	"id" serial PRIMARY KEY NOT NULL,
	"managementprovider" text NOT NULL,
	"webaddress" text,
	"userid" text,
	"password" text
);
--> statement-breakpoint
CREATE TABLE "vendortrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"isdeleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"address" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"statecode" varchar(2) NOT NULL,
	"postalcode" varchar(10) NOT NULL,
	"county" text,
	"country" text DEFAULT 'US',
	"latitude" double precision,
	"longitude" double precision,
	"primaryphone" text,
	"primaryext" text,
	"secondaryphone" text,
	"secondaryext" text,
	"primaryemail" text,
	"secondaryemail" text,
	"dispatchemail" text,
	"glexpirationdate" date,
	"wcexpirationdate" date,
	"wcexempt" boolean DEFAULT false NOT NULL,
	"w9date" date,
	"profiledate" date,
	"minnte" numeric(12, 2),
	"tierid" integer,
	"termid" integer,
	"vendorstatustypeid" integer,
	"paperworkcomplete" boolean DEFAULT false NOT NULL,
	"backgroundchecksrun" boolean DEFAULT false NOT NULL,
	"allowlogin" boolean DEFAULT false NOT NULL,
	"billingvendorid" text,
	"isactive" boolean DEFAULT true NOT NULL,
	"autoattachenabled" boolean DEFAULT false NOT NULL,
	"isnationwide" boolean DEFAULT false NOT NULL,
	"isstatewide" boolean DEFAULT false NOT NULL,
	"isbadgerequired" boolean DEFAULT false NOT NULL,
	"isquoteonly" boolean DEFAULT false NOT NULL,
	"ispreferredvendor" boolean DEFAULT false NOT NULL,
	"ratingsum" numeric(10, 1) DEFAULT '0' NOT NULL,
	"numberofratings" integer DEFAULT 0 NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"passwordhash" text,
	"externalsubject" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"usertypeid" integer DEFAULT 4 NOT NULL,
	"vendorid" integer,
	"customerid" integer,
	"isdispatcher" boolean DEFAULT false NOT NULL,
	"issalesrep" boolean DEFAULT false NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"reports" integer[] DEFAULT '{}'::int[] NOT NULL,
	"loginscount" integer DEFAULT 0 NOT NULL,
	"lastlogin" timestamp with time zone,
	"passwordchangeddate" timestamp with time zone,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savedviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"pagetype" varchar(1) NOT NULL,
	"viewname" text NOT NULL,
	"isdefault" boolean DEFAULT false NOT NULL,
	"view" jsonb NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workorderevents" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"vendorid" integer,
	"actiontype" varchar(32) NOT NULL,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordernotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"note" text NOT NULL,
	"type" text NOT NULL,
	"typeid" integer NOT NULL,
	"pertainsto" integer NOT NULL,
	"highpriority" boolean DEFAULT false NOT NULL,
	"emails" text,
	"emailuserids" integer[],
	"customerupdated" boolean DEFAULT false NOT NULL,
	"includecustomer" boolean DEFAULT false NOT NULL,
	"createdby" integer,
	"createdbyname" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordertrades" (
	"workorderid" integer NOT NULL,
	"tradeid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordervendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"tradeid" integer,
	"quotedamount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paidbycreditcard" boolean DEFAULT false NOT NULL,
	"quoteonly" boolean DEFAULT false NOT NULL,
	"invoicenumber" text,
	"invoiceamount" numeric(12, 2),
	"isapproved" boolean DEFAULT false NOT NULL,
	"status" text,
	"approvedby" integer,
	"approveddate" timestamp with time zone,
	"nodflagged" boolean DEFAULT false NOT NULL,
	"approvedbyaccounting" boolean DEFAULT false NOT NULL,
	"note" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workorders" (
	"id" serial PRIMARY KEY NOT NULL,
	"wonumber" varchar(32) NOT NULL,
	"parentworkorderid" integer,
	"customerid" integer NOT NULL,
	"jobsiteid" integer NOT NULL,
	"ponumber" text,
	"statusid" integer NOT NULL,
	"priorityid" integer,
	"divisionid" integer,
	"requesttypeid" integer,
	"dispatcherid" integer,
	"customerdispatcherid" integer,
	"briefdescription" text NOT NULL,
	"description" text,
	"nte" numeric(12, 2),
	"invoiceamount" numeric(12, 2),
	"proposalamount" numeric(12, 2),
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"receivedate" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatchdate" timestamp with time zone,
	"scheduledate" timestamp with time zone,
	"promisedate" timestamp with time zone,
	"onsitedate" timestamp with time zone,
	"completedate" timestamp with time zone,
	"duedate" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"customercalled" boolean DEFAULT false NOT NULL,
	"vendorcalled" boolean DEFAULT false NOT NULL,
	"overridegeofencing" boolean DEFAULT false NOT NULL,
	"cancelreason" text,
	"lastnote" text,
	"createdby" integer,
	"modifiedby" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "errorlog" (
	"id" serial PRIMARY KEY NOT NULL,
	"errormessage" text NOT NULL,
	"additionalinfo" text,
	"errorpage" text,
	"userid" integer,
	"username" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailoutbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text[] NOT NULL,
	"cc" text[],
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text,
	"attachments" jsonb,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"nextattemptat" timestamp with time zone DEFAULT now() NOT NULL,
	"lasterror" text,
	"sentat" timestamp with time zone,
	"workorderid" integer,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_termid_terms_id_fk" FOREIGN KEY ("termid") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_managementproviderid_managementproviders_id_fk" FOREIGN KEY ("managementproviderid") REFERENCES "public"."managementproviders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatchvendors" ADD CONSTRAINT "dispatchvendors_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatchvendors" ADD CONSTRAINT "dispatchvendors_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerjobsites" ADD CONSTRAINT "customerjobsites_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortrades" ADD CONSTRAINT "vendortrades_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortrades" ADD CONSTRAINT "vendortrades_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_tierid_vendortiers_id_fk" FOREIGN KEY ("tierid") REFERENCES "public"."vendortiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_termid_terms_id_fk" FOREIGN KEY ("termid") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendorstatustypeid_vendorstatustypes_id_fk" FOREIGN KEY ("vendorstatustypeid") REFERENCES "public"."vendorstatustypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savedviews" ADD CONSTRAINT "savedviews_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevents" ADD CONSTRAINT "workorderevents_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevents" ADD CONSTRAINT "workorderevents_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevents" ADD CONSTRAINT "workorderevents_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevents" ADD CONSTRAINT "workorderevents_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernotes" ADD CONSTRAINT "workordernotes_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernotes" ADD CONSTRAINT "workordernotes_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordertrades" ADD CONSTRAINT "workordertrades_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordertrades" ADD CONSTRAINT "workordertrades_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD CONSTRAINT "workordervendors_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD CONSTRAINT "workordervendors_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD CONSTRAINT "workordervendors_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD CONSTRAINT "workordervendors_approvedby_users_id_fk" FOREIGN KEY ("approvedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendors" ADD CONSTRAINT "workordervendors_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_jobsiteid_customerjobsites_id_fk" FOREIGN KEY ("jobsiteid") REFERENCES "public"."customerjobsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_statusid_workorderstatuses_id_fk" FOREIGN KEY ("statusid") REFERENCES "public"."workorderstatuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_priorityid_priorities_id_fk" FOREIGN KEY ("priorityid") REFERENCES "public"."priorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_divisionid_divisions_id_fk" FOREIGN KEY ("divisionid") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_requesttypeid_requesttypes_id_fk" FOREIGN KEY ("requesttypeid") REFERENCES "public"."requesttypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_dispatcherid_users_id_fk" FOREIGN KEY ("dispatcherid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_customerdispatcherid_users_id_fk" FOREIGN KEY ("customerdispatcherid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "errorlog" ADD CONSTRAINT "errorlog_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailoutbox" ADD CONSTRAINT "mailoutbox_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailoutbox" ADD CONSTRAINT "mailoutbox_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("customername");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatchvendors_trade_vendor_uq" ON "dispatchvendors" USING btree ("tradeid","vendorid");--> statement-breakpoint
CREATE INDEX "jobsites_customer_idx" ON "customerjobsites" USING btree ("customerid");--> statement-breakpoint
CREATE UNIQUE INDEX "vendortrades_vendor_trade_uq" ON "vendortrades" USING btree ("vendorid","tradeid");--> statement-breakpoint
CREATE INDEX "vendortrades_trade_idx" ON "vendortrades" USING btree ("tradeid") WHERE not "vendortrades"."isdeleted";--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vendors_postal_idx" ON "vendors" USING btree ("postalcode");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_externalsubject_uq" ON "users" USING btree ("externalsubject");--> statement-breakpoint
CREATE INDEX "users_vendor_idx" ON "users" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customerid");--> statement-breakpoint
CREATE INDEX "savedviews_user_idx" ON "savedviews" USING btree ("userid","pagetype");--> statement-breakpoint
CREATE INDEX "workorderevents_wo_idx" ON "workorderevents" USING btree ("workorderid","actiontype");--> statement-breakpoint
CREATE INDEX "workordernotes_wo_idx" ON "workordernotes" USING btree ("workorderid","createddate");--> statement-breakpoint
CREATE UNIQUE INDEX "workordertrades_pk" ON "workordertrades" USING btree ("workorderid","tradeid");--> statement-breakpoint
CREATE INDEX "workordertrades_trade_idx" ON "workordertrades" USING btree ("tradeid");--> statement-breakpoint
CREATE INDEX "wov_workorder_idx" ON "workordervendors" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "wov_vendor_idx" ON "workordervendors" USING btree ("vendorid","workorderid");--> statement-breakpoint
CREATE UNIQUE INDEX "workorders_wonumber_uq" ON "workorders" USING btree ("wonumber");--> statement-breakpoint
CREATE INDEX "workorders_status_idx" ON "workorders" USING btree ("statusid","createddate");--> statement-breakpoint
CREATE INDEX "workorders_customer_idx" ON "workorders" USING btree ("customerid","statusid");--> statement-breakpoint
CREATE INDEX "workorders_jobsite_idx" ON "workorders" USING btree ("jobsiteid");--> statement-breakpoint
CREATE INDEX "workorders_dispatcher_idx" ON "workorders" USING btree ("dispatcherid","statusid");--> statement-breakpoint
CREATE INDEX "workorders_created_idx" ON "workorders" USING btree ("createddate");--> statement-breakpoint
CREATE INDEX "workorders_schedule_idx" ON "workorders" USING btree ("scheduledate");--> statement-breakpoint
CREATE INDEX "workorders_parent_idx" ON "workorders" USING btree ("parentworkorderid") WHERE "workorders"."parentworkorderid" is not null;--> statement-breakpoint
CREATE INDEX "workorders_flagged_idx" ON "workorders" USING btree ("id") WHERE "workorders"."flagged";--> statement-breakpoint
CREATE INDEX "workorders_po_idx" ON "workorders" USING btree ("customerid","ponumber");--> statement-breakpoint
CREATE INDEX "mailoutbox_due_idx" ON "mailoutbox" USING btree ("status","nextattemptat");