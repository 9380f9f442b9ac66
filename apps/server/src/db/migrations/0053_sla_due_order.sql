-- The at-risk queue orders by (sladueat, id desc): with id in the index the page is read off it in order
-- (no sort of every match) and the capped count needs no sort either (s32slafix).
DROP INDEX IF EXISTS "workorders_sladue_idx";--> statement-breakpoint
CREATE INDEX "workorders_sladue_idx" ON "workorders" USING btree ("sladueat","id" DESC) WHERE "workorders"."sladueat" is not null;
