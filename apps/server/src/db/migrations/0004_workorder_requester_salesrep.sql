ALTER TABLE "workorders" ADD COLUMN "salesrepid" integer;--> statement-breakpoint
ALTER TABLE "workorders" ADD COLUMN "techid" integer;--> statement-breakpoint
ALTER TABLE "workorders" ADD COLUMN "requestedby" text;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_salesrepid_users_id_fk" FOREIGN KEY ("salesrepid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorders" ADD CONSTRAINT "workorders_techid_users_id_fk" FOREIGN KEY ("techid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;