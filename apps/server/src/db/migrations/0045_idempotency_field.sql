-- Issue 31 / 33: the answers of writes sent with an Idempotency-Key (platform/idempotency).
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
CREATE INDEX "idempotencykeys_created_idx" ON "idempotencykeys" USING btree ("createdat");