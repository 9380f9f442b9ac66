CREATE TABLE "workorderpageviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"userid" integer NOT NULL,
	"tab" varchar(16) NOT NULL,
	"vieweddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sitemeta" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workorderpageviews" ADD CONSTRAINT "workorderpageviews_workorderid_workorders_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderpageviews" ADD CONSTRAINT "workorderpageviews_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workorderpageviews_wo_idx" ON "workorderpageviews" USING btree ("workorderid","vieweddate");--> statement-breakpoint
DELETE FROM "sitemeta" a USING "sitemeta" b WHERE a."tablename" = b."tablename" AND a."datafieldname" = b."datafieldname" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "sitemeta_table_field_uq" ON "sitemeta" USING btree ("tablename","datafieldname");