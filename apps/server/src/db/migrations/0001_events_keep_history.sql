ALTER TABLE "workorderevents" DROP CONSTRAINT "workorderevents_workordervendorid_workordervendors_id_fk";
--> statement-breakpoint
ALTER TABLE "workorderevents" ADD CONSTRAINT "workorderevents_workordervendorid_workordervendors_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendors"("id") ON DELETE set null ON UPDATE no action;