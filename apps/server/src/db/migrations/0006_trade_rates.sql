CREATE TABLE "customertrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"isdeleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traderates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customertradeid" integer,
	"vendortradeid" integer,
	"name" text NOT NULL,
	"traderatetypeid" integer DEFAULT 1 NOT NULL,
	"statecodes" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"regularrate" numeric(12, 2) NOT NULL,
	"overtimerate" numeric(12, 2),
	"holidayrate" numeric(12, 2),
	"tripcharge" numeric(12, 2),
	"markupcharge" numeric(6, 2),
	"lastupdated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customertrades" ADD CONSTRAINT "customertrades_customerid_customers_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertrades" ADD CONSTRAINT "customertrades_tradeid_trades_id_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traderates" ADD CONSTRAINT "traderates_customertradeid_customertrades_id_fk" FOREIGN KEY ("customertradeid") REFERENCES "public"."customertrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traderates" ADD CONSTRAINT "traderates_vendortradeid_vendortrades_id_fk" FOREIGN KEY ("vendortradeid") REFERENCES "public"."vendortrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customertrades_customer_trade_uq" ON "customertrades" USING btree ("customerid","tradeid");--> statement-breakpoint
CREATE INDEX "traderates_customertrade_idx" ON "traderates" USING btree ("customertradeid");--> statement-breakpoint
CREATE INDEX "traderates_vendortrade_idx" ON "traderates" USING btree ("vendortradeid");