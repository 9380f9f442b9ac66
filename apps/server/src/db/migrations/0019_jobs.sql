CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"progressdone" integer DEFAULT 0 NOT NULL,
	"progresstotal" integer DEFAULT 0 NOT NULL,
	"progressmessage" text,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"maxattempts" integer DEFAULT 3 NOT NULL,
	"runafter" timestamp with time zone DEFAULT now() NOT NULL,
	"lockedby" varchar(64),
	"lockeduntil" timestamp with time zone,
	"exclusivekey" varchar(200),
	"idempotencykey" varchar(200),
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"startedat" timestamp with time zone,
	"finishedat" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","runafter");--> statement-breakpoint
CREATE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","exclusivekey","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_exclusive_uq" ON "jobs" USING btree ("exclusivekey") WHERE state in ('queued', 'running') and exclusivekey is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency_uq" ON "jobs" USING btree ("idempotencykey");