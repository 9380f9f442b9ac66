CREATE TABLE "vendorinvoicelabor" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoiceid" integer NOT NULL,
	"skilllevelid" integer NOT NULL,
	"typeid" integer NOT NULL,
	"numberoftechs" integer NOT NULL,
	"hourlyrate" numeric(12, 2) NOT NULL,
	"numberofhours" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoicematerials" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoiceid" integer NOT NULL,
	"description" text NOT NULL,
	"partnumber" text,
	"uomid" integer,
	"unitprice" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoiceother" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoiceid" integer NOT NULL,
	"typeid" integer DEFAULT 1 NOT NULL,
	"description" text,
	"quantity" numeric(12, 3) NOT NULL,
	"unitprice" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"workordervendorid" integer,
	"proposalid" integer,
	"invoicenumber" text NOT NULL,
	"invoicedate" timestamp with time zone DEFAULT now() NOT NULL,
	"invoicestatusid" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"note" text,
	"statusdate" timestamp with time zone,
	"statusby" integer,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposalattachments" (
	"proposalid" integer NOT NULL,
	"attachmentid" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendorinvoicelabor" ADD CONSTRAINT "vendorinvoicelabor_invoiceid_vendorinvoices_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."vendorinvoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoicematerials" ADD CONSTRAINT "vendorinvoicematerials_invoiceid_vendorinvoices_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."vendorinvoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoiceother" ADD CONSTRAINT "vendorinvoiceother_invoiceid_vendorinvoices_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."vendorinvoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD CONSTRAINT "vendorinvoices_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD CONSTRAINT "vendorinvoices_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD CONSTRAINT "vendorinvoices_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD CONSTRAINT "vendorinvoices_proposalid_vendorproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."vendorproposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD CONSTRAINT "vendorinvoices_statusby_users_id_fk" FOREIGN KEY ("statusby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoices" ADD CONSTRAINT "vendorinvoices_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalattachments" ADD CONSTRAINT "vendorproposalattachments_proposalid_vendorproposals_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."vendorproposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalattachments" ADD CONSTRAINT "vendorproposalattachments_attachmentid_workorderattachments_id_fk" FOREIGN KEY ("attachmentid") REFERENCES "public"."workorderattachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendorinvoicelabor_invoice_idx" ON "vendorinvoicelabor" USING btree ("invoiceid");--> statement-breakpoint
CREATE INDEX "vendorinvoicematerials_invoice_idx" ON "vendorinvoicematerials" USING btree ("invoiceid");--> statement-breakpoint
CREATE INDEX "vendorinvoiceother_invoice_idx" ON "vendorinvoiceother" USING btree ("invoiceid");--> statement-breakpoint
CREATE INDEX "vendorinvoices_wo_idx" ON "vendorinvoices" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "vendorinvoices_vendor_idx" ON "vendorinvoices" USING btree ("vendorid","invoicestatusid");--> statement-breakpoint
CREATE UNIQUE INDEX "vendorproposalattachments_pk" ON "vendorproposalattachments" USING btree ("proposalid","attachmentid");--> statement-breakpoint
CREATE INDEX "vendorproposalattachments_att_idx" ON "vendorproposalattachments" USING btree ("attachmentid");