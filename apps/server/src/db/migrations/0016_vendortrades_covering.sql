DROP INDEX "vendortrades_trade_idx";--> statement-breakpoint
CREATE INDEX "vendortrades_trade_vendor_idx" ON "vendortrades" USING btree ("tradeid","vendorid") WHERE not "vendortrades"."isdeleted";