CREATE TABLE "jobsiteprocedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"jobsiteid" integer NOT NULL,
	"procedure" text NOT NULL,
	"sortorder" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobsiteprocedures" ADD CONSTRAINT "jobsiteprocedures_jobsiteid_customerjobsites_id_fk" FOREIGN KEY ("jobsiteid") REFERENCES "public"."customerjobsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobsiteprocedures_jobsite_idx" ON "jobsiteprocedures" USING btree ("jobsiteid","sortorder");