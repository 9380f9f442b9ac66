ALTER TABLE "workorderattachments" ADD COLUMN "receivedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordernotes" ADD COLUMN "receivedat" timestamp with time zone;