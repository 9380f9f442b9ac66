ALTER TABLE "customerproposals" ADD COLUMN "custrejecteddate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customerproposals" ADD COLUMN "custrejectionnote" text;--> statement-breakpoint
ALTER TABLE "customerproposals" ADD COLUMN "custdecidedby" integer;--> statement-breakpoint
ALTER TABLE "customerproposals" ADD CONSTRAINT "customerproposals_custdecidedby_users_id_fk" FOREIGN KEY ("custdecidedby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;