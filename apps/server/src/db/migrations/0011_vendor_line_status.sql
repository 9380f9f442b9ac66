ALTER TABLE "workordervendors" ADD COLUMN "wostatusid" integer;--> statement-breakpoint
CREATE INDEX "wov_vendor_status_idx" ON "workordervendors" USING btree ("vendorid","wostatusid","workorderid");