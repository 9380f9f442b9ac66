CREATE TABLE "workordersitedays" (
	"day" date NOT NULL,
	"jobsiteid" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workordersitedays_pk" ON "workordersitedays" USING btree ("day","jobsiteid");