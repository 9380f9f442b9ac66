CREATE TABLE "workordercounts" (
	"statusid" integer NOT NULL,
	"priorityid" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workordercounts_pk" ON "workordercounts" USING btree ("statusid","priorityid");