-- Issue 31 / 33: Idempotency-Key answers (platform/idempotency); photo tags; offline receive time and the customer signature on check-outs.
CREATE TABLE "idempotencykeys" (
	"key" varchar(255) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" text NOT NULL,
	"bodyhash" varchar(64) NOT NULL,
	"status" integer,
	"contenttype" varchar(200),
	"responsebody" text,
	"createdat" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotencykeys_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
ALTER TABLE "workorderattachments" ADD COLUMN "phototag" varchar(6);--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD COLUMN "receivedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD COLUMN "signername" varchar(100);--> statement-breakpoint
ALTER TABLE "workordercheckins" ADD COLUMN "signaturepng" text;--> statement-breakpoint
CREATE INDEX "idempotencykeys_created_idx" ON "idempotencykeys" USING btree ("createdat");