CREATE TABLE "authsessions" (
	"id" text PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"expiresat" timestamp with time zone NOT NULL,
	"lastrefreshat" timestamp with time zone,
	"revokedat" timestamp with time zone,
	"revokedreason" text
);
--> statement-breakpoint
CREATE TABLE "loginthrottle" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"lockeduntil" timestamp with time zone,
	"lastfailureat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratelimits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resetat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refreshtokens" (
	"tokenhash" text PRIMARY KEY NOT NULL,
	"sessionid" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"usedat" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokenversion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "authsessions" ADD CONSTRAINT "authsessions_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refreshtokens" ADD CONSTRAINT "refreshtokens_sessionid_authsessions_id_fk" FOREIGN KEY ("sessionid") REFERENCES "public"."authsessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authsessions_user_idx" ON "authsessions" USING btree ("userid");--> statement-breakpoint
CREATE INDEX "ratelimits_resetat_idx" ON "ratelimits" USING btree ("resetat");--> statement-breakpoint
CREATE INDEX "refreshtokens_session_idx" ON "refreshtokens" USING btree ("sessionid");