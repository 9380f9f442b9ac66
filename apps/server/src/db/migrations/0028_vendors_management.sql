CREATE TABLE "vendorattachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"attachmenttypeid" integer NOT NULL,
	"filename" text NOT NULL,
	"displayname" text NOT NULL,
	"path" text NOT NULL,
	"contenttype" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"expirationdate" date,
	"createdby" integer,
	"createdbyname" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorcompliancereminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"doctype" varchar(8) NOT NULL,
	"expirationdate" date NOT NULL,
	"thresholddays" integer NOT NULL,
	"sentdate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorcontacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
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
CREATE TABLE "vendornotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"note" text NOT NULL,
	"canvendorsee" boolean DEFAULT false NOT NULL,
	"cancustomersee" boolean DEFAULT false NOT NULL,
	"createdby" integer,
	"createdbyname" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"updateddate" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorpaymentlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"paymentid" integer NOT NULL,
	"memo" text,
	"appliedtotxnrefnumber" text,
	"appliedtotxnamount" numeric(12, 2) NOT NULL,
	"workorderid" integer
);
--> statement-breakpoint
CREATE TABLE "vendorpayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"txndate" date NOT NULL,
	"paymenttype" varchar(32) NOT NULL,
	"refnumber" text,
	"amount" numeric(12, 2) NOT NULL,
	"externalid" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorservicestates" (
	"vendorid" integer NOT NULL,
	"stateid" integer NOT NULL,
	CONSTRAINT "vendorservicestates_vendorid_stateid_pk" PRIMARY KEY("vendorid","stateid")
);
--> statement-breakpoint
CREATE TABLE "vendorzips" (
	"vendorid" integer NOT NULL,
	"zipcode" varchar(5) NOT NULL,
	CONSTRAINT "vendorzips_vendorid_zipcode_pk" PRIMARY KEY("vendorid","zipcode")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "ssnlast4" varchar(4);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "ssnsealed" text;--> statement-breakpoint
ALTER TABLE "vendorattachments" ADD CONSTRAINT "vendorattachments_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorattachments" ADD CONSTRAINT "vendorattachments_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorcompliancereminders" ADD CONSTRAINT "vendorcompliancereminders_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorcontacts" ADD CONSTRAINT "vendorcontacts_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendornotes" ADD CONSTRAINT "vendornotes_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendornotes" ADD CONSTRAINT "vendornotes_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorpaymentlines" ADD CONSTRAINT "vendorpaymentlines_paymentid_vendorpayments_id_fk" FOREIGN KEY ("paymentid") REFERENCES "public"."vendorpayments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorpaymentlines" ADD CONSTRAINT "vendorpaymentlines_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorpayments" ADD CONSTRAINT "vendorpayments_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorratings" ADD CONSTRAINT "vendorratings_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorratings" ADD CONSTRAINT "vendorratings_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorservicestates" ADD CONSTRAINT "vendorservicestates_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorservicestates" ADD CONSTRAINT "vendorservicestates_stateid_states_id_fk" FOREIGN KEY ("stateid") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorzips" ADD CONSTRAINT "vendorzips_vendorid_vendors_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendorattachments_vendor_idx" ON "vendorattachments" USING btree ("vendorid");--> statement-breakpoint
CREATE UNIQUE INDEX "vendorcompliancereminders_uq" ON "vendorcompliancereminders" USING btree ("vendorid","doctype","expirationdate","thresholddays");--> statement-breakpoint
CREATE INDEX "vendorcontacts_vendor_idx" ON "vendorcontacts" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendornotes_vendor_idx" ON "vendornotes" USING btree ("vendorid","createddate");--> statement-breakpoint
CREATE INDEX "vendorpaymentlines_payment_idx" ON "vendorpaymentlines" USING btree ("paymentid");--> statement-breakpoint
CREATE INDEX "vendorpaymentlines_workorder_idx" ON "vendorpaymentlines" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "vendorpayments_vendor_idx" ON "vendorpayments" USING btree ("vendorid","txndate");--> statement-breakpoint
CREATE INDEX "vendorpayments_txndate_idx" ON "vendorpayments" USING btree ("txndate");--> statement-breakpoint
CREATE UNIQUE INDEX "vendorpayments_external_uq" ON "vendorpayments" USING btree ("externalid");--> statement-breakpoint
CREATE INDEX "vendorratings_vendor_idx" ON "vendorratings" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendorzips_zip_idx" ON "vendorzips" USING btree ("zipcode");