import { REPORT_CATALOGUE } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

const countOf = (res: unknown): number => Number((res as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);

/**
 * Reports demo data (issue 17), derived deterministically from the seeded rows so every report has rows in
 * the current month without typing:
 * - a customer invoice for every Invoiced order that has none (amount = the order's invoice amount, else its
 *   vendor cost × 1.35 + $95), dated the day after completion (at most today) and already sent to QuickBooks,
 *   so the Margin / Customer Invoicing / Invoice Register reports have figures and Accounting's pending lists
 *   stay as the accounting seed made them;
 * - a vendor payment (with one line) for every approved vendor invoice on an Invoiced order, a week after
 *   approval (at most today), by check, ACH or credit card in turn;
 * - every staff user holding view:reports (not Admin, who sees all) is given every report.
 * Expiring insurance, cancelled, open and overdue orders come from the vendor and work-order seeds.
 */
export const seedReports = async (tx: DbOrTx): Promise<{ invoices: number; payments: number }> => {
  const invoices = countOf(
    await tx.execute(sql`
    with picked as (
      select w.id, w.wonumber, w.completedate,
             coalesce(w.invoiceamount,
                      round((select coalesce(sum(l.invoiceamount), 0) from workordervendors l where l.workorderid = w.id) * 1.35 + 95, 2)) as amount,
             least(now() - interval '1 hour', coalesce(w.completedate, w.modifieddate) + interval '1 day') as invoicedate
      from workorders w
      where w.statusid = 10 and not exists (select 1 from invoices i where i.workorderid = w.id)
    ),
    ins as (
      insert into invoices (workorderid, invoicenumber, invoicedate, duedate, completedate, amount, isapproved,
                            approveddate, approvedbyaccounting, createddate)
      select id, 'RI-' || wonumber, invoicedate, invoicedate + interval '30 days', completedate, amount, true,
             invoicedate, true, invoicedate
      from picked
      returning id
    ),
    sent as (
      insert into qbotransfers (kind, sourceid, state, requestid, qboid, attempts, sentat, modifieddate)
      select 'invoice', id, 'sent', md5('report-invoice-' || id), (70000 + id)::text, 1, now() - interval '1 hour', now() - interval '1 hour'
      from ins
      returning sourceid
    )
    select count(*)::int as n from sent`),
  );
  const payments = countOf(
    await tx.execute(sql`
    with lines as (
      select l.id, l.vendorid, l.workorderid, w.wonumber, l.invoicenumber, l.invoiceamount,
             least(current_date, (l.approveddate at time zone 'UTC')::date + 7) as txndate
      from workordervendors l join workorders w on w.id = l.workorderid
      where w.statusid = 10 and l.isapproved and l.invoicenumber is not null and l.invoiceamount is not null
            and l.approveddate is not null
            and not exists (select 1 from vendorpaymentlines pl where pl.workorderid = l.workorderid and pl.appliedtotxnrefnumber = l.invoicenumber)
    ),
    pays as (
      insert into vendorpayments (vendorid, txndate, paymenttype, refnumber, amount, externalid)
      select vendorid, txndate, (array['Check', 'ACH', 'Credit Card'])[1 + id % 3], 'PAY-' || id, invoiceamount, 'rpt-' || id
      from lines
      returning id, externalid
    ),
    plines as (
      insert into vendorpaymentlines (paymentid, memo, appliedtotxnrefnumber, appliedtotxnamount, workorderid)
      select p.id, l.wonumber, l.invoicenumber, l.invoiceamount, l.workorderid
      from pays p join lines l on 'rpt-' || l.id = p.externalid
      returning id
    )
    select count(*)::int as n from plines`),
  );
  const all = sql.raw(`'{${REPORT_CATALOGUE.map((r) => r.reportid).join(",")}}'::int[]`);
  await tx.execute(sql`
    update users set reports = ${all}
    where cardinality(reports) = 0 and not ('Admin' = any(roles))
      and ('view:reports' = any(permissions) or 'AccountingAdmin' = any(roles))`);
  return { invoices, payments };
};
