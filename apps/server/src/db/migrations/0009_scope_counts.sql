CREATE TABLE "workorderscopecounts" (
	"kind" varchar(1) NOT NULL,
	"ownerid" integer NOT NULL,
	"statusid" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workorderscopecounts_pk" ON "workorderscopecounts" USING btree ("kind","ownerid","statusid");