CREATE TABLE "adminaudit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actorid" integer,
	"actorname" text NOT NULL,
	"entity" text NOT NULL,
	"entitykey" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "userinvitations" (
	"tokenhash" text PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"expiresat" timestamp with time zone NOT NULL,
	"usedat" timestamp with time zone,
	"revokedat" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "adminaudit" ADD CONSTRAINT "adminaudit_actorid_users_id_fk" FOREIGN KEY ("actorid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userinvitations" ADD CONSTRAINT "userinvitations_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userinvitations" ADD CONSTRAINT "userinvitations_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adminaudit_entity_idx" ON "adminaudit" USING btree ("entity","entitykey","createddate");--> statement-breakpoint
CREATE INDEX "userinvitations_user_idx" ON "userinvitations" USING btree ("userid");