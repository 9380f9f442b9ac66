-- Reports (issue 17): the date columns the reports filter and order by.
-- Invoices by date (2 Margin, 9 Customer Invoicing, 27 Invoice Register).
CREATE INDEX IF NOT EXISTS "invoices_invoicedate_idx" ON "invoices" USING btree ("invoicedate");--> statement-breakpoint
-- Orders completed / dispatched in a range (5 Vendor Billing, 18 Dispatcher Activity, 20 Vendor Spend).
CREATE INDEX IF NOT EXISTS "workorders_completedate_idx" ON "workorders" USING btree ("completedate") WHERE "completedate" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workorders_dispatchdate_idx" ON "workorders" USING btree ("dispatchdate") WHERE "dispatchdate" IS NOT NULL;
