-- Index-only reads for the reports that aggregate a range (measured at 1,000,000 orders: their heap reads, one
-- random page per order / invoice / vendor line, were most of their time):
-- 2 Margin, 9 Customer Invoicing: the invoices dated in a range, and each order's vendor cost.
CREATE INDEX IF NOT EXISTS "invoices_invoicedate_cover_idx" ON "invoices" USING btree ("invoicedate") INCLUDE ("workorderid", "amount", "isrejected");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wov_workorder_cost_idx" ON "workordervendors" USING btree ("workorderid") INCLUDE ("invoiceamount", "vendorid", "tradeid", "quotedamount");--> statement-breakpoint
-- 3 Vendor Performance, 12 by Status, 15 by Customer, 16 by Trade: the orders received in a range.
CREATE INDEX IF NOT EXISTS "workorders_created_cover_idx" ON "workorders" USING btree ("createddate") INCLUDE ("id", "statusid", "customerid", "completedate", "invoiceamount");
