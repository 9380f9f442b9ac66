CREATE TABLE "customerproposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"proposalnumber" text,
	"notes" text,
	"vendorquotedamount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(5, 2) DEFAULT '30' NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"scopeofwork" text DEFAULT '' NOT NULL,
	"iscomplete" boolean DEFAULT false NOT NULL,
	"completedate" timestamp with time zone,
	"isapproved" boolean DEFAULT false NOT NULL,
	"approveddate" timestamp with time zone,
	"approvedby" integer,
	"isrejected" boolean DEFAULT false NOT NULL,
	"rejecteddate" timestamp with time zone,
	"custapproved" boolean DEFAULT false NOT NULL,
	"custapproveddate" timestamp with time zone,
	"custrejected" boolean DEFAULT false NOT NULL,
	"custponumber" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoiceitems" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoiceid" integer NOT NULL,
	"itemtypeid" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"taxrate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"uomid" integer
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"proposalid" integer,
	"invoicenumber" text NOT NULL,
	"invoicedate" timestamp with time zone DEFAULT now() NOT NULL,
	"duedate" timestamp with time zone NOT NULL,
	"completedate" timestamp with time zone,
	"sentby" text,
	"billwithoutsignoff" boolean DEFAULT false NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"isapproved" boolean DEFAULT false NOT NULL,
	"approvedby" integer,
	"approveddate" timestamp with time zone,
	"isrejected" boolean DEFAULT false NOT NULL,
	"rejectreason" text,
	"rejecteddate" timestamp with time zone,
	"note" text,
	"scopeofwork" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposalitems" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposalid" integer NOT NULL,
	"itemtypeid" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"taxrate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"uomid" integer
);
--> statement-breakpoint
CREATE TABLE "vendorproposallabor" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposalid" integer NOT NULL,
	"skilllevelid" integer NOT NULL,
	"typeid" integer NOT NULL,
	"numberoftechs" integer NOT NULL,
	"hourlyrate" numeric(12, 2) NOT NULL,
	"numberofhours" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposalmaterials" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposalid" integer NOT NULL,
	"description" text NOT NULL,
	"partnumber" text,
	"uomid" integer,
	"unitprice" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposalother" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposalid" integer NOT NULL,
	"typeid" integer DEFAULT 1 NOT NULL,
	"description" text,
	"quantity" numeric(12, 3) NOT NULL,
	"unitprice" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"workordervendorid" integer,
	"proposalnumber" text NOT NULL,
	"proposaldate" timestamp with time zone DEFAULT now() NOT NULL,
	"proposalstatusid" integer DEFAULT 1 NOT NULL,
	"description" text,
	"note" text,
	"rejectionnote" text,
	"statusdate" timestamp with time zone,
	"statusby" integer,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customerproposals" ADD CONSTRAINT "customerproposals_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerproposals" ADD CONSTRAINT "customerproposals_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerproposals" ADD CONSTRAINT "customerproposals_approvedby_users_id_fk" FOREIGN KEY ("approvedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerproposals" ADD CONSTRAINT "customerproposals_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiceitems" ADD CONSTRAINT "invoiceitems_invoiceid_invoices_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_proposalid_customerproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."customerproposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approvedby_users_id_fk" FOREIGN KEY ("approvedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposalitems" ADD CONSTRAINT "proposalitems_proposalid_customerproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."customerproposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposallabor" ADD CONSTRAINT "vendorproposallabor_proposalid_vendorproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."vendorproposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalmaterials" ADD CONSTRAINT "vendorproposalmaterials_proposalid_vendorproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."vendorproposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalother" ADD CONSTRAINT "vendorproposalother_proposalid_vendorproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."vendorproposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposals" ADD CONSTRAINT "vendorproposals_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposals" ADD CONSTRAINT "vendorproposals_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposals" ADD CONSTRAINT "vendorproposals_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposals" ADD CONSTRAINT "vendorproposals_statusby_users_id_fk" FOREIGN KEY ("statusby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposals" ADD CONSTRAINT "vendorproposals_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customerproposals_wo_idx" ON "customerproposals" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "invoiceitems_invoice_idx" ON "invoiceitems" USING btree ("invoiceid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("invoicenumber");--> statement-breakpoint
CREATE INDEX "invoices_wo_idx" ON "invoices" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "proposalitems_proposal_idx" ON "proposalitems" USING btree ("proposalid");--> statement-breakpoint
CREATE INDEX "vendorproposallabor_proposal_idx" ON "vendorproposallabor" USING btree ("proposalid");--> statement-breakpoint
CREATE INDEX "vendorproposalmaterials_proposal_idx" ON "vendorproposalmaterials" USING btree ("proposalid");--> statement-breakpoint
CREATE INDEX "vendorproposalother_proposal_idx" ON "vendorproposalother" USING btree ("proposalid");--> statement-breakpoint
CREATE INDEX "vendorproposals_wo_idx" ON "vendorproposals" USING btree ("workorderid");